import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isReachable } from './db/database';
import { closeOnSignals, shutDownGracefully } from './shutdown';
import { createTestApp } from '../test/test-app';

describe('graceful shutdown', () => {
  it('lets a request in flight finish, then refuses connections and closes the database', async () => {
    let entered: () => void = () => undefined;
    const inFlight = new Promise<void>((resolve) => (entered = resolve));
    const t = await createTestApp({
      beforeReady: (app) =>
        app.get('/api/test/slow', { config: { access: 'anonymous' } }, async () => {
          entered();
          await new Promise((resolve) => setTimeout(resolve, 300));
          return { finished: true };
        }),
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;

    const slow = fetch(`${base}/api/test/slow`, { headers: { 'app-name': 'teams' } });
    await inFlight;
    await shutDownGracefully(t.app, 'test');

    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ finished: true });
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    await t.database.close();
    expect(await isReachable(t.database.db)).toBe(false);
  });

  it.each(['SIGTERM', 'SIGINT'])('closes the app on %s and exits with 0', async (signal) => {
    const t = await createTestApp();
    const source = new EventEmitter();
    const exited = new Promise<number>((exit) => closeOnSignals(t.app, { exit, source }));
    source.emit(signal, signal);
    expect(await exited).toBe(0);
    await expect(t.app.inject({ url: '/api/health' })).rejects.toThrow();
    await t.database.close();
  });
});
