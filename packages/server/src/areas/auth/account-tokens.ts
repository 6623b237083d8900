import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { SIGN_IN_MESSAGES } from '@portal/core';
import type { AccountTokenTable, Database } from '../../db/schema';

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

export const LINK_EXPIRED = SIGN_IN_MESSAGES.linkExpired;

export type AccountToken = Selectable<AccountTokenTable>;

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
  await db
    .insertInto('account_token')
    .values({
      user_id: input.userId,
      purpose: input.purpose,
      token_hash: input.tokenHash,
      new_email: input.newEmail ?? null,
      phone_number: input.phoneNumber ?? null,
      expires_at: new Date(input.now.getTime() + TOKEN_LIFETIME_MS[input.purpose]),
      created_at: input.now,
    })
    .execute();
}

/** The open (unused, unexpired) link token with this code, without using it. */
export async function findOpenLinkToken(
  db: Kysely<Database>,
  purpose: TokenPurpose,
  code: string,
  now: Date,
): Promise<AccountToken | undefined> {
  return db
    .selectFrom('account_token')
    .selectAll()
    .where('token_hash', '=', hashLinkCode(code))
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Uses a token once: the conditional update lets only one of two simultaneous requests win.
 * Undefined when it was used, retired or expired meanwhile.
 */
export async function consumeToken(
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<AccountToken | undefined> {
  return db
    .updateTable('account_token')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** Retires every open token of a purpose (a password reset ends all other reset links). */
export async function retireTokens(
  db: Kysely<Database>,
  userId: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .updateTable('account_token')
    .set({ consumed_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .execute();
}

/** Purposes whose code is six digits typed by the person (e-mail or SMS passcodes). */
export type PasscodePurpose = typeof TOKEN_PURPOSES.passcode | typeof TOKEN_PURPOSES.mfaPasscode;

/** The latest open six-digit code of a purpose of a user that has tries left. */
export function findOpenPasscode(
  db: Kysely<Database>,
  userId: string,
  purpose: PasscodePurpose | typeof TOKEN_PURPOSES.smsVerification,
  now: Date,
  maxAttempts: number,
): Promise<AccountToken | undefined> {
  return db
    .selectFrom('account_token')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxAttempts)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/**
 * Counts one try of a passcode and uses it up when it matched. One conditional update does
 * both, so guesses sent in parallel cannot pass the limit or use a code twice. False when the
 * code was used or ran out of tries meanwhile.
 */
export async function countPasscodeTry(
  db: Kysely<Database>,
  id: string,
  attempt: { matches: boolean; now: Date; maxAttempts: number },
): Promise<boolean> {
  const row = await db
    .updateTable('account_token')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      ...(attempt.matches ? { consumed_at: attempt.now } : {}),
    }))
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', attempt.maxAttempts)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
