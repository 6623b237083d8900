import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  empty,
  endpoint,
  fillPath,
  gatedBy,
  json,
  pathParameters,
  text,
  type AnswerOf,
  type ParsedInput,
} from './endpoint';
import { zFlagParam } from './params';

describe('pathParameters', () => {
  it('names the parameters of a path in order, with the optional ones marked', () => {
    expect(pathParameters('/api/auth/byclaim/:type/:value?')).toEqual([
      { name: 'type', optional: false },
      { name: 'value', optional: true },
    ]);
    expect(pathParameters('/api/jobs/Definitions')).toEqual([]);
  });
});

describe('fillPath', () => {
  it('encodes each parameter so that a value cannot change the path', () => {
    expect(fillPath('/api/notes/:id', { id: '../auth/claims?x=1' })).toBe(
      '/api/notes/..%2Fauth%2Fclaims%3Fx%3D1',
    );
  });

  it('leaves out an absent optional parameter with its slash', () => {
    expect(fillPath('/api/auth/byclaim/:type/:value?', { type: 'trainer' })).toBe(
      '/api/auth/byclaim/trainer',
    );
    expect(fillPath('/api/auth/byclaim/:type/:value?', { type: 't', value: 'v' })).toBe(
      '/api/auth/byclaim/t/v',
    );
  });

  it('refuses a missing required parameter', () => {
    expect(() => fillPath('/api/notes/:id', {})).toThrow(/needs the path parameter id/);
    expect(() => fillPath('/api/notes/:id', { id: '' })).toThrow();
  });
});

describe('zFlagParam', () => {
  it('reads true, false, 1 and 0 in any case, and nothing else', () => {
    expect(zFlagParam.parse(' TRUE ')).toBe(true);
    expect(zFlagParam.parse('0')).toBe(false);
    expect(zFlagParam.safeParse('yes').success).toBe(false);
  });
});

describe('answer kinds', () => {
  const encrypt = endpoint({
    method: 'POST',
    path: '/api/test/Encrypt',
    access: 'anonymous',
    summary: 'A text answer.',
    body: z.object({ data: z.string() }),
    answer: text,
  });

  it('types a text answer as a string, beside JSON and empty answers', () => {
    expect(encrypt.answer).toEqual({ kind: 'text' });
    expectTypeOf<AnswerOf<typeof encrypt>>().toEqualTypeOf<string>();
    expectTypeOf<ParsedInput<typeof encrypt>>().toEqualTypeOf<{ body: { data: string } }>();
    const read = endpoint({
      method: 'GET',
      path: '/api/test/Read',
      access: 'any',
      summary: 'A JSON answer.',
      answer: json<{ n: number }>('{ n }'),
    });
    expectTypeOf<AnswerOf<typeof read>>().toEqualTypeOf<{ n: number }>();
    const done = endpoint({
      method: 'DELETE',
      path: '/api/test/Done',
      access: 'any',
      summary: 'No answer.',
      answer: empty,
    });
    expectTypeOf<AnswerOf<typeof done>>().toEqualTypeOf<void>();
    expect([read.answer.kind, done.answer.kind]).toEqual(['json', 'empty']);
  });
});

describe('gatedBy', () => {
  const open = endpoint({
    method: 'GET',
    path: '/api/x/a',
    access: 'any',
    summary: 'a',
    answer: empty,
  });
  const own = endpoint({
    method: 'GET',
    path: '/api/x/b',
    access: 'any',
    feature: 'clientReports',
    summary: 'b',
    answer: empty,
  });

  it("gives every endpoint the capability's feature, and keeps an endpoint's own", () => {
    const gated = gatedBy('reports', { open, own });
    expect(gated.open.feature).toBe('reports');
    expect(gated.own.feature).toBe('clientReports');
    expect(gated.open.path).toBe('/api/x/a');
    expect(open.feature).toBeUndefined();
  });
});
