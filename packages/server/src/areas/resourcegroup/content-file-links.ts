import { z } from 'zod';
import { BRAND_KEYS, zGuid, type BrandKey } from '@portal/core';
import { checkPrintKey, printKeySecret, signPrintKey } from '../../documents/print-key';
import type { KeyRing } from '../../identity/signing-keys';

/**
 * Signed, short-lived addresses of the library's files, outside /api so that a bare `<img>`
 * or `<video>` loads them (no app-name header, no token):
 * `/files/content/{fileId}?b={brand}&v={version}&s={key}`. The key is a print key (same HMAC,
 * secret and format, scope `contentFile`) over brand and file id. The version (the start of the
 * bytes' hash, not signed: it only names the bytes) changes the address when a file is replaced,
 * so a browser's cached copy of the old bytes is not shown in its place. Whether the caller may read the file is decided when the address is given (only to
 * those who reach an item using it); the address itself only proves that it was given.
 */

export const CONTENT_FILE_PATH = '/files/content';
const SCOPE = 'contentFile';
/** Addresses expire on the hour, so the same address is given for an hour and caches work. */
const WINDOW_SECONDS = 3600;
/** Given at least 11 hours before it expires, at most 12. */
const LIFETIME_WINDOWS = 12;

/** The expiry (seconds since the epoch) of the addresses given at `now`. */
export const linkExpiry = (now: Date): number =>
  (Math.floor(now.getTime() / 1000 / WINDOW_SECONDS) + LIFETIME_WINDOWS) * WINDOW_SECONDS;

/** The address's parts as the route reads them; anything else is the 404 of an unknown file. */
export const zFileLinkParams = z.object({ fileId: zGuid });
export const zFileLinkQuery = z.object({
  b: z.enum(BRAND_KEYS),
  v: z.string().max(64).optional(),
  s: z.string().max(64),
});

/** A stored file as its address names it: its id and the hash of its bytes. */
export type StoredFileRef = { id: string; sha256: string };

const VERSION_LENGTH = 12;

export type ContentFileLinks = {
  /** The addresses of the files (by id), given at `now`. */
  urls: (brand: BrandKey, files: Iterable<StoredFileRef>, now: Date) => Record<string, string>;
  /** True when the key was given for this file of this brand and is still live. */
  opens: (brand: BrandKey, fileId: string, key: string, now: Date) => boolean;
};

export function contentFileLinks(keys: KeyRing): ContentFileLinks {
  return {
    urls: (brand, files, now) => {
      const secret = printKeySecret(keys);
      const expires = linkExpiry(now);
      const urls: Record<string, string> = {};
      for (const { id, sha256 } of files) {
        const key = signPrintKey(secret, { brand, scope: SCOPE, subjectId: id }, expires);
        const version = sha256.slice(0, VERSION_LENGTH);
        urls[id] = `${CONTENT_FILE_PATH}/${id}?b=${brand}&v=${version}&s=${key}`;
      }
      return urls;
    },
    opens: (brand, fileId, key, now) =>
      checkPrintKey(
        printKeySecret(keys),
        key,
        { brand, scope: SCOPE, subjectId: fileId },
        now.getTime(),
      ),
  };
}

/** Seconds until the key given in an address expires (0 when unreadable). */
export function secondsLeft(key: string, now: Date): number {
  const expires = parseInt(key.split('.')[0] ?? '', 36);
  return Number.isFinite(expires) ? Math.max(0, expires - Math.floor(now.getTime() / 1000)) : 0;
}
