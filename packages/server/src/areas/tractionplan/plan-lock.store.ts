import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PlanRow } from './tractionplan.store';

/**
 * Takes or renews the lock for the account when nobody else holds it (or their lock lapsed);
 * undefined when someone else holds it.
 */
export function takeLock(
  db: Kysely<Database>,
  planId: string,
  accountId: string,
  now: Date,
  until: Date,
): Promise<PlanRow | undefined> {
  return db
    .updateTable('traction_plan')
    .set({ lock_user_account_id: accountId, lock_expires_at: until })
    .where('id', '=', planId)
    .where((eb) =>
      eb.or([
        eb('lock_user_account_id', 'is', null),
        eb('lock_expires_at', '<=', now),
        eb('lock_user_account_id', '=', accountId),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Releases the account's own lock (another holder's lock stays). */
export async function releaseLock(
  db: Kysely<Database>,
  planId: string,
  accountId: string,
): Promise<void> {
  await db
    .updateTable('traction_plan')
    .set({ lock_user_account_id: null, lock_expires_at: null })
    .where('id', '=', planId)
    .where('lock_user_account_id', '=', accountId)
    .execute();
}

/** Clears lapsed locks (every lock when `all`); answers how many were cleared. */
export async function clearLocks(db: Kysely<Database>, now: Date, all: boolean): Promise<number> {
  const result = await db
    .updateTable('traction_plan')
    .set({ lock_user_account_id: null, lock_expires_at: null })
    .where('lock_user_account_id', 'is not', null)
    .$if(!all, (qb) => qb.where('lock_expires_at', '<=', now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
