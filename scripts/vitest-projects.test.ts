import { globSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { MOCKING_SERVER_TESTS } from '../vitest.config';

const root = resolve(import.meta.dirname, '..');

// The server's tests share a worker's modules (no isolation), see vitest.config.ts.
it('runs every server test that replaces a module in a module graph of its own', () => {
  const mocking = globSync('packages/server/{src,test}/**/*.test.ts', {
    cwd: root,
  }).filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(resolve(root, file), 'utf8')));
  expect(mocking.sort()).toEqual([...MOCKING_SERVER_TESTS].sort());
});
