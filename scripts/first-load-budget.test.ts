import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { FIRST_LOAD_LIMIT_KB, measureFirstLoad } from '../bench/first-load.bench';

const web = join(import.meta.dirname, '../packages/web');

describe('the web app’s first load', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'first-load-'));
  afterAll(() => {
    vi.unstubAllEnvs();
    rmSync(outDir, { recursive: true, force: true });
  });

  it(`stays under ${FIRST_LOAD_LIMIT_KB} KB of JavaScript, gzipped`, async () => {
    // As `npm run build` builds it: the tests run with NODE_ENV=test, which gives React's
    // development build.
    vi.stubEnv('NODE_ENV', 'production');
    await build({
      root: web,
      mode: 'production',
      logLevel: 'error',
      build: { outDir, sourcemap: false },
    });
    const { totalGzipBytes } = measureFirstLoad(outDir);
    expect(totalGzipBytes / 1024).toBeLessThan(FIRST_LOAD_LIMIT_KB);
  }, 180_000);
});
