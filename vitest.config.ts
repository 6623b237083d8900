import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The server's tests that replace a module (vi.mock). The others share a worker's loaded modules
 * from one file to the next (no isolation): a file that replaced a module there would replace it
 * for the files after it, or find it loaded already and replace nothing. These run in a fresh
 * module graph each.
 */
export const MOCKING_SERVER_TESTS = ['packages/server/src/identity/oidc/lockout-race.test.ts'];

const server = {
  include: ['packages/server/src/**/*.test.ts', 'packages/server/test/**/*.test.ts'],
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          include: ['packages/core/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          ...server,
          name: 'server',
          exclude: [...configDefaults.exclude, ...MOCKING_SERVER_TESTS],
          // A worker keeps the modules it loaded (the server, the database engine compiled) for
          // the next file instead of loading them again for each: the server's tests pass in about
          // a third of the time. Each file builds its own app and database.
          isolate: false,
        },
      },
      { test: { ...server, name: 'server-isolated', include: MOCKING_SERVER_TESTS } },
      {
        extends: './packages/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['packages/web/src/test/setup-dom.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
