import { expect } from 'vitest';
import type { TLinkedContentFile } from '@portal/core';
import { apiHeaders } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import type { TestPerson } from '../crmaccount/accounts-test-support';
import { RG } from './resourcegroup-test-support';

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
);
/** An MP4 file's type box, then 1000 bytes that differ from one another in order. */
export const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251)),
]);
/** A file as a client sends it: the name and type it claims, and its bytes. */
export type SentFile = { name: string; type: string; body: Buffer };

/** A multipart form of one file, with the name and type the client claims. */
function multipart(file: SentFile) {
  const boundary = '----portal-content-file-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.body, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A multipart upload of one file to a call of the library, as the person. */
export function postFile(t: TestApp, by: TestPerson, path: string, file: SentFile) {
  const form = multipart(file);
  return t.app.inject({
    method: 'POST',
    url: `${RG}/${path}`,
    headers: { ...apiHeaders('teams', by.token), 'content-type': form.contentType },
    payload: form.payload,
  });
}

/** POST file?kind= as the person (the answer as it comes). */
export const uploadFile = (t: TestApp, by: TestPerson, kind: string, file: SentFile) =>
  postFile(t, by, `file?kind=${kind}`, file);

/** The same, which must succeed: the stored file with its address. */
export async function uploadedFile(
  t: TestApp,
  by: TestPerson,
  kind: string,
  file: SentFile,
): Promise<TLinkedContentFile> {
  const res = await uploadFile(t, by, kind, file);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TLinkedContentFile>();
}
