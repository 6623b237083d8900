// Browser tests: builds the server and the web app when stale, starts the built portal with demo data on a fresh embedded database,
// and runs the Playwright specs in Chromium. Skipped, saying so, when no Chromium is found.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildIfStale, targets } from './build.mjs';

const root = resolve(import.meta.dirname, '..');
const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path) => path && existsSync(path),
);
if (!chromium) {
  console.log(
    "Browser tests SKIPPED: no Chromium found. Set CHROMIUM_PATH or install Debian's chromium.",
  );
  process.exit(0);
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
    probe.on('error', reject);
  });
}

async function waitUntilReady(url, server, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server was not ready within ${seconds} s: ${url}`);
}

// --dev: the specs run against `npm run dev` (server through tsx watch, Vite in front of it)
// instead of the built server, to prove the development loop signs in on every brand.
const dev = process.argv[2] === '--dev';
const specs = process.argv.slice(dev ? 3 : 2);
if (!dev) await buildIfStale();
const port = await freePort();
const webPort = dev ? await freePort() : port;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
const command = dev ? ['scripts/dev.mjs'] : ['--enable-source-maps', targets.server.output];
const server = spawn(process.execPath, command, {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    WEB_PORT: String(webPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    PORTAL_DEMO: '1',
    // Every browser test signs in, registers and confirms from 127.0.0.1: the per-address limits
    // (10 a minute for sign-ins and for each route that sends mail) would refuse them. The limits
    // themselves are tested by the API tests.
    SIGN_IN_RATE_LIMIT: '1000',
    API_RATE_LIMIT: '0',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let status;
try {
  // Under `npm run dev` the server compiles on the fly: it is asked first, then Vite in front of it.
  // Seeding the demo data takes a minute or more while the unit tests share the cores (npm test).
  await waitUntilReady(`http://127.0.0.1:${port}/api/ready`, server, 180);
  if (dev) await waitUntilReady(`http://127.0.0.1:${webPort}/api/ready`, server);
  const result = spawnSync(
    'npx',
    ['playwright', 'test', '--config', 'packages/web/e2e/playwright.config.ts', ...specs],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PORTAL_PORT: String(webPort), CHROMIUM_PATH: chromium },
    },
  );
  status = result.status ?? 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
