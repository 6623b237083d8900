import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import type { FileStore, StagedFile } from './file-store';
import { createS3Store, readS3Url } from './s3-store';

/** A request as the route hands it on: only its headers are read. */
const requestWith = (headers: Record<string, string> = {}) =>
  ({ headers }) as unknown as IncomingMessage;

describe('the S3-compatible file store (against an S3 server on this machine)', () => {
  let server: TestS3Server;
  let folder: string;
  let store: FileStore;
  const bytes = 'The quick brown fox jumps over the lazy dog.';
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const stage = (): StagedFile => {
    const path = join(folder, `staged-${Math.random()}`);
    writeFileSync(path, bytes);
    return { path, sha256, size: Buffer.byteLength(bytes) };
  };

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'portal-s3-'));
    server = await startS3Server(folder);
    store = createS3Store(readS3Url(`${server.url()}?region=eu-west-1`), folder);
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('reads its location from FILES_S3_URL', () => {
    expect(readS3Url('https://AK%2Fx:s%40cret@s3.example:9000/files')).toEqual({
      origin: 'https://s3.example:9000',
      bucket: 'files',
      region: 'us-east-1',
      accessKeyId: 'AK/x',
      secretAccessKey: 's@cret',
    });
    expect(() => readS3Url('https://s3.example/files')).toThrow(/FILES_S3_URL/);
  });

  it('keeps bytes under their hash once, and answers them whole or a range', async () => {
    await store.keep(stage());
    await store.keep(stage()); // the same bytes again: kept once, the staged copy dropped
    const whole = await store.read(sha256, requestWith());
    expect(whole.kind).toBe('bytes');
    if (whole.kind !== 'bytes' || !whole.stream) throw new Error('no bytes');
    expect(whole.status).toBe(200);
    expect(await text(whole.stream)).toBe(bytes);

    const part = await store.read(sha256, requestWith({ range: 'bytes=4-8' }));
    if (part.kind !== 'bytes' || !part.stream) throw new Error('no range');
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-8/${bytes.length}`);
    expect(await text(part.stream)).toBe('quick');
  });

  it('refuses a range past the end, and forgets removed bytes', async () => {
    await store.keep(stage());
    expect(await store.read(sha256, requestWith({ range: 'bytes=900-999' }))).toEqual({
      kind: 'rangeNotSatisfiable',
      contentRange: `bytes */${bytes.length}`,
    });
    await store.remove(sha256);
    await store.remove(sha256); // already gone: no error
    expect(await store.read(sha256, requestWith())).toEqual({ kind: 'missing' });
  });

  it('is refused by the bucket with an access key it does not know', async () => {
    const wrong = createS3Store(readS3Url(server.url('NOBODY')), folder);
    await expect(wrong.keep(stage())).rejects.toThrow(/Object storage/);
  });
});
