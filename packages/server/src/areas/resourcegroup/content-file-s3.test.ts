import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, createPerson } from '../crmaccount/accounts-test-support';
import { MP4, PNG, uploadedFile } from './content-file-test-support';

describe('the library files in S3-compatible object storage (FILES_S3_URL)', () => {
  let server: TestS3Server;
  let folder: string;
  let t: TestApp;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'portal-files-s3-'));
    server = await startS3Server(folder);
    t = await createTestApp({
      env: {
        FILES_DIR: join(folder, 'local'),
        FILES_S3_URL: server.url(),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const read = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('uploads to the bucket, serves whole files and ranges from it, and deletes there', async () => {
    const editor = await createPerson(t, 'Edie', ['contentEditor', 'contentAdmin']);
    const video = await uploadedFile(t, editor, 'video', {
      name: 'kickoff.mp4',
      type: 'video/mp4',
      body: MP4,
    });
    // Nothing of it stays on the local disk: staged there, kept in the bucket.
    expect(existsSync(join(folder, 'local', 'content'))).toBe(false);

    const whole = await read(video.url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(MP4)).toBe(true);
    const part = await read(video.url, { range: 'bytes=0-15' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-15/${MP4.length}`);
    expect(part.rawPayload.equals(MP4.subarray(0, 16))).toBe(true);
    const outside = await read(video.url, { range: `bytes=${MP4.length + 10}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${MP4.length}`);

    expect(
      (await call(t, 'DELETE', `/api/resourcegroup/files/${video.id}`, editor)).statusCode,
    ).toBe(200);
    expect((await read(video.url)).statusCode).toBe(404);
  });

  it('serves a page image from the bucket to anyone while a page shows it', async () => {
    const developer = await createPerson(t, 'Dev', ['developer']);
    const image = await uploadedFile(t, developer, 'image', {
      name: 'logo.png',
      type: 'image/png',
      body: PNG,
    });
    const address = `/files/page/teams/${image.id}`;
    const saved = await call(t, 'POST', '/api/apppage/SaveText', developer, {
      page: { name: 'auth', route: 'auth' },
      name: 'logo',
      value: { value: address },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = await read(address);
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(PNG)).toBe(true);
  });
});
