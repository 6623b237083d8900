import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
    probe.on('error', reject);
  });
}

export function tempDataDir(): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export type RunningProcess = { port: number; child: ChildProcess; stop: () => Promise<void> };

/** The compiled server (`npm run build`; bench/run.ts builds it first). */
export const BUILT_SERVER = 'packages/server/dist/main.js';
/** The server run from its TypeScript sources through tsx, as before the build existed. */
export const SOURCE_SERVER = 'packages/server/src/main.ts';

/**
 * Starts an entry point of the repository as a child process on a free port: JavaScript as it
 * is, TypeScript through tsx.
 */
export async function startScript(
  entry: string,
  env: Record<string, string>,
): Promise<RunningProcess> {
  const port = await freePort();
  const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : ['--enable-source-maps', entry];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
  };
  return { port, child, stop };
}

/** Polls a URL until it answers 200; returns the milliseconds waited. */
export async function waitForOk(
  url: string,
  child: ChildProcess,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}
