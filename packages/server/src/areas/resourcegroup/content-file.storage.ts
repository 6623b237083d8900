import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StagedFile } from '../../storage/file-store';

/**
 * An upload is written to `tmp/` of the local files folder first, hashed on the way, and kept by
 * the file store (storage/file-store) under the hash of its bytes, never the uploader's name, so
 * the same bytes uploaded twice are kept once and a reader never sees half a file.
 */

/** Streams the bytes to a new file in `tmp/`, hashing them on the way; nothing is buffered. */
export async function stageUpload(filesDir: string, source: Readable): Promise<StagedFile> {
  const folder = join(filesDir, 'tmp');
  await mkdir(folder, { recursive: true });
  const path = join(folder, randomUUID());
  const hash = createHash('sha256');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, counter, createWriteStream(path, { flags: 'wx' }));
  } catch (error) {
    await discardStaged(path);
    throw error;
  }
  return { path, sha256: hash.digest('hex'), size };
}

export const discardStaged = (path: string) => rm(path, { force: true });

/** Removes uploads left in `tmp/` since before `before` (a crash while one streamed in). */
export async function sweepStaged(filesDir: string, before: Date): Promise<void> {
  const folder = join(filesDir, 'tmp');
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names) {
    const path = join(folder, name);
    const info = await stat(path).catch(() => null);
    if (info && info.mtime < before) await discardStaged(path);
  }
}
