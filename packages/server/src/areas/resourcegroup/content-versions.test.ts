import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TContent,
  TContentSaveInput,
  TContentVersion,
  TContentVersionInfo,
  TResourceGroup,
} from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { RG, page, saveGroup, upsertContent } from './resourcegroup-test-support';

describe.each(testEngines())('content versions on %s', (engine) => {
  let t: TestApp;
  let editor: TestPerson;
  let other: TestPerson;
  let member: TestPerson;
  let group: TResourceGroup;
  let item: TContent;

  const versions = async (id = item.id, by = editor) => {
    const res = await call(t, 'GET', `${RG}/GetContentVersions/${id}`, by);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TContentVersionInfo[]>();
  };
  const numbers = async () => (await versions()).map((v) => v.version);
  /** Saves the current item with changes as the person (an autosave when asked). */
  const save = async (changes: Partial<TContentSaveInput>, by = editor) => {
    item = await upsertContent(t, by, group.id, { ...item, ...changes });
    return item;
  };
  /** Moves the item's last save back in time: the editor paused. */
  const pause = (minutes: number) =>
    t.database.db
      .updateTable('content')
      .set({ updated_at: new Date(Date.now() - minutes * 60_000) })
      .where('id', '=', item.id)
      .execute();

  beforeAll(async () => {
    t = await createTestApp({ engine });
    editor = await createPerson(t, 'Edie', ['contentEditor']);
    other = await createPerson(t, 'Olga', ['contentAdmin']);
    member = await createPerson(t, 'Mia', ['participant']);
    group = await saveGroup(t, editor, { name: 'Versions', code: 'versions' });
    item = await upsertContent(t, editor, group.id, {
      title: 'First',
      sections: page('Welcome', 'The first words'),
    });
  });
  afterAll(() => t.close());

  it('keeps the version each manual save replaces, newest first, with who saved it', async () => {
    expect(await versions()).toEqual([]);
    await save({ title: 'Second' });
    await save({ title: 'Third' });
    const list = await versions();
    expect(list.map((v) => [v.version, v.title, v.autosaved])).toEqual([
      [2, 'Second', false],
      [1, 'First', false],
    ]);
    expect(list[0]?.savedByName).toBe('Edie Tester');
  });

  it('folds a burst of autosaves by one editor into one version', async () => {
    await save({ title: 'Typing 1', autosave: true }); // keeps 3, the manual save before
    await save({ title: 'Typing 2', autosave: true }); // replaces the autosave 4 unkept
    await save({ title: 'Typing 3', autosave: true });
    expect(item.version).toBe(6);
    expect(await numbers()).toEqual([3, 2, 1]);
    // The manual save at the end of the burst also replaces the last autosave.
    await save({ title: 'Done typing' });
    expect(await numbers()).toEqual([3, 2, 1]);
  });

  it('keeps an autosave after a pause or when another editor saves next', async () => {
    await save({ title: 'Autosaved before a pause', autosave: true }); // keeps 7
    await pause(6);
    await save({ title: 'After the pause', autosave: true }); // keeps 8: the pause ended it
    await save({ title: 'Olga edits' }, other); // keeps 9: another editor
    expect(await numbers()).toEqual([9, 8, 7, 3, 2, 1]);
    const [nine, eight] = await versions();
    expect(nine).toMatchObject({ title: 'After the pause', autosaved: true });
    expect(eight).toMatchObject({ title: 'Autosaved before a pause', autosaved: true });
  });

  it('answers one version whole', async () => {
    const res = await call(t, 'GET', `${RG}/GetContentVersion/${item.id}/1`, editor);
    expect(res.statusCode).toBe(200);
    const first = res.json<TContentVersion>();
    expect(first).toMatchObject({ version: 1, title: 'First', content: { title: 'First' } });
    expect(first.content.sections).toEqual(page('Welcome', 'The first words'));
  });

  it('restores a version as a new save and keeps the content it replaces', async () => {
    const before = item;
    const res = await call(t, 'POST', `${RG}/RestoreContentVersion/${item.id}/1`, editor, {
      currentVersion: before.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    item = res.json<TContent>();
    expect(item).toMatchObject({ title: 'First', version: before.version + 1 });
    expect(item.sections).toEqual(page('Welcome', 'The first words'));
    const [newest] = await versions();
    expect(newest).toMatchObject({ version: before.version, title: 'Olga edits' });
    // The search reads the restored words.
    const found = await call(t, 'GET', `${RG}/searchAllContents?search=first+words`, editor);
    expect(found.json<{ data: { id: string }[] }>().data.map((hit) => hit.id)).toContain(item.id);
  });

  it('refuses a restore over a version the editor did not load (409)', async () => {
    const res = await call(t, 'POST', `${RG}/RestoreContentVersion/${item.id}/2`, editor, {
      currentVersion: item.version - 1,
    });
    expect(res.statusCode).toBe(409);
    const reread = await call(t, 'POST', `${RG}/getallcontentsbyids`, editor, [item.id]);
    expect(reread.json<TContent[]>()[0]).toMatchObject({ version: item.version, title: 'First' });
  });

  it('answers 404 for a version or an item that is not there, or of another brand', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const elsewhere = await createPerson(t, 'Lea', ['contentAdmin'], 'leaders');
    const cases: [string, TestPerson][] = [
      [`${RG}/GetContentVersion/${item.id}/999`, editor],
      [`${RG}/GetContentVersion/${missing}/1`, editor],
      [`${RG}/GetContentVersions/${missing}`, editor],
      [`${RG}/GetContentVersions/${item.id}`, elsewhere],
      [`${RG}/GetContentVersion/${item.id}/1`, elsewhere],
    ];
    for (const [url, by] of cases) {
      const res = await call(t, 'GET', url, by, undefined, by === elsewhere ? 'leaders' : 'teams');
      expect(res.statusCode, url).toBe(404);
    }
    const restore = await call(t, 'POST', `${RG}/RestoreContentVersion/${item.id}/999`, editor, {
      currentVersion: item.version,
    });
    expect(restore.statusCode).toBe(404);
  });

  it('is for the content staff only (403)', async () => {
    expect((await call(t, 'GET', `${RG}/GetContentVersions/${item.id}`, member)).statusCode).toBe(
      403,
    );
    const restore = await call(t, 'POST', `${RG}/RestoreContentVersion/${item.id}/1`, member, {
      currentVersion: item.version,
    });
    expect(restore.statusCode).toBe(403);
  });
});
