import send from '@fastify/send';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore } from './file-store';
import { storedKey } from './file-store';

/** Stored bytes as files under the files folder; `@fastify/send` answers ranges and entity tags. */
export function createFilesystemStore(filesDir: string): FileStore {
  const pathOf = (sha256: string) => join(filesDir, storedKey(sha256));
  return {
    kind: 'filesystem',
    localDir: filesDir,
    keep: async (staged) => {
      const target = pathOf(staged.sha256);
      const exists = await stat(target).then(
        () => true,
        () => false,
      );
      if (exists) {
        await rm(staged.path, { force: true });
        return;
      }
      await mkdir(join(target, '..'), { recursive: true });
      await rename(staged.path, target);
    },
    remove: (sha256) => rm(pathOf(sha256), { force: true }),
    read: async (sha256, request) => {
      const result = await send(request, storedKey(sha256), {
        root: filesDir,
        acceptRanges: true,
        cacheControl: false,
        contentType: false,
        lastModified: false,
        etag: true,
        index: false,
      });
      if (result.type !== 'error') {
        return {
          kind: 'bytes',
          status: result.statusCode,
          headers: result.headers as Record<string, string>,
          stream: result.stream,
        };
      }
      if (result.statusCode === 416) {
        return {
          kind: 'rangeNotSatisfiable',
          contentRange: String(result.headers['Content-Range']),
        };
      }
      return { kind: 'missing' };
    },
  };
}
