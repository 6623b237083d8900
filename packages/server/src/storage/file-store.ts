import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import type { Config } from '../config';
import { createFilesystemStore } from './filesystem-store';
import { createS3Store, readS3Url } from './s3-store';

/**
 * Where the library's stored bytes live, behind one interface: the file system under FILES_DIR
 * (the default; a folder every instance shares), or S3-compatible object storage when
 * FILES_S3_URL is set (several instances without a shared folder). Stored bytes are named by
 * their SHA-256 (`content/<2 hex>/<sha-256>`); uploads are staged on the local disk first.
 */

/** A file of the local staging folder: where, its SHA-256 and its size. */
export type StagedFile = { path: string; sha256: string; size: number };

/** What a read of stored bytes answers, ready to send (a range of them when asked). */
export type StoredBytes =
  | { kind: 'bytes'; status: number; headers: Record<string, string>; stream: Readable | null }
  | { kind: 'rangeNotSatisfiable'; contentRange: string }
  | { kind: 'missing' };

export type FileStore = {
  readonly kind: 'filesystem' | 's3';
  /** The local folder uploads are staged in before they are kept. */
  readonly localDir: string;
  /** Keeps a staged file under its hash and drops the staged copy; the same bytes kept stay. */
  keep: (staged: StagedFile) => Promise<void>;
  /** Removes stored bytes (no error when already gone). */
  remove: (sha256: string) => Promise<void>;
  /** The stored bytes for a request (its Range and If-None-Match honoured). */
  read: (sha256: string, request: IncomingMessage) => Promise<StoredBytes>;
};

const HASH_PATTERN = /^[0-9a-f]{64}$/;

/** The key (path below the store's root) of stored bytes. */
export function storedKey(sha256: string): string {
  if (!HASH_PATTERN.test(sha256)) throw new Error('Not a stored file hash.');
  return `content/${sha256.slice(0, 2)}/${sha256}`;
}

const stores = new WeakMap<Config, FileStore>();

/** The file store of a configuration (one per configuration: its clients are reused). */
export function fileStoreOf(config: Config): FileStore {
  let store = stores.get(config);
  if (!store) {
    store = config.filesS3Url
      ? createS3Store(readS3Url(config.filesS3Url), config.filesDir)
      : createFilesystemStore(config.filesDir);
    stores.set(config, store);
  }
  return store;
}
