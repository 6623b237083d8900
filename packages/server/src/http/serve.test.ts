import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint, json } from '@portal/core';
import { serve, serveOnReply } from './serve';

const echo = endpoint({
  method: 'POST',
  path: '/api/test/echo/:id',
  access: 'developer',
  summary: 'Echoes its input.',
  params: z.object({ id: z.string().max(5) }),
  query: z.object({ n: z.coerce.number().int() }),
  body: z.object({ text: z.string().trim() }),
  answer: json<{ id: string; n: number; text: string }>('{ id, n, text }'),
});
const hot = endpoint({
  method: 'GET',
  path: '/api/test/hot/:id',
  access: 'anonymous',
  summary: 'Answers on the reply.',
  params: z.object({ id: z.string().max(5) }),
  answer: json<{ id: string }>('{ id }'),
});

let app: FastifyInstance;
afterEach(() => app.close());

describe('serve', () => {
  it('registers the definition and hands the handler its parsed input', async () => {
    app = Fastify();
    serve(app, echo, async ({ params, query, body }) => ({
      id: params.id,
      n: query.n,
      text: body.text,
    }));
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo/ab?n=3',
      payload: { text: '  hi ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'ab', n: 3, text: 'hi' });
  });

  it('answers 400 naming the field, without running the handler, for bad input', async () => {
    app = Fastify();
    const handler = vi.fn(async () => ({ id: '', n: 0, text: '' }));
    serve(app, echo, handler);
    for (const url of ['/api/test/echo/toolong?n=1', '/api/test/echo/ab?n=x']) {
      const res = await app.inject({ method: 'POST', url, payload: { text: 'a' } });
      expect(res.statusCode, url).toBe(400);
    }
    const noBody = await app.inject({ method: 'POST', url: '/api/test/echo/ab?n=1', payload: {} });
    expect(noBody.statusCode).toBe(400);
    expect(handler).not.toHaveBeenCalled();
  });

  it("sends the handler's failure", async () => {
    app = Fastify();
    serve(app, echo, () => Promise.reject(Object.assign(new Error('No.'), { statusCode: 409 })));
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo/a?n=1',
      payload: { text: '' },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('serveOnReply', () => {
  it('lets the handler answer on the reply at once, with its parsed input', async () => {
    app = Fastify();
    serveOnReply(app, hot, ({ params }, _request, reply) => {
      reply.send({ id: params.id });
    });
    const res = await app.inject({ url: '/api/test/hot/x%20y' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'x y' });
  });

  it('answers a later reply too (a load that waits), and 400 for bad input', async () => {
    app = Fastify();
    serveOnReply(app, hot, ({ params }, _request, reply) => {
      setTimeout(() => {
        reply.send({ id: params.id });
      }, 5);
    });
    expect((await app.inject({ url: '/api/test/hot/later' })).json()).toEqual({ id: 'later' });
    expect((await app.inject({ url: '/api/test/hot/toolong' })).statusCode).toBe(400);
  });

  it("puts the definition's rule on the route, for the guard", async () => {
    app = Fastify();
    const seen: unknown[] = [];
    app.addHook('onRoute', (route) => {
      if (route.method === 'GET') seen.push(route.config);
    });
    serveOnReply(app, hot, (_input, _request, reply) => {
      reply.send({ id: '' });
    });
    expect(seen).toEqual([{ access: 'anonymous', endpoint: hot }]);
  });
});
