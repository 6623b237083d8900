import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installErrorHandler } from './errors';
import { fixedWindowLimit } from './rate-limit';

async function limitedApp(max: number) {
  const app = Fastify();
  installErrorHandler(app, 1024);
  const limit = fixedWindowLimit({ max, windowMs: 60_000, message: (s) => `wait ${s} s` });
  app.get('/', { onRequest: limit }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

const from = (app: Awaited<ReturnType<typeof limitedApp>>, remoteAddress: string) =>
  app.inject({ url: '/', remoteAddress });

describe('fixedWindowLimit', () => {
  afterEach(() => vi.useRealTimers());

  it('allows max calls per address and window, then answers 429 with when to come back', async () => {
    const app = await limitedApp(2);
    expect((await from(app, '10.0.0.1')).statusCode).toBe(200);
    const allowed = await from(app, '10.0.0.1');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['retry-after']).toBeUndefined();
    expect(allowed.headers['x-ratelimit-limit']).toBeUndefined();
    const refused = await from(app, '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: 'wait 60 s' });
    expect(refused.headers).toMatchObject({
      'retry-after': '60',
      'x-ratelimit-limit': '2',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': '60',
    });
    await app.close();
  });

  it('counts each address apart', async () => {
    const app = await limitedApp(1);
    expect((await from(app, '10.0.0.1')).statusCode).toBe(200);
    expect((await from(app, '10.0.0.1')).statusCode).toBe(429);
    expect((await from(app, '10.0.0.2')).statusCode).toBe(200);
    await app.close();
  });

  it('opens a new window once the old one has ended', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const app = await limitedApp(1);
    expect((await from(app, '10.0.0.1')).statusCode).toBe(200);
    vi.advanceTimersByTime(30_000);
    const refused = await from(app, '10.0.0.1');
    expect(refused.headers['retry-after']).toBe('30');
    vi.advanceTimersByTime(30_000);
    expect((await from(app, '10.0.0.1')).statusCode).toBe(200);
    await app.close();
  });
});
