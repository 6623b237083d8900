import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

/** A folder laid out like the repository, holding only the start and build scripts. */
function checkout(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-start-'));
  for (const script of ['start.mjs', 'build.mjs']) {
    cpSync(join(root, 'scripts', script), join(dir, 'scripts', script));
  }
  return dir;
}

const startIn = (dir: string, env: Record<string, string>) =>
  spawnSync(process.execPath, ['scripts/start.mjs'], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });

describe('npm start in production', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('refuses to start without a build, saying what is missing and how to build, and builds nothing', () => {
    const dir = checkout();
    dirs.push(dir);
    const run = startIn(dir, { NODE_ENV: 'production' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('The portal is not built');
    expect(run.stderr).toContain('packages/server/dist/main.js');
    expect(run.stderr).toContain('packages/web/dist/index.html');
    expect(run.stderr).toContain('npm run build');
    expect(run.stdout).not.toContain('Building');
  });

  it('runs the compiled server as it is, without building', () => {
    const dir = checkout();
    dirs.push(dir);
    mkdirSync(join(dir, 'packages/server/dist'), { recursive: true });
    mkdirSync(join(dir, 'packages/web/dist'), { recursive: true });
    writeFileSync(join(dir, 'packages/web/dist/index.html'), '<!doctype html>');
    writeFileSync(join(dir, 'packages/server/dist/main.js'), "console.log('compiled server ran');");
    // Sources newer than the build: production still runs what is built.
    mkdirSync(join(dir, 'packages/server/src'), { recursive: true });
    writeFileSync(join(dir, 'packages/server/src/main.ts'), '');
    const run = startIn(dir, { NODE_ENV: 'production' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('compiled server ran\n');
    expect(run.status).toBe(0);
  });
});

describe('the compiled server', () => {
  // Inside the server's dist folder: packages resolve from the repository's node_modules.
  const out = join(root, 'packages/server/dist', `.test-${process.pid}`);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('builds without tsx and answers /api/ready', async () => {
    const build = spawnSync(
      process.execPath,
      ['-e', `import('./scripts/build.mjs').then((m) => m.buildServer(${JSON.stringify(out)}))`],
      { cwd: root, encoding: 'utf8' },
    );
    expect(build.stderr).toBe('');
    expect(build.status).toBe(0);

    const child = spawn(process.execPath, [join(out, 'main.js')], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: ':memory:',
        PORTAL_DEMO: '0',
        PORTAL_VERSION: 'test',
        WEB_DIST: 'no-web-build-in-tests',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((done) => child.once('exit', done));
    try {
      const deadline = Date.now() + 80_000;
      let url: string | undefined;
      while (!url && Date.now() < deadline && child.exitCode === null) {
        url = /"url":"(http:[^"]+)"/.exec(output)?.[1];
        if (!url) await new Promise((r) => setTimeout(r, 100));
      }
      expect(url, output).toBeDefined();
      const res = await fetch(`${url}/api/ready`);
      expect(await res.json()).toEqual({ status: 'ready', database: 'pglite' });
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 100_000);
});
