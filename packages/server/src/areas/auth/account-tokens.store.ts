import type { Kysely, Selectable } from 'kysely';
import type { AccountTokenTable, Database } from '../../db/schema';
import type { PasscodePurpose, TOKEN_PURPOSES, TokenPurpose } from './account-tokens';

export type AccountToken = Selectable<AccountTokenTable>;

export type NewToken = {
  userId: string;
  purpose: TokenPurpose;
  tokenHash: string;
  newEmail: string | null;
  phoneNumber: string | null;
  expiresAt: Date;
  now: Date;
};

export async function insertToken(db: Kysely<Database>, token: NewToken): Promise<void> {
  await db
    .insertInto('account_token')
    .values({
      user_id: token.userId,
      purpose: token.purpose,
      token_hash: token.tokenHash,
      new_email: token.newEmail,
      phone_number: token.phoneNumber,
      expires_at: token.expiresAt,
      created_at: token.now,
    })
    .execute();
}

/** The open (unused, unexpired) token of a purpose with this hash, without using it. */
export function findOpenTokenByHash(
  db: Kysely<Database>,
  purpose: TokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<AccountToken | undefined> {
  return db
    .selectFrom('account_token')
    .selectAll()
    .where('token_hash', '=', tokenHash)
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
