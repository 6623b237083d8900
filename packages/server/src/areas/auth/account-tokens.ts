import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SIGN_IN_ERRORS } from '@portal/core';
import type { Database } from '../../db/schema';
import {
  findOpenTokenByHash,
  insertToken,
  retireTokens,
  type AccountToken,
} from './account-tokens.store';

export const TOKEN_PURPOSES = {
  confirmEmail: 'confirm-email',
  resetPassword: 'reset-password',
  passcode: 'passcode',
  smsVerification: 'sms-verification',
  /** The second factor of a sign-in, sent by SMS. */
  mfaPasscode: 'mfa-passcode',
} as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[keyof typeof TOKEN_PURPOSES];

const HOUR_MS = 3_600_000;
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  'confirm-email': 24 * HOUR_MS,
  'reset-password': HOUR_MS,
  passcode: 10 * 60_000,
  'sms-verification': 10 * 60_000,
  'mfa-passcode': 10 * 60_000,
};

export const LINK_EXPIRED = SIGN_IN_ERRORS.linkExpired;

/** 32 random bytes as base64url: the code a link carries. */
export function newLinkCode(): string {
  return randomBytes(32).toString('base64url');
}

/** Six digits, uniformly drawn. */
export function newPasscode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Link codes carry 256 bits, so a fast hash suffices: a leaked table reveals no usable code. */
export function hashLinkCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

export type IssueTokenInput = {
  userId: string;
  purpose: TokenPurpose;
  tokenHash: string;
  newEmail?: string | null;
  /** The phone number an SMS verification code goes to. */
  phoneNumber?: string | null;
  now: Date;
};

/**
 * Stores a new code and retires the user's earlier open codes of the same purpose, so only the
 * latest e-mail works and no pile of live codes builds up.
 */
export async function storeToken(db: Kysely<Database>, input: IssueTokenInput): Promise<void> {
  await retireTokens(db, input.userId, input.purpose, input.now);
  await insertToken(db, {
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: input.tokenHash,
    newEmail: input.newEmail ?? null,
    phoneNumber: input.phoneNumber ?? null,
    expiresAt: new Date(input.now.getTime() + TOKEN_LIFETIME_MS[input.purpose]),
    now: input.now,
  });
}

/** The open (unused, unexpired) link token with this code, without using it. */
export function findOpenLinkToken(
  db: Kysely<Database>,
  purpose: TokenPurpose,
  code: string,
  now: Date,
): Promise<AccountToken | undefined> {
  return findOpenTokenByHash(db, purpose, hashLinkCode(code), now);
}

/** Purposes whose code is six digits typed by the person (e-mail or SMS passcodes). */
export type PasscodePurpose = typeof TOKEN_PURPOSES.passcode | typeof TOKEN_PURPOSES.mfaPasscode;
