import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { PRINT_KEY_HEADER, PRINT_KEY_TTL_SECONDS, type BrandKey } from '@portal/core';
import { HttpError } from '../http/errors';
import type { KeyRing } from '../identity/signing-keys';

/** What a print key opens: one subject (a plan code, a participant id...) of one scope and brand. */
export type PrintKeySubject = { brand: BrandKey; scope: string; subjectId: string };

/** A subject id that opens every subject of its scope (the security admins' print preview). */
export const ANY_PRINT_SUBJECT = '*';

export const PRINT_KEY_REFUSED = 'errors.server.printKeyRefused';

const KEY_PATTERN = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/;

/**
 * The HMAC secret of print keys, derived (HKDF-SHA-256) from the private part of the server's
 * current signing key: random, kept in the database and shared by every instance, so no new
 * setting is needed and a development database never shares its secret with production.
 */
export function printKeySecret(keys: KeyRing): Buffer {
  const d = keys.current().privateKey.export({ format: 'jwk' }).d ?? '';
  return Buffer.from(hkdfSync('sha256', `signing-key:${d}`, 'portal', 'documents/print-key', 32));
}

function signature(secret: Buffer, subject: PrintKeySubject, expires: number): Buffer {
  const text = ['print-key/v1', subject.brand, subject.scope, subject.subjectId, expires].join(
    '\n',
  );
  return createHmac('sha256', secret).update(text).digest();
}

/**
 * A URL-safe key (`<expiry, base 36 seconds>.<HMAC-SHA256, base64url>`) that opens the subject
 * until `expires` (seconds since the epoch). Brand, scope and subject are signed, not carried.
 */
export function signPrintKey(secret: Buffer, subject: PrintKeySubject, expires: number): string {
  return `${expires.toString(36)}.${signature(secret, subject, expires).toString('base64url')}`;
}

/** True when the key was signed for this subject (or for every subject of the scope) and is live. */
export function checkPrintKey(
  secret: Buffer,
  key: string,
  subject: PrintKeySubject,
  now: number,
): boolean {
  const match = KEY_PATTERN.exec(key);
  if (!match) return false;
  const expires = parseInt(match[1] ?? '', 36);
  const given = Buffer.from(match[2] ?? '', 'base64url');
  const exact = timingSafeEqual(given, signature(secret, subject, expires));
  const wildcard = timingSafeEqual(
    given,
    signature(secret, { ...subject, subjectId: ANY_PRINT_SUBJECT }, expires),
  );
  return (exact || wildcard) && expires * 1000 > now;
}

/** Print keys of one server, signed with the secret of its key ring. */
export type PrintKeys = {
  issue: (subject: PrintKeySubject, ttlSeconds?: number, now?: number) => string;
  verify: (key: string, subject: PrintKeySubject, now?: number) => boolean;
};

export function createPrintKeys(keys: KeyRing): PrintKeys {
  return {
    issue: (subject, ttlSeconds = PRINT_KEY_TTL_SECONDS, now = Date.now()) =>
      signPrintKey(printKeySecret(keys), subject, Math.floor(now / 1000) + ttlSeconds),
    verify: (key, subject, now = Date.now()) =>
      checkPrintKey(printKeySecret(keys), key, subject, now),
  };
}

/**
 * For print-data endpoints (declared `access: 'anonymous'`): the `print-key` header must open
 * this subject of this scope for the call's brand; otherwise 403.
 */
export function requirePrintKey(request: FastifyRequest, scope: string, subjectId: string): void {
  const key = request.headers[PRINT_KEY_HEADER];
  const subject = { brand: request.brand, scope, subjectId };
  if (typeof key !== 'string' || !request.server.portal.documents.printKeys.verify(key, subject)) {
    throw new HttpError(403, PRINT_KEY_REFUSED);
  }
}
