import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * The bytes of the library's files, on disk under FILES_DIR: `content/<2 hex>/<sha-256>`. The
 * name is the server's own (the hash of the bytes), never the uploader's, and the same bytes
 * uploaded twice are kept once. An upload is written to `tmp/` first and moved into place
 * whole, so a reader never sees half a file.
 */

const HASH_PATTERN = /^[0-9a-f]{64}$/;

/** The path of a stored file below the files folder (as `@fastify/send` reads it). */
export function storedPath(sha256: string): string {
  if (!HASH_PATTERN.test(sha256)) throw new Error('Not a stored file hash.');
  return join('content', sha256.slice(0, 2), sha256);
}

/** An upload written to the temporary folder: where, its SHA-256 and its size. */
export type StagedFile = { path: string; sha256: string; size: number };

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

/** Moves a staged upload to its place; the same bytes already stored are kept as they are. */
export async function keepStaged(filesDir: string, staged: StagedFile): Promise<void> {
  const target = join(filesDir, storedPath(staged.sha256));
  const exists = await stat(target).then(
    () => true,
    () => false,
  );
  if (exists) {
    await discardStaged(staged.path);
    return;
  }
  await mkdir(join(target, '..'), { recursive: true });
  await rename(staged.path, target);
}

/** Removes stored bytes (no error when already gone). */
export const removeStored = (filesDir: string, sha256: string) =>
  rm(join(filesDir, storedPath(sha256)), { force: true });

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
