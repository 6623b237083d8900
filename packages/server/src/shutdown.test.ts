import { EventEmitter } from 'node:events';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isReachable } from './db/database';
import { closeOnSignals, DRAINING, shutDownGracefully } from './shutdown';
import { apiHeaders, tokenFor } from '../test/factories';
import { createTestApp } from '../test/test-app';
import { DATABASE_UNAVAILABLE, inEnglish, isDatabaseUnavailable } from './http/errors';

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

  it('drains under load with one connection per request: none is reset', async () => {
    let entered: () => void = () => undefined;
    const inFlight = new Promise<void>((resolve) => (entered = resolve));
    const t = await createTestApp({
      beforeReady: (app) =>
        app.get('/api/test/slow', { config: { access: 'anonymous' } }, async () => {
          entered();
          await new Promise((resolve) => setTimeout(resolve, 600));
          return { finished: true };
        }),
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    /** A request on a connection of its own: its status, its Connection header, or the error. */
    const call = (path: string) =>
      new Promise<{ status: number; connection?: string; body: string } | { error: string }>(
        (resolve) => {
          const req = httpRequest(
            { host: '127.0.0.1', port, path, agent: false, headers: { 'app-name': 'teams' } },
            (res) => {
              let body = '';
              res.on('data', (chunk: Buffer) => (body += chunk.toString()));
              res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }),
              );
            },
          );
          req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? '' }));
          req.end();
        },
      );

    const slow = call('/api/test/slow');
    await inFlight;
    const closing = shutDownGracefully(t.app, 'test', 5_000);
    const ready = await call('/api/ready');
    expect(ready).toMatchObject({ status: 503, connection: 'close' });
    expect(JSON.parse((ready as { body: string }).body)).toMatchObject({
      code: DRAINING,
      referenceId: expect.any(String),
    });
    const during = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 8));
        return call('/api/health');
      }),
    );
    expect(await slow).toMatchObject({ status: 200 });
    await closing;
    // Each is answered 503 (Connection: close) or, once the listener has closed, refused; none
    // accepted is cut off.
    const outcomes = during.map((r) => ('error' in r ? r.error : `${r.status} ${r.connection}`));
    expect(outcomes.filter((o) => o !== '503 close' && o !== 'ECONNREFUSED')).toEqual([]);
    expect(outcomes).toContain('503 close');
    await t.database.close();
  });

  it('answers API calls 503 with the error shape while the database is down, not 500', async () => {
    const t = await createTestApp();
    await t.database.close();
    const res = await t.app.inject({
      url: '/api/auth/users',
      headers: apiHeaders('profile', tokenFor(t.app, { claims: ['securityAdmin'] })),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: inEnglish(DATABASE_UNAVAILABLE),
      code: DATABASE_UNAVAILABLE,
      referenceId: expect.any(String),
    });
    await t.app.close();
  });

  it.each([
    Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' }),
    Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    }),
    new Error('query failed', { cause: new Error('Connection terminated unexpectedly') }),
  ])('reads %s as an outage of the database', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('does not read other errors as an outage', () => {
    const violation = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isDatabaseUnavailable(violation)).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});
