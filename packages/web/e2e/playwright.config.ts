import { defineConfig } from '@playwright/test';

const port = process.env.PORTAL_PORT ?? '3000';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // Two cores run the server and two browsers: a journey of several sign-ins and pages takes
  // twice as long on CI as on an idle machine.
  timeout: process.env.CI ? 60_000 : 30_000,
  // Two cores run the server, two browsers and the PDF renderer's Chromium: on CI a step that
  // waits on the server (a save, then the next page) gets more time before it counts as failed.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  projects: [
    { name: 'main', testIgnore: '**/security/impersonation.spec.ts' },
    // Alone, after the rest: a security admin acting as another user changes who the demo
    // security admin's new sessions describe, which other specs sign in as.
    {
      name: 'impersonation',
      testMatch: '**/security/impersonation.spec.ts',
      dependencies: ['main'],
    },
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
