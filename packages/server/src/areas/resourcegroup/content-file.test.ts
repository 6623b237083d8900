import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_FILE_MAX_BYTES,
  type TContent,
  type TGroupContents,
  type TLinkedContentFile,
  type TResourceGroup,
  type TUserGroup,
} from '@portal/core';
import { apiHeaders } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { withForgedSignature } from '../../../test/forged';
import { testEngines } from '../../../test/test-database';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { contentFileLinks } from './content-file-links';
import { RG, publish, saveGroup, upsertContent } from './resourcegroup-test-support';
import {
  MP4,
  PDF,
  PNG,
  uploadFile,
  uploadedFile,
  type SentFile,
} from './content-file-test-support';

const HTML = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

describe.each(testEngines())('content library files on %s', (engine) => {
  let t: TestApp;
  let filesDir: string;
  let editor: TestPerson;
  let member: TestPerson;
  let outsider: TestPerson;
  let group: TResourceGroup;
  let draft: TResourceGroup;
  let image: TLinkedContentFile;
  let attachment: TLinkedContentFile;
  let video: TLinkedContentFile;
  let videoItem: TContent;
  let attachmentItem: TContent;
  let welcome: TContent;

  const upload = (kind: string, file: SentFile, by: TestPerson = editor) =>
    uploadFile(t, by, kind, file);
  const uploaded = (kind: string, file: SentFile) => uploadedFile(t, editor, kind, file);
  /** A bare GET, as an <img> or <video> sends it: no app-name, no token. */
  const read = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  /** The items as the person gets them (getcontentsbyids), by id. */
  const itemsFor = async (by: TestPerson, ids: string[]) => {
    const res = await call(t, 'POST', `${RG}/getcontentsbyids`, by, ids);
    expect(res.statusCode, res.body).toBe(200);
    return new Map(res.json<TContent[]>().map((item) => [item.id, item]));
  };
  /** The address of a file as the person is given it with the item (undefined: not given). */
  const addressFor = async (by: TestPerson, item: TContent, fileId: string) =>
    (await itemsFor(by, [item.id])).get(item.id)?.fileUrls?.[fileId];

  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'portal-content-files-'));
    t = await createTestApp({ engine, env: { FILES_DIR: filesDir } });
    editor = await createPerson(t, 'Edie', ['contentEditor']);
    const coach = await createPerson(t, 'Cole', ['trainer']);
    member = await createPerson(t, 'Mia', ['participant']);
    outsider = await createPerson(t, 'Otto', ['participant']);
    const team = (
      await call(t, 'POST', '/api/usergroup/upsert', coach, { name: 'Viewers' })
    ).json<TUserGroup>();
    await call(t, 'POST', `/api/usergroup/AddMember/${team.id}`, coach, {
      userAccountIds: [member.userAccountId],
    });
    const members = [{ type: 'userGroup' as const, id: team.id }];
    group = await saveGroup(t, editor, { name: 'Media', code: 'media', members });
    draft = await saveGroup(t, editor, { name: 'Media drafts', code: 'media-drafts', members });

    image = await uploaded('image', { name: 'logo.png', type: 'image/png', body: PNG });
    attachment = await uploaded('attachment', {
      name: 'Handbook (2026).pdf',
      type: 'application/octet-stream',
      body: PDF,
    });
    video = await uploaded('video', { name: 'kickoff.mp4', type: 'video/mp4', body: MP4 });
    videoItem = await upsertContent(t, editor, group.id, {
      entityType: 'ContentVideo',
      title: 'Kickoff',
      fileId: video.id,
    });
    attachmentItem = await upsertContent(t, editor, group.id, {
      entityType: 'ContentAttachment',
      title: 'Handbook',
      isPublic: true,
      fileId: attachment.id,
    });
    welcome = await upsertContent(t, editor, group.id, {
      title: 'Welcome',
      sections: [{ id: 'logo', type: 'image', data: { fileId: image.id, alt: 'Logo' } }],
    });
    group = await publish(t, editor, (await call(t, 'GET', `${RG}/${group.id}`, editor)).json());
  });
  afterAll(async () => {
    await t.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('keeps each kind typed by its bytes, under the name of its hash, not the name sent', () => {
    expect(image).toMatchObject({ kind: 'image', name: 'logo.png', contentType: 'image/png' });
    expect(image.size).toBe(PNG.length);
    expect(attachment).toMatchObject({
      name: 'Handbook 2026.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    expect(video).toMatchObject({ kind: 'video', contentType: 'video/mp4', size: MP4.length });
    const stored = readdirSync(join(filesDir, 'content'), { recursive: true }).map(String);
    expect(stored.some((p) => /[0-9a-f]{64}$/.test(p))).toBe(true);
    expect(stored.some((p) => p.includes('logo') || p.includes('.pdf'))).toBe(false);
    expect(readdirSync(join(filesDir, 'tmp'))).toEqual([]);
  });

  it('answers the item with its file and the addresses of the files it uses', () => {
    expect(videoItem.file).toEqual({ ...video, url: undefined });
    expect(Object.keys(videoItem.fileUrls ?? {})).toEqual([video.id]);
    expect(Object.keys(attachmentItem.fileUrls ?? {})).toEqual([attachment.id]);
    expect(Object.keys(welcome.fileUrls ?? {})).toEqual([image.id]);
    expect(welcome.fileUrls?.[image.id]).toMatch(
      new RegExp(
        `^/files/content/${image.id}\\?b=teams&v=[0-9a-f]{12}&s=[0-9a-z]+\\.[A-Za-z0-9_-]{43}$`,
      ),
    );
  });

  it('refuses by content: HTML or a program renamed, SVG, a type the kind does not take', async () => {
    const refused = [
      ['image', { name: 'photo.png', type: 'image/png', body: HTML }],
      ['attachment', { name: 'report.pdf', type: 'application/pdf', body: EXE }],
      ['attachment', { name: 'page.html', type: 'text/html', body: HTML }],
      ['image', { name: 'logo.svg', type: 'image/svg+xml', body: SVG }],
      ['video', { name: 'clip.mp4', type: 'video/mp4', body: PNG }],
      ['image', { name: 'scan.png', type: 'image/png', body: PDF }],
    ] as const;
    for (const [kind, file] of refused) {
      const res = await upload(kind, file);
      expect(res.statusCode, `${kind} ${file.name}`).toBe(415);
      expect(res.json().code).toBe(`errors.contentFile.${kind}Refused`);
    }
    expect(readdirSync(join(filesDir, 'tmp'))).toEqual([]);
  });

  it('refuses a file over its kind’s limit (413), an empty one, a bad kind, non-staff', async () => {
    // Just over the limit: cut short while it streams in; far over: refused by its length.
    for (const extra of [1, 1_048_576]) {
      const big = Buffer.concat([
        PNG,
        Buffer.alloc(CONTENT_FILE_MAX_BYTES.image - PNG.length + extra),
      ]);
      const tooLarge = await upload('image', { name: 'big.png', type: 'image/png', body: big });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toMatchObject({
        code: 'errors.contentFile.tooLarge',
        message: 'The file is larger than the limit of 10 MB.',
      });
    }
    const exact = Buffer.concat([PNG, Buffer.alloc(CONTENT_FILE_MAX_BYTES.image - PNG.length)]);
    expect(
      (await upload('image', { name: 'max.png', type: 'image/png', body: exact })).statusCode,
    ).toBe(200);
    const empty = await upload('image', {
      name: 'e.png',
      type: 'image/png',
      body: Buffer.alloc(0),
    });
    expect(empty.statusCode).toBe(400);
    expect(
      (await upload('audio', { name: 'a.png', type: 'image/png', body: PNG })).statusCode,
    ).toBe(400);
    const byMember = await upload('image', { name: 'm.png', type: 'image/png', body: PNG }, member);
    expect(byMember.statusCode).toBe(403);
    const json = await t.app.inject({
      method: 'POST',
      url: `${RG}/file?kind=image`,
      headers: apiHeaders('teams', editor.token),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(readdirSync(join(filesDir, 'tmp'))).toEqual([]);
  });

  it('attaches a file only to the item of its kind', async () => {
    const save = (body: object) => call(t, 'POST', `${RG}/upsertContent/${group.id}`, editor, body);
    const wrongKind = await save({
      entityType: 'ContentVideo',
      title: 'Not a video',
      fileId: attachment.id,
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().code).toBe('errors.contentFile.wrongKind');
    expect((await save({ title: 'Page', fileId: image.id })).statusCode).toBe(400);
    const both = await save({
      entityType: 'ContentVideo',
      title: 'Both',
      fileId: video.id,
      videoUrl: 'https://video.example/a',
    });
    expect(both.statusCode).toBe(400);
    const unknown = await save({
      entityType: 'ContentVideo',
      title: 'Unknown',
      fileId: '00000000-0000-4000-8000-000000000001',
    });
    expect(unknown.statusCode).toBe(404);
    // A save that does not name the file keeps it.
    const kept = await upsertContent(t, editor, group.id, {
      id: videoItem.id,
      version: videoItem.version,
      entityType: 'ContentVideo',
      title: 'Kickoff, again',
    });
    expect(kept.file?.id).toBe(video.id);
    // A page no longer holds the file; a video given a link drops its upload.
    const other = await uploaded('video', { name: 'other.mp4', type: 'video/mp4', body: MP4 });
    const item = await upsertContent(t, editor, group.id, {
      entityType: 'ContentVideo',
      title: 'Soon linked',
      fileId: other.id,
    });
    const linked = await upsertContent(t, editor, group.id, {
      id: item.id,
      version: item.version,
      entityType: 'ContentVideo',
      title: 'Soon linked',
      videoUrl: 'https://video.example/linked',
    });
    expect(linked.file).toBeNull();
    const page = await upsertContent(t, editor, group.id, {
      id: item.id,
      version: linked.version,
      title: 'Now a page',
    });
    expect(page).toMatchObject({ entityType: 'Content', file: null });
  });

  it('streams a video by its address alone, as <video> asks: whole, ranges, 416 outside', async () => {
    const url = await addressFor(member, videoItem, video.id);
    if (!url) throw new Error('The member was given no address of the video.');
    const whole = await read(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(MP4)).toBe(true);

    const size = MP4.length;
    const cases = [
      ['bytes=0-', 0, size - 1],
      ['bytes=0-99', 0, 99],
      ['bytes=500-599', 500, 599],
      ['bytes=-100', size - 100, size - 1],
      ['bytes=1000-', 1000, size - 1],
    ] as const;
    for (const [range, start, end] of cases) {
      const part = await read(url, { range });
      expect(part.statusCode, range).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(part.rawPayload.equals(MP4.subarray(start, end + 1)), range).toBe(true);
    }
    const outside = await read(url, { range: `bytes=${size}-${size + 100}` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${size}`);
    expect(outside.json().code).toBe('errors.contentFile.rangeNotSatisfiable');
    // Several ranges: the whole file, as a server may ignore Range.
    const several = await read(url, { range: 'bytes=0-1,10-11' });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.length).toBe(size);
    // A player resuming with If-Range and the ETag it was given gets the range.
    const resumed = await read(url, {
      range: 'bytes=10-19',
      'if-range': String(whole.headers.etag),
    });
    expect(resumed.statusCode).toBe(206);
  });

  it('serves files sandboxed and unsniffed; attachments as downloads, images inline', async () => {
    const file = await read(attachmentItem.fileUrls?.[attachment.id] ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Handbook 2026.pdf"; filename*=UTF-8''Handbook%202026.pdf`,
    );
    const picture = await read(welcome.fileUrls?.[image.id] ?? '');
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(PNG)).toBe(true);
    expect(picture.headers['content-disposition']).toMatch(/^inline; filename="logo.png"/);
    const movie = await read(videoItem.fileUrls?.[video.id] ?? '');
    for (const res of [file, picture, movie]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      // Cached at most until the address expires (the same address is given for an hour).
      const maxAge = Number(
        /^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1],
      );
      expect(maxAge).toBeGreaterThan(11 * 3600 - 5);
      expect(maxAge).toBeLessThanOrEqual(12 * 3600);
    }
  });

  it('gives addresses to members and staff, never to others', async () => {
    const ids = [videoItem.id, attachmentItem.id, welcome.id];
    const byMember = await itemsFor(member, ids);
    expect(byMember.get(welcome.id)?.fileUrls?.[image.id]).toBeDefined();
    expect(byMember.get(videoItem.id)?.fileUrls?.[video.id]).toBeDefined();
    for (const url of [...byMember.values()].flatMap((item) =>
      Object.values(item.fileUrls ?? {}),
    )) {
      expect((await read(url)).statusCode, url).toBe(200);
    }
    // The print answer hands the items whole, with their addresses.
    const printed = await call(t, 'GET', `${RG}/getPrint/${group.id}`, member);
    const welcomePrinted = printed.json<TGroupContents>().items.find((i) => i.id === welcome.id);
    expect(welcomePrinted?.fileUrls?.[image.id]).toBeDefined();
    // An outsider reaches none of the group's items, so is given no address.
    expect((await itemsFor(outsider, ids)).size).toBe(0);

    // A draft's item, even public, is handed to staff only.
    const hidden = await uploaded('attachment', { name: 'draft.pdf', type: 'x/y', body: PDF });
    const draftItem = await upsertContent(t, editor, draft.id, {
      entityType: 'ContentAttachment',
      title: 'Draft handbook',
      isPublic: true,
      fileId: hidden.id,
    });
    expect((await itemsFor(member, [draftItem.id])).size).toBe(0);
    const staffAddress = (await itemsFor(editor, [draftItem.id])).get(draftItem.id)?.fileUrls?.[
      hidden.id
    ];
    expect((await read(staffAddress ?? '')).statusCode).toBe(200);

    // Staff get the address of a file no item uses yet with the upload.
    const loose = await uploaded('image', { name: 'loose.png', type: 'image/png', body: PNG });
    const looseRead = await read(loose.url);
    expect(looseRead.statusCode).toBe(200);
    expect(looseRead.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers a tampered, expired, other-brand or unknown address with the same 404', async () => {
    const url = welcome.fileUrls?.[image.id] ?? '';
    const unknownId = '00000000-0000-4000-8000-000000000002';
    const keys = contentFileLinks(t.app.portal.keys);
    // An address as the server gives it; the version only names the bytes.
    const links = {
      urls: (brand: 'teams' | 'schools', ids: string[], at: Date) =>
        keys.urls(
          brand,
          ids.map((id) => ({ id, sha256: '0'.repeat(64) })),
          at,
        ),
    };
    const key = new URL(url, 'http://x').searchParams.get('s') ?? '';
    const flipped = withForgedSignature(key);
    const expired = links.urls('teams', [image.id], new Date(Date.now() - 13 * 3600_000))[image.id];
    const refused = [
      url.replace(`s=${key}`, `s=${flipped}`),
      url.replace(image.id, attachment.id),
      url.replace('b=teams', 'b=schools'),
      links.urls('schools', [image.id], new Date())[image.id] ?? '',
      expired ?? '',
      url.replace(/&s=.*$/, ''),
      `/files/content/${image.id}`,
      links.urls('teams', [unknownId], new Date())[unknownId] ?? '',
      url.replace(image.id, 'not-a-guid'),
    ];
    for (const address of refused) {
      const res = await read(address);
      expect(res.statusCode, address).toBe(404);
      expect(res.json().code, address).toBe('errors.contentFile.notFound');
    }
    // Only the one just past its expiry differs from the live one by its expiry.
    const stillLive = links.urls('teams', [image.id], new Date(Date.now() - 10 * 3600_000))[
      image.id
    ];
    expect((await read(stillLive ?? '')).statusCode).toBe(200);
    // The /api addresses of before are gone: a file is read by its signed address only.
    const old = await t.app.inject({
      method: 'GET',
      url: `${RG}/file/${image.id}`,
      headers: apiHeaders('teams', editor.token),
    });
    expect(old.statusCode).toBe(404);
  });

  it('stops giving a section image’s address once the page no longer names it', async () => {
    const page = await upsertContent(t, editor, group.id, {
      title: 'Gallery',
      sections: [{ id: 'g', type: 'imageCarousel', data: { images: [{ fileId: image.id }] } }],
    });
    const second = await uploaded('image', { name: 'second.png', type: 'image/png', body: PNG });
    const changed = await upsertContent(t, editor, group.id, {
      id: page.id,
      version: page.version,
      title: 'Gallery',
      sections: [{ id: 'g', type: 'imageCarousel', data: { images: [{ fileId: second.id }] } }],
    });
    expect(Object.keys(changed.fileUrls ?? {})).toEqual([second.id]);
    expect(await addressFor(member, changed, second.id)).toBeDefined();
    const dropped = await upsertContent(t, editor, group.id, {
      id: page.id,
      version: changed.version,
      title: 'Gallery',
      sections: [],
    });
    expect(dropped.fileUrls).toEqual({});
    expect(await addressFor(member, dropped, second.id)).toBeUndefined();
  });
});
