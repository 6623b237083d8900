import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { genericAreaApi } from './generic';

const schema = z.object({ name: z.string().min(1) });

describe('genericAreaApi', () => {
  it("builds the spec's seven operations under /api/{area}/ with their rules", () => {
    const api = genericAreaApi('widget', { read: 'any', write: 'developer' }, schema, 'TWidget');
    expect(Object.values(api).map((e) => `${e.method} ${e.path} ${String(e.access)}`)).toEqual([
      'GET /api/widget/ping any',
      'GET /api/widget/search any',
      'GET /api/widget/getall any',
      'POST /api/widget/GetByIds any',
      'GET /api/widget/:id any',
      'POST /api/widget/upsert developer',
      'DELETE /api/widget/:id developer',
    ]);
    expect(api.upsert.body).toBe(schema);
  });

  it('takes a rule of its own for delete, and bounds the ids of GetByIds', () => {
    const api = genericAreaApi(
      'widget',
      { read: 'any', write: 'contentEditor', remove: 'contentAdmin' },
      schema,
      'TWidget',
    );
    expect(api.remove.access).toBe('contentAdmin');
    expect(api.byIds.body?.safeParse(['not-a-guid']).success).toBe(false);
    expect(api.get.params?.safeParse({ id: 'not-a-guid' }).success).toBe(false);
    // A delete of a malformed id answers false, so its path takes any short text.
    expect(api.remove.params?.safeParse({ id: 'not-a-guid' }).success).toBe(true);
  });
});
