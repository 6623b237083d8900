import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedResult, TCrmAccount, TNote, TUserGroup } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';

const body = (text: string) => [{ type: 'paragraph', spans: [{ text, bold: true }] }];

describe.each(testEngines())('notes on %s', (engine) => {
  let t: TestApp;
  let employee: TestPerson;
  let coach: TestPerson;
  let otherCoach: TestPerson;
  let member: TestPerson;
  let account: TCrmAccount;
  let group: TUserGroup;
  let note: TNote;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    employee = await createPerson(t, 'Emma', ['globalDataAccess', 'tfg']);
    coach = await createPerson(t, 'Cole', ['trainer']);
    otherCoach = await createPerson(t, 'Otto', ['trainer']);
    member = await createPerson(t, 'Mia', ['participant']);
    account = (
      await call(t, 'POST', '/api/crmaccount/upsert', employee, { accountName: 'Noted' })
    ).json<TCrmAccount>();
    group = (
      await call(t, 'POST', '/api/usergroup/upsert', coach, { name: 'Noted Team' })
    ).json<TUserGroup>();
    await call(t, 'POST', `/api/usergroup/AddMember/${group.id}`, coach, {
      userAccountIds: [member.userAccountId],
    });
    const res = await call(t, 'POST', '/api/notes/save', coach, {
      entityType: 'UserGroup',
      entityId: group.id,
      title: 'Kickoff',
      body: body('<script>alert(1)</script> went well'),
    });
    expect(res.statusCode, res.body).toBe(200);
    note = res.json<TNote>();
  });
  afterAll(() => t.close());

  it('stores structured text as given and answers it as JSON text, never HTML', () => {
    expect(note.body).toEqual(body('<script>alert(1)</script> went well'));
    expect(note.preview).toBe('<script>alert(1)</script> went well');
    expect(note).toMatchObject({
      authorUserAccountId: coach.userAccountId,
      authorName: 'Cole Tester',
      abilities: { edit: true },
    });
  });

  it('refuses markup in links and unknown block types (400)', async () => {
    const bad = [
      [{ type: 'paragraph', spans: [{ text: 'x', link: 'javascript:alert(1)' }] }],
      [{ type: 'script', spans: [] }],
      '<p>html</p>',
    ];
    for (const b of bad) {
      const res = await call(t, 'POST', '/api/notes/save', coach, {
        entityType: 'UserGroup',
        entityId: group.id,
        title: 't',
        body: b,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('keeps staff notes from members and from staff of other groups and accounts', async () => {
    const list = (who: TestPerson) =>
      call(t, 'GET', `/api/notes/search?entityType=UserGroup&entityId=${group.id}`, who);
    expect((await list(coach)).json<PagedResult<TNote>>().count).toBe(1);
    expect((await list(member)).statusCode).toBe(404);
    expect((await list(otherCoach)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/notes/${note.id}`, otherCoach)).statusCode).toBe(404);
    const onAccount = await call(t, 'POST', '/api/notes/save', coach, {
      entityType: 'CrmAccount',
      entityId: account.id,
      title: 'x',
      body: [],
    });
    expect(onAccount.statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/notes/search', coach)).statusCode).toBe(403);
    expect(
      (await call(t, 'GET', '/api/notes/search', employee)).json<PagedResult<TNote>>().count,
    ).toBe(1);
  });

  it('lets only the author (or global data access) change a note, over its version', async () => {
    await call(t, 'POST', `/api/usergroup/upsert`, coach, {
      ...group,
      trainerUserAccountIds: [coach.userAccountId, otherCoach.userAccountId],
      version: undefined,
    });
    const change = { ...note, title: 'Kickoff (edited)' };
    expect((await call(t, 'POST', '/api/notes/save', otherCoach, change)).statusCode).toBe(403);
    const saved = await call(t, 'POST', '/api/notes/save', coach, change);
    expect(saved.json<TNote>()).toMatchObject({ title: 'Kickoff (edited)', version: 2 });
    expect((await call(t, 'POST', '/api/notes/save', coach, change)).statusCode).toBe(409);
    note = saved.json<TNote>();
  });

  it('pins notes per person, pinned first', async () => {
    const second = (
      await call(t, 'POST', '/api/notes/save', coach, {
        entityType: 'UserGroup',
        entityId: group.id,
        title: 'Later',
        body: [],
      })
    ).json<TNote>();
    const pins = await call(
      t,
      'GET',
      `/api/useraccount/UpdatePinnedNotes/${coach.userAccountId}/${note.id}`,
      coach,
    );
    expect(pins.json()).toEqual([note.id]);
    const page = (
      await call(t, 'GET', `/api/notes/search?entityType=UserGroup&entityId=${group.id}`, coach)
    ).json<PagedResult<TNote>>();
    expect(page.data.map((n) => [n.id, n.pinned])).toEqual([
      [note.id, true],
      [second.id, false],
    ]);
    expect(
      (
        await call(
          t,
          'GET',
          `/api/useraccount/UpdatePinnedNotes/${member.userAccountId}/${note.id}`,
          coach,
        )
      ).statusCode,
    ).toBe(403);
    const none = await call(
      t,
      'GET',
      `/api/useraccount/UpdatePinnedNotes/${coach.userAccountId}/none`,
      coach,
    );
    expect(none.json()).toEqual([]);
  });

  it("shows the person's pins on every entity on their own account only", async () => {
    const onAccount = (
      await call(t, 'POST', '/api/notes/save', employee, {
        entityType: 'CrmAccount',
        entityId: account.id,
        title: 'Renewal',
        body: [],
      })
    ).json<TNote>();
    const both = `${note.id},${onAccount.id}`;
    const pins = `/api/useraccount/UpdatePinnedNotes/${employee.userAccountId}/${both}`;
    expect((await call(t, 'GET', pins, employee)).json()).toEqual([note.id, onAccount.id]);
    const own = `/api/useraccount/GetByUserId/${employee.userId}/teams/false/false`;
    const mine = (await call(t, 'GET', own, employee)).json<{ pinnedNoteIds: string[] }>();
    expect([...mine.pinnedNoteIds].sort()).toEqual([note.id, onAccount.id].sort());
    const admin = await createPerson(t, 'Sam', ['securityAdmin']);
    const seen = (await call(t, 'GET', own, admin)).json<{ pinnedNoteIds: string[] }>();
    expect(seen.pinnedNoteIds).toEqual([]);
  });

  it('pins and unpins one note at a time, keeping the pins on other entities', async () => {
    const onAccount = (
      await call(t, 'POST', '/api/notes/save', employee, {
        entityType: 'CrmAccount',
        entityId: account.id,
        title: 'Pinned elsewhere',
        body: [],
      })
    ).json<TNote>();
    await call(
      t,
      'GET',
      `/api/useraccount/UpdatePinnedNotes/${employee.userAccountId}/none`,
      employee,
    );
    const pinAccount = await call(t, 'POST', `/api/notes/${onAccount.id}/pin`, employee, {});
    expect(pinAccount.json<TNote>()).toMatchObject({ id: onAccount.id, pinned: true });
    // Twice is the same as once.
    expect((await call(t, 'POST', `/api/notes/${onAccount.id}/pin`, employee, {})).statusCode).toBe(
      200,
    );
    const pinGroup = await call(t, 'POST', `/api/notes/${note.id}/pin`, employee, {});
    expect(pinGroup.json<TNote>().pinned).toBe(true);
    const pinsOf = async () =>
      (
        await call(
          t,
          'GET',
          `/api/useraccount/GetByUserId/${employee.userId}/teams/false/false`,
          employee,
        )
      )
        .json<{ pinnedNoteIds: string[] }>()
        .pinnedNoteIds.sort();
    expect(await pinsOf()).toEqual([note.id, onAccount.id].sort());
    const unpin = await call(t, 'DELETE', `/api/notes/${note.id}/pin`, employee);
    expect(unpin.json<TNote>().pinned).toBe(false);
    expect(await pinsOf()).toEqual([onAccount.id]);
    // The coach's own pin on the group note is theirs: the employee's unpin leaves it.
    await call(t, 'POST', `/api/notes/${note.id}/pin`, coach, {});
    await call(t, 'DELETE', `/api/notes/${note.id}/pin`, employee);
    expect((await call(t, 'GET', `/api/notes/${note.id}`, coach)).json<TNote>().pinned).toBe(true);
    // A note the caller may not read is not theirs to pin (404), nor is a made-up id.
    expect((await call(t, 'POST', `/api/notes/${onAccount.id}/pin`, member, {})).statusCode).toBe(
      404,
    );
    expect(
      (await call(t, 'POST', '/api/notes/00000000-0000-4000-8000-000000000000/pin', coach, {}))
        .statusCode,
    ).toBe(404);
    expect((await call(t, 'POST', '/api/notes/not-an-id/pin', coach, {})).statusCode).toBe(400);
  });

  it('adds attachments served only as downloads to those who may read the note', async () => {
    const res = await call(t, 'POST', `/api/notes/${note.id}/attachments`, coach, {
      name: 'agenda.html',
      data: Buffer.from('<script>alert(1)</script>').toString('base64'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const attachment = res.json<TNote>().attachments[0];
    expect(attachment).toMatchObject({
      name: 'agenda.html',
      contentType: 'application/octet-stream',
    });
    const file = await call(t, 'GET', attachment?.url ?? '', coach);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.body).toBe('<script>alert(1)</script>');
    expect((await call(t, 'GET', attachment?.url ?? '', member)).statusCode).toBe(404);
  });

  it('deletes a note for its author', async () => {
    expect((await call(t, 'DELETE', `/api/notes/${note.id}`, member)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `/api/notes/${note.id}`, coach)).json()).toBe(true);
    expect((await call(t, 'GET', `/api/notes/${note.id}`, coach)).statusCode).toBe(404);
  });
});
