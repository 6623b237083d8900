import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint, file, json, text } from '@portal/core';
import { testApi } from '../test/render-app';
import { call, download } from './call';

const get = endpoint({
  method: 'GET',
  path: '/api/test/Get/:id/:flag?',
  access: 'any',
  summary: 'A test read.',
  params: z.object({ id: z.string(), flag: z.string().optional() }),
  query: z.object({ page: z.number() }),
  answer: json<{ ok: boolean }>('{ ok }'),
});
const put = endpoint({
  method: 'PUT',
  path: '/api/test/Put/:id',
  access: 'any',
  summary: 'A test change.',
  params: z.object({ id: z.string() }),
  body: z.object({ name: z.string() }),
  answer: json<{ ok: boolean }>('{ ok }'),
});
const pdf = endpoint({
  method: 'GET',
  path: '/api/test/Pdf/:id',
  access: 'any',
  summary: 'A test file.',
  params: z.object({ id: z.string() }),
  answer: file,
});

const encrypt = endpoint({
  method: 'POST',
  path: '/api/test/Encrypt',
  access: 'anonymous',
  summary: 'A test text.',
  body: z.object({ data: z.string() }),
  answer: text,
});

describe('calls by endpoint', () => {
  it('fill the path, encoding each parameter and leaving out an absent optional one', async () => {
    const api = testApi(async () => ({ ok: true }));
    await call(api, get, { params: { id: 'a/b c' }, query: { page: 2 } });
    expect(api.get).toHaveBeenCalledWith('/api/test/Get/a%2Fb%20c', { page: 2 }, undefined);
    await call(api, get, { params: { id: 'x', flag: 'true' }, query: { page: 1 } });
    expect(api.get).toHaveBeenLastCalledWith('/api/test/Get/x/true', { page: 1 }, undefined);
  });

  it('send the method and body of the definition', async () => {
    const api = testApi(async () => ({ ok: true }));
    api.request = vi.fn(async () => ({ ok: true })) as never;
    await call(api, put, { params: { id: '7' }, body: { name: 'n' } });
    expect(api.request).toHaveBeenCalledWith('PUT', '/api/test/Put/7', {
      query: undefined,
      body: { name: 'n' },
      signal: undefined,
    });
  });

  it('refuse a call without a required path parameter', () => {
    const api = testApi(async () => ({ ok: true }));
    expect(() => call(api, put, { params: { id: '' }, body: { name: 'n' } })).toThrow(/needs/);
  });

  it('answer a text endpoint with its string, through the text transport', async () => {
    const api = testApi(async () => ({ ok: true }));
    api.text = vi.fn(async () => 'sealed');
    const answer: string = await call(api, encrypt, { body: { data: 'x' } });
    expect(answer).toBe('sealed');
    expect(api.text).toHaveBeenCalledWith('POST', '/api/test/Encrypt', {
      query: undefined,
      body: { data: 'x' },
      signal: undefined,
    });
    expect(api.post).not.toHaveBeenCalled();
  });

  it('download files through the file transport', async () => {
    const api = testApi(async () => ({ ok: true }));
    await download(api, pdf, { params: { id: '9' } });
    expect(api.file).toHaveBeenCalledWith('GET', '/api/test/Pdf/9', {
      query: undefined,
      body: undefined,
      signal: undefined,
    });
  });
});
