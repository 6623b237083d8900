import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  commonFileAddress,
  type PagedResult,
  type TLinkedContentFile,
  type TManagedContentFile,
  type TResourceGroup,
} from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { contentFileCleanupJob } from '../../jobs/definitions/content-file-cleanup.job';
import type { JobContext } from '../../jobs/job-definition';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { storedKey } from '../../storage/file-store';
import {
  MP4,
  PDF,
  PNG,
  postFile,
  uploadFile,
  uploadedFile,
  type SentFile,
} from './content-file-test-support';
import { RG, saveGroup, upsertContent } from './resourcegroup-test-support';

const HOUR_MS = 3_600_000;

describe.each(testEngines())('content file manager on %s', (engine) => {
  let t: TestApp;
  let filesDir: string;
  let admin: TestPerson;
  let editor: TestPerson;
  let group: TResourceGroup;

  const list = (kind: string, by: TestPerson = admin, extra = '') =>
    call(t, 'GET', `${RG}/files?kind=${kind}${extra}`, by);
  const listed = async (kind: string) => {
    const res = await list(kind);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PagedResult<TManagedContentFile>>();
  };
  const bytesOf = (file: { id: string }) =>
    t.database.db
      .selectFrom('content_file')
      .select('sha256')
      .where('id', '=', file.id)
      .executeTakeFirst()
      .then((row) => row?.sha256);
  const storedOnDisk = (sha256: string) => existsSync(join(filesDir, storedKey(sha256)));
  const runCleanup = async (hoursLater: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + hoursLater * HOUR_MS));
    const context = {
      db: t.database.db,
      log: t.app.log,
      config: t.app.portal.config,
      signal: new AbortController().signal,
    };
    try {
      return await contentFileCleanupJob.handler({}, context as unknown as JobContext);
    } finally {
      vi.useRealTimers();
    }
  };

  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'portal-file-manager-'));
    t = await createTestApp({ engine, env: { FILES_DIR: filesDir } });
    admin = await createPerson(t, 'Ada', ['resourceGroupAdmin']);
    editor = await createPerson(t, 'Edie', ['contentEditor']);
    group = await saveGroup(t, admin, { name: 'Library', code: 'library' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('lists the files of a kind with who uploaded them, their uses and a working address', async () => {
    const logo = await uploadedFile(t, editor, 'image', {
      name: 'logo.png',
      type: 'image/png',
      body: PNG,
    });
    const page = await upsertContent(t, admin, group.id, {
      title: 'Welcome page',
      sections: [{ id: 'logo', type: 'image', data: { fileId: logo.id, alt: 'Logo' } }],
    });
    await uploadedFile(t, admin, 'video', { name: 'intro.mp4', type: 'video/mp4', body: MP4 });

    const images = await listed('image');
    expect(images.count).toBe(1);
    const [entry] = images.data;
    expect(entry).toMatchObject({
      id: logo.id,
      name: 'logo.png',
      kind: 'image',
      size: PNG.length,
      uploadedBy: 'Edie Tester',
      usedBy: [{ id: page.id, title: 'Welcome page' }],
    });
    const read = await t.app.inject({ method: 'GET', url: entry?.url ?? '' });
    expect(read.statusCode).toBe(200);
    expect((await listed('video')).data.map((f) => f.name)).toEqual(['intro.mp4']);
    expect((await listed('attachment')).count).toBe(0);
    expect((await list('image', admin, '&search=LOG')).json().count).toBe(1);
    expect((await list('image', admin, '&search=nothing')).json().count).toBe(0);
    expect((await list('audio')).statusCode).toBe(400);
  });

  it('is for content admins: an editor or a member is refused, another brand sees none', async () => {
    expect((await list('image', editor)).statusCode).toBe(403);
    const member = await createPerson(t, 'Mo', ['participant']);
    expect((await list('image', member)).statusCode).toBe(403);
    const [file] = (await listed('image')).data;
    const elsewhere = await createPerson(t, 'Elsa', ['resourceGroupAdmin'], 'schools');
    const foreign = await t.app.inject({
      method: 'GET',
      url: `${RG}/files/${file?.id}`,
      headers: { 'app-name': 'schools', authorization: `Bearer ${elsewhere.token}` },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('renames a file: the list and the download take the cleaned name', async () => {
    const file = await uploadedFile(t, editor, 'attachment', {
      name: 'draft.pdf',
      type: 'application/pdf',
      body: PDF,
    });
    const res = await call(t, 'POST', `${RG}/files/${file.id}/rename`, admin, {
      name: '  Handbook: "2026"/final.pdf ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const renamed = res.json<TManagedContentFile>();
    expect(renamed.name).not.toMatch(/["/:]/);
    expect(renamed.name).toContain('Handbook');
    const download = await t.app.inject({ method: 'GET', url: renamed.url });
    expect(download.headers['content-disposition']).toContain(renamed.name);
    const blank = await call(t, 'POST', `${RG}/files/${file.id}/rename`, admin, { name: ' ' });
    expect(blank.statusCode).toBe(400);
    const unknown = await call(
      t,
      'POST',
      `${RG}/files/00000000-0000-4000-8000-000000000009/rename`,
      admin,
      { name: 'x.pdf' },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('deletes a file no item uses; a used file names its items and stays (409)', async () => {
    const [used] = (await listed('image')).data;
    if (!used) throw new Error('no image listed');
    const refused = await call(t, 'DELETE', `${RG}/files/${used.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'errors.contentFile.inUse' });
    expect(refused.json().message).toContain('Welcome page');

    // The same bytes uploaded twice are stored once: deleting one keeps them for the other.
    const first = await uploadedFile(t, editor, 'image', { name: 'a.png', type: 'x', body: PNG });
    const hash = await bytesOf(first);
    expect(hash).toBe(await bytesOf(used));
    expect((await call(t, 'DELETE', `${RG}/files/${first.id}`, admin)).json()).toBe(true);
    expect(storedOnDisk(hash ?? '')).toBe(true);
    expect((await call(t, 'DELETE', `${RG}/files/${first.id}`, admin)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);

    const only = await uploadedFile(t, editor, 'video', {
      name: 'only.mp4',
      type: 'video/mp4',
      body: Buffer.concat([MP4, Buffer.from('unique bytes')]),
    });
    const onlyHash = (await bytesOf(only)) ?? '';
    expect(storedOnDisk(onlyHash)).toBe(true);
    expect((await call(t, 'DELETE', `${RG}/files/${only.id}`, editor)).statusCode).toBe(403);
    expect((await call(t, 'DELETE', `${RG}/files/${only.id}`, admin)).json()).toBe(true);
    expect(storedOnDisk(onlyHash)).toBe(false);
  });

  it('cleans up files no item has used for a day, rows and bytes, and nothing else', async () => {
    const body = Buffer.concat([PDF, Buffer.from('% cleanup')]);
    const loose = await uploadedFile(t, editor, 'attachment', { name: 'l.pdf', type: 'x', body });
    const dropped = await uploadedFile(t, editor, 'image', { name: 'd.png', type: 'x', body: PNG });
    const page = await upsertContent(t, admin, group.id, {
      title: 'Soon empty',
      sections: [{ id: 'd', type: 'image', data: { fileId: dropped.id, alt: 'D' } }],
    });
    const kept: TLinkedContentFile[] = (await listed('image')).data.filter(
      (f) => f.id !== dropped.id,
    );
    expect(kept.length).toBeGreaterThan(0);

    // An upload left half-way by a crash (in tmp/): swept with the files a day later.
    const stale = join(filesDir, 'tmp', 'left-by-a-crash');
    writeFileSync(stale, 'partial');

    // Within the day: nothing goes.
    expect(await runCleanup(23)).toBe('idle');
    expect(existsSync(stale)).toBe(true);
    expect(await bytesOf(loose)).toBeDefined();

    // A day later the file never used goes, rows and bytes; the file a page uses stays.
    const looseHash = (await bytesOf(loose)) ?? '';
    expect(await runCleanup(25)).toBeUndefined();
    expect(await bytesOf(loose)).toBeUndefined();
    expect(storedOnDisk(looseHash)).toBe(false);
    expect(existsSync(stale)).toBe(false);
    expect(await bytesOf(dropped)).toBeDefined();

    // A file the page stops using is unused from then: kept for a day, then removed.
    await upsertContent(t, admin, group.id, {
      id: page.id,
      version: page.version,
      title: 'Soon empty',
      sections: [],
    });
    expect(await runCleanup(23)).toBe('idle');
    expect(await bytesOf(dropped)).toBeDefined();
    await runCleanup(25);
    expect(await bytesOf(dropped)).toBeUndefined();
    // Its bytes are shared with a file still used, so they stay on disk.
    for (const file of kept) {
      expect(await bytesOf(file)).toBeDefined();
      expect(storedOnDisk((await bytesOf(file)) ?? '')).toBe(true);
    }
  });

  it('replaces a file under its id: its users show the new bytes, the old ones go', async () => {
    const logo = await uploadedFile(t, editor, 'image', {
      name: 'banner.png',
      type: 'image/png',
      body: Buffer.concat([PNG, Buffer.from('first version')]),
    });
    const page = await upsertContent(t, admin, group.id, {
      title: 'Banner page',
      sections: [{ id: 'banner', type: 'image', data: { fileId: logo.id, alt: 'Banner' } }],
    });
    const before = await bytesOf(logo);
    const newer = Buffer.concat([PNG, Buffer.from('new version')]);
    const replace = (id: string, file: SentFile, by = admin) =>
      postFile(t, by, `files/${id}/replace`, file);

    const res = await replace(logo.id, { name: 'other-name.png', type: 'image/png', body: newer });
    expect(res.statusCode, res.body).toBe(200);
    const replaced = res.json<TManagedContentFile>();
    expect(replaced).toMatchObject({
      id: logo.id,
      name: 'banner.png',
      size: newer.length,
      usedBy: [{ id: page.id, title: 'Banner page' }],
    });
    const read = await t.app.inject({ method: 'GET', url: replaced.url });
    expect(read.rawPayload.equals(newer)).toBe(true);
    expect(storedOnDisk(before ?? '')).toBe(false);

    // Of another kind's type, by an editor, unknown or of another brand: nothing changes.
    const after = await bytesOf(logo);
    const pdf = { name: 'x.pdf', type: 'application/pdf', body: PDF };
    expect((await replace(logo.id, pdf)).statusCode).toBe(415);
    expect((await replace(logo.id, { ...pdf, body: Buffer.alloc(0) })).statusCode).toBe(400);
    expect((await replace(logo.id, pdf, editor)).statusCode).toBe(403);
    expect((await replace('00000000-0000-4000-8000-000000000009', pdf)).statusCode).toBe(404);
    const elsewhere = await createPerson(t, 'Rex', ['resourceGroupAdmin'], 'schools');
    const foreign = await t.app.inject({
      method: 'POST',
      url: `${RG}/files/${logo.id}/replace`,
      headers: { 'app-name': 'schools', authorization: `Bearer ${elsewhere.token}` },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await bytesOf(logo)).toBe(after);
    expect(storedOnDisk(after ?? '')).toBe(true);
  });

  it('gives a replaced file the extension of its new type, and keeps bytes another file shares', async () => {
    const guide = await uploadedFile(t, editor, 'attachment', {
      name: 'guide.pdf',
      type: 'application/pdf',
      body: PDF,
    });
    const twin = await uploadedFile(t, editor, 'attachment', {
      name: 'twin.pdf',
      type: 'application/pdf',
      body: PDF,
    });
    const shared = await bytesOf(guide);
    const res = await postFile(t, admin, `files/${guide.id}/replace`, {
      name: 'photo.png',
      type: 'image/png',
      body: PNG,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TManagedContentFile>()).toMatchObject({
      name: 'guide.png',
      contentType: 'image/png',
    });
    expect(await bytesOf(twin)).toBe(shared);
    expect(storedOnDisk(shared ?? '')).toBe(true);
  });

  it('serves a common attachment to anyone; a template that links it keeps it, the clean-up never removes it', async () => {
    const brochure = await uploadedFile(t, admin, 'common', {
      name: 'brochure.pdf',
      type: 'application/pdf',
      body: Buffer.concat([PDF, Buffer.from('% brochure')]),
    });
    const address = commonFileAddress('teams', brochure.id);
    const open = await t.app.inject({ method: 'GET', url: address });
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-disposition']).toMatch(/^attachment; filename="brochure.pdf"/);
    expect(open.headers['x-content-type-options']).toBe('nosniff');
    const image = await uploadedFile(t, admin, 'image', { name: 'i.png', type: 'x', body: PNG });
    for (const other of [
      commonFileAddress('schools', brochure.id),
      commonFileAddress('teams', image.id),
      commonFileAddress('teams', '00000000-0000-4000-8000-000000000009'),
      commonFileAddress('teams', 'not-a-guid'),
    ]) {
      expect((await t.app.inject({ method: 'GET', url: other })).statusCode, other).toBe(404);
    }
    const html = { name: 'page.html', type: 'text/html', body: Buffer.from('<h1>hi</h1>') };
    expect((await uploadFile(t, admin, 'common', html)).statusCode).toBe(415);

    // A message template links it: it is named there and cannot be deleted.
    const developer = await createPerson(t, 'Dev', ['developer']);
    const template = {
      code: 'plan-shared',
      locale: 'de',
      subject: 'Ein Plan',
      bodyHtml: `<p><a href="https://portal.example${address}">Broschüre</a></p>`,
      bodyText: `Broschüre: https://portal.example${address}`,
      transactional: false,
    };
    const saved = await call(t, 'POST', '/api/messagetemplate/upsert', developer, template);
    expect(saved.statusCode, saved.body).toBe(200);
    const info = await call(t, 'GET', `${RG}/files/${brochure.id}`, admin);
    expect(info.json<TManagedContentFile>().usedBy).toEqual([
      expect.objectContaining({ title: 'plan-shared (de)', template: true }),
    ]);
    const refused = await call(t, 'DELETE', `${RG}/files/${brochure.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('plan-shared (de)');

    // Unlinked, it stays through the clean-up (links to it live in sent e-mails), until deleted.
    await call(t, 'DELETE', '/api/messagetemplate/plan-shared/de', developer);
    await runCleanup(48);
    expect(await bytesOf(brochure)).toBeDefined();
    expect((await call(t, 'DELETE', `${RG}/files/${brochure.id}`, admin)).json()).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: address })).statusCode).toBe(404);
  });
});
