import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashPassword, verifyPassword } from '../passwords';
import { normalizedEmail } from './oidc-account';

/** Failed sign-ins in a row that lock an account, and for how long. */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCKOUT_MINUTES = 15;

/**
 * A locked account answers like an unknown address or a wrong password (as Keycloak's brute
 * force detection does), so the answer does not tell an attacker which addresses exist.
 */
export type SignInResult = { ok: true; userId: string } | { ok: false };

// An unknown e-mail still costs one hash check, so timing does not tell which e-mails exist.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy password for unknown accounts'));

/** The hash check of an address without an account or a guess that is not checked. */
export async function decoyPasswordCheck(password: string): Promise<void> {
  await verifyPassword(await decoy(), password);
}

const lockoutEnd = sql<Date>`now() + make_interval(mins => ${LOCKOUT_MINUTES})`;
const notLocked = sql<boolean>`(lockout_end is null or lockout_end <= now())`;

/**
 * Counts a guess as failed before its hash is checked, in one atomic update that only succeeds
 * while fewer than MAX_FAILED_SIGN_INS failures (and guesses in flight) are counted: of any number
 * of guesses at once, at most MAX_FAILED_SIGN_INS are checked. False: the account is locked, or
 * its tries are taken, and the guess is not checked.
 */
async function reserveGuess(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .updateTable('identity_user')
    .set({ access_failed_count: sql`access_failed_count + 1`, updated_at: new Date() })
    .where('id', '=', userId)
    .where('access_failed_count', '<', MAX_FAILED_SIGN_INS)
    .where(notLocked)
    .returning(['id'])
    .executeTakeFirst();
  return row !== undefined;
}

/** A failed guess that used the last try locks the account (unless already locked). */
async function lockWhenExhausted(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('identity_user')
    .set({ lockout_end: lockoutEnd, access_failed_count: 0, updated_at: new Date() })
    .where('id', '=', userId)
    .where('access_failed_count', '>=', MAX_FAILED_SIGN_INS)
    .where(notLocked)
    .execute();
}

/**
 * The right password forgets the failures, unless a lock was set meanwhile by other guesses:
 * then the success does not clear it, and is refused. True when the sign-in may go on.
 */
async function acceptSuccess(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .updateTable('identity_user')
    .set({ access_failed_count: 0, updated_at: new Date() })
    .where('id', '=', userId)
    .where(notLocked)
    .returning(['id'])
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Checks an e-mail and password. Each guess is counted before its hash is checked; the fifth
 * failure in a row locks the account for LOCKOUT_MINUTES, and a locked account refuses even the
 * right password. Every refusal costs one hash check and answers alike. The right password
 * forgets the failures (and releases its own count).
 */
export async function signInWithPassword(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<SignInResult> {
  const user = await db
    .selectFrom('identity_user')
    .select(['id', 'password_hash', 'lockout_enabled', 'lockout_end'])
    .where('normalized_email', '=', normalizedEmail(email))
    .executeTakeFirst();
  if (!user?.password_hash) {
    await decoyPasswordCheck(password);
    return { ok: false };
  }
  if (!user.lockout_enabled) {
    if (await verifyPassword(user.password_hash, password)) return { ok: true, userId: user.id };
    return { ok: false };
  }
  if (!(await reserveGuess(db, user.id))) {
    await decoyPasswordCheck(password);
    return { ok: false };
  }
  if (!(await verifyPassword(user.password_hash, password))) {
    await lockWhenExhausted(db, user.id);
    return { ok: false };
  }
  return (await acceptSuccess(db, user.id)) ? { ok: true, userId: user.id } : { ok: false };
}
