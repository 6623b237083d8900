import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashPassword, verifyPassword } from '../passwords';
import { isLockedOut, normalizedEmail } from './oidc-account';

/** Failed sign-ins in a row that lock an account, and for how long. */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCKOUT_MINUTES = 15;

export type SignInResult =
  | { ok: true; userId: string }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; lockoutEnd: Date };

// An unknown e-mail still costs one hash check, so timing does not tell which e-mails exist.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy password for unknown accounts'));

async function recordFailure(db: Kysely<Database>, userId: string): Promise<Date | null> {
  const row = await db
    .updateTable('identity_user')
    .set({ access_failed_count: sql`access_failed_count + 1`, updated_at: new Date() })
    .where('id', '=', userId)
    .returning(['access_failed_count'])
    .executeTakeFirstOrThrow();
  if (row.access_failed_count < MAX_FAILED_SIGN_INS) return null;
  const lockoutEnd = new Date(Date.now() + LOCKOUT_MINUTES * 60_000);
  await db
    .updateTable('identity_user')
    .set({ lockout_end: lockoutEnd, access_failed_count: 0, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
  return lockoutEnd;
}

/**
 * Checks an e-mail and password. Failures are counted per user; the fifth in a row locks the
 * account for LOCKOUT_MINUTES, and a locked account refuses even the right password.
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
    await verifyPassword(await decoy(), password);
    return { ok: false, reason: 'invalid' };
  }
  if (user.lockout_end && isLockedOut(user.lockout_end)) {
    return { ok: false, reason: 'locked', lockoutEnd: user.lockout_end };
  }
  if (!(await verifyPassword(user.password_hash, password))) {
    const lockoutEnd = user.lockout_enabled ? await recordFailure(db, user.id) : null;
    return lockoutEnd
      ? { ok: false, reason: 'locked', lockoutEnd }
      : { ok: false, reason: 'invalid' };
  }
  await db
    .updateTable('identity_user')
    .set({ access_failed_count: 0, lockout_end: null, updated_at: new Date() })
    .where('id', '=', user.id)
    .execute();
  return { ok: true, userId: user.id };
}
