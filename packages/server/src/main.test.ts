import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

function start(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', WEB_DIST: 'no-web-build-in-tests', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { child, output: () => text };
}

async function waitFor<T>(probe: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('main', () => {
  it('starts, logs one ready line with the URL and cold start, and stops on SIGTERM', async () => {
    const { child, output } = start({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      PORTAL_DEMO: '0',
    });
    const exited = exitOf(child);
    const ready = await waitFor(
      () =>
        output()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as { msg: string; url?: string; coldStartMs?: number })
          .find((line) => line.msg.startsWith('Portal ready')),
      45_000,
    );
    expect(ready.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(ready.coldStartMs).toBeGreaterThan(0);
    expect(output()).not.toContain('Server listening');
    const res = await fetch(`${ready.url}/api/ready`);
    expect(await res.json()).toEqual({ status: 'ready', database: 'pglite' });

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output()).toContain('"msg":"shut down"');
  }, 60_000);

  it('exits with 1 when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    const { child, output } = start({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
    });
    expect(await exitOf(child)).toBe(1);
    expect(output()).toContain('EADDRINUSE');
    blocker.close();
  }, 60_000);

  it('refuses to start with a bad configuration, naming the variable', async () => {
    const { child, output } = start({ PORT: 'eighty' });
    expect(await exitOf(child)).toBe(1);
    expect(output()).toMatch(/Invalid configuration:\s+PORT/);
  }, 30_000);

  it('refuses to start in production while an account has the published demo password', async () => {
    const { child, output } = start({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      PORTAL_ENVIRONMENT: 'production',
      PORTAL_DEMO: '1',
    });
    expect(await exitOf(child)).toBe(1);
    expect(output()).toContain('Refusing to start in production');
    expect(output()).toContain('security@demo.example');
    expect(output()).not.toContain('Portal ready');
  }, 60_000);
});
