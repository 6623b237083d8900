import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { genericAreaApi, type PagedResult } from '@portal/core';
import { apiHeaders, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registerGenericArea, type AreaScope, type AreaStore } from './generic-area';

type Note = { id: string; brand: string; title: string };
const zNoteInput = z.object({ id: z.string().optional(), title: z.string().min(1) });
type NoteInput = z.output<typeof zNoteInput>;

/** An in-memory store whose failures the tests switch on. */
function memoryStore() {
  const notes: Note[] = [];
  const failing = { search: false, remove: false, unique: false };
  const mine = (scope: AreaScope) => notes.filter((n) => n.brand === scope.brand);
  const store: AreaStore<Note, NoteInput> = {
    search: async (scope, query): Promise<PagedResult<Note>> => {
      if (failing.search) throw new Error('search exploded');
      const found = mine(scope).filter((n) => !query.search || n.title.includes(query.search));
      const start = (query.page - 1) * query.pageSize;
      return { count: found.length, data: found.slice(start, start + query.pageSize) };
    },
    getById: async (scope, id) => mine(scope).find((n) => n.id === id),
    getByIds: async (scope, ids) => mine(scope).filter((n) => ids.includes(n.id)),
    getAll: async (scope) => mine(scope),
    upsert: async (scope, input) => {
      if (failing.unique) throw Object.assign(new Error('duplicate'), { code: '23505' });
      const note = { id: input.id ?? randomUUID(), brand: scope.brand, title: input.title };
      notes.push(note);
      return note;
    },
    remove: async (scope, id) => {
      if (failing.remove) throw new Error('delete exploded');
      const index = notes.findIndex((n) => n.id === id && n.brand === scope.brand);
      if (index < 0) return false;
      notes.splice(index, 1);
      return true;
    },
  };
  return { store, notes, failing };
}

const memory = memoryStore();
const changes: AreaScope[] = [];
let t: TestApp;
let reader: string;
let writer: string;

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) =>
      registerGenericArea(app, {
        api: genericAreaApi<Note, typeof zNoteInput>(
          'note',
          { read: 'any', write: 'contentEditor', remove: 'contentAdmin' },
          zNoteInput,
          'Note',
        ),
        store: memory.store,
        onChange: (scope) => changes.push(scope),
      }),
  });
  reader = tokenFor(t.app, { brand: 'teams' });
  writer = tokenFor(t.app, { brand: 'teams', claims: ['contentEditor', 'contentAdmin'] });
});
afterAll(() => t.close());
beforeEach(() => {
  memory.notes.length = 0;
  changes.length = 0;
  Object.assign(memory.failing, { search: false, remove: false, unique: false });
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: apiHeaders('teams', token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function addNote(title: string): Promise<Note> {
  return (await call('POST', '/api/note/upsert', writer, { title })).json<Note>();
}

describe('the generic area', () => {
  it('answers ping', async () => {
    const res = await call('GET', '/api/note/ping', reader);
    expect(res.json()).toEqual({ area: 'note', status: 'ok' });
  });

  it('upserts, reads by id, by ids and all, scoped to the brand of the call', async () => {
    const a = await addNote('alpha');
    const b = await addNote('beta');
    expect(changes.map((c) => c.brand)).toEqual(['teams', 'teams']);
    expect((await call('GET', `/api/note/${a.id}`, reader)).json()).toEqual(a);
    expect((await call('POST', '/api/note/GetByIds', reader, [b.id, randomUUID()])).json()).toEqual(
      [b],
    );
    expect((await call('GET', '/api/note/getall', reader)).json()).toEqual([a, b]);
    const schools = tokenFor(t.app, { brand: 'schools' });
    const other = await t.app.inject({
      url: '/api/note/getall',
      headers: apiHeaders('schools', schools),
    });
    expect(other.json()).toEqual([]);
  });

  it('searches with a paged query and answers the paged result', async () => {
    for (const title of ['one', 'two', 'three']) await addNote(title);
    const res = await call('GET', '/api/note/search?page=2&pageSize=2', reader);
    expect(res.json()).toMatchObject({ count: 3, data: [{ title: 'three' }] });
    const filtered = await call('GET', '/api/note/Search?search=t', reader);
    expect(filtered.json()).toMatchObject({ count: 2 });
  });

  it('answers 400 with the field errors to a bad paged query', async () => {
    const res = await call('GET', '/api/note/search?pageSize=100000&page=zero', reader);
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['page', 'pageSize']);
  });

  it('answers an empty result when the search fails', async () => {
    memory.failing.search = true;
    const res = await call('GET', '/api/note/search', reader);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 0, data: [] });
  });

  it('answers 400 with the field errors to an invalid entity', async () => {
    const res = await call('POST', '/api/note/upsert', writer, { title: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ field: 'title' }] });
  });

  it('answers 409 when the store reports a unique conflict', async () => {
    memory.failing.unique = true;
    expect((await call('POST', '/api/note/upsert', writer, { title: 'dup' })).statusCode).toBe(409);
  });

  it('answers 400 to a malformed id and 404 to an unknown one', async () => {
    expect((await call('GET', '/api/note/not-a-guid', reader)).statusCode).toBe(400);
    expect((await call('GET', `/api/note/${randomUUID()}`, reader)).statusCode).toBe(404);
  });

  it('answers 400 to GetByIds with something other than a list of ids', async () => {
    expect((await call('POST', '/api/note/GetByIds', reader, { ids: [] })).statusCode).toBe(400);
    expect((await call('POST', '/api/note/GetByIds', reader, ['x'])).statusCode).toBe(400);
  });

  it('deletes and answers true, or false when nothing was deleted or the delete failed', async () => {
    const note = await addNote('gone');
    expect((await call('DELETE', `/api/note/${note.id}`, writer)).json()).toBe(true);
    expect((await call('DELETE', `/api/note/${note.id}`, writer)).json()).toBe(false);
    expect((await call('DELETE', '/api/note/not-a-guid', writer)).json()).toBe(false);
    const kept = await addNote('kept');
    memory.failing.remove = true;
    expect((await call('DELETE', `/api/note/${kept.id}`, writer)).json()).toBe(false);
  });

  it('applies the rule of each operation', async () => {
    expect((await call('GET', '/api/note/getall')).statusCode).toBe(401);
    expect((await call('POST', '/api/note/upsert', reader, { title: 'x' })).statusCode).toBe(403);
    const editor = tokenFor(t.app, { brand: 'teams', claims: ['contentEditor'] });
    const note = (await call('POST', '/api/note/upsert', editor, { title: 'x' })).json<Note>();
    expect((await call('DELETE', `/api/note/${note.id}`, editor)).statusCode).toBe(403);
  });
});
