import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { FileStore } from './file-store';
import { storedKey } from './file-store';

/** An S3-compatible bucket: the service's origin, the bucket, its region and the credentials. */
export type S3Location = {
  origin: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/**
 * FILES_S3_URL: `https://<access key>:<secret>@<host>[:port]/<bucket>?region=<region>` (the
 * region defaults to us-east-1; the key and secret URL-encoded). Objects are addressed in path
 * style (`<origin>/<bucket>/<key>`), which AWS and the S3-compatible stores all accept.
 */
export function readS3Url(text: string): S3Location {
  const url = new URL(text);
  const bucket = decodeURIComponent(url.pathname.split('/').filter(Boolean)[0] ?? '');
  if (!/^https?:$/.test(url.protocol) || !bucket || !url.username || !url.password) {
    throw new Error(
      'FILES_S3_URL: expected http(s)://<key>:<secret>@<host>/<bucket>?region=<region>',
    );
  }
  return {
    origin: url.origin,
    bucket,
    region: url.searchParams.get('region') || 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}

/** The request headers a read passes on to the bucket. */
const PASSED_ON = ['range', 'if-none-match'] as const;
/** The answer headers a read passes back to the browser. */
const PASSED_BACK = ['content-length', 'content-range', 'etag', 'accept-ranges'] as const;

/**
 * Stored bytes as objects of a bucket, signed with AWS Signature V4 (`aws4fetch`). A kept
 * upload is sent as a stream, its SHA-256 (known from staging) signed as the payload's; a read
 * streams the object back, a range of it when the browser asks for one.
 */
export function createS3Store(location: S3Location, localDir: string): FileStore {
  const client = new AwsClient({
    accessKeyId: location.accessKeyId,
    secretAccessKey: location.secretAccessKey,
    service: 's3',
    region: location.region,
    retries: 0,
  });
  const urlOf = (sha256: string) =>
    `${location.origin}/${encodeURIComponent(location.bucket)}/${storedKey(sha256)}`;
  const signed = (sha256: string, method: string, headers: Record<string, string> = {}) =>
    client.sign(urlOf(sha256), { method, headers });
  const failed = (what: string, status: number) =>
    new Error(`Object storage ${what} answered ${status}.`);

  return {
    kind: 's3',
    localDir,
    keep: async (staged) => {
      const head = await fetch(await signed(staged.sha256, 'HEAD'));
      if (head.status !== 200 && head.status !== 404) throw failed('HEAD', head.status);
      if (head.status === 404) {
        const request = await signed(staged.sha256, 'PUT', {
          'content-length': String(staged.size),
          'x-amz-content-sha256': staged.sha256,
        });
        const put = await fetch(request.url, {
          method: 'PUT',
          headers: request.headers,
          body: Readable.toWeb(createReadStream(staged.path)) as ReadableStream,
          duplex: 'half',
        } as RequestInit);
        if (!put.ok) throw failed('PUT', put.status);
      }
      await rm(staged.path, { force: true });
    },
    remove: async (sha256) => {
      const answer = await fetch(await signed(sha256, 'DELETE'));
      if (!answer.ok && answer.status !== 404) throw failed('DELETE', answer.status);
    },
    read: async (sha256, request: IncomingMessage) => {
      const headers: Record<string, string> = {};
      for (const name of PASSED_ON) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const answer = await fetch(await signed(sha256, 'GET', headers));
      if (answer.status === 404 || answer.status === 403) return { kind: 'missing' };
      if (answer.status === 416) {
        await answer.body?.cancel();
        const head = await fetch(await signed(sha256, 'HEAD'));
        return {
          kind: 'rangeNotSatisfiable',
          contentRange: `bytes */${head.headers.get('content-length') ?? '*'}`,
        };
      }
      if (answer.status !== 200 && answer.status !== 206 && answer.status !== 304) {
        await answer.body?.cancel();
        throw failed('GET', answer.status);
      }
      const passed: Record<string, string> = {};
      for (const name of PASSED_BACK) {
        const value = answer.headers.get(name);
        if (value !== null) passed[name] = value;
      }
      return {
        kind: 'bytes',
        status: answer.status,
        headers: passed,
        stream: answer.body ? Readable.fromWeb(answer.body as WebReadableStream) : null,
      };
    },
  };
}
