import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function findShareCode(
  db: Kysely<Database>,
  userAccountId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('user_account_share_code')
    .select('code')
    .where('user_account_id', '=', userAccountId)
    .executeTakeFirst();
  return row?.code;
}

/** Stores the code for the person unless they have one or the code is taken (nothing then). */
export async function insertShareCode(
  db: Kysely<Database>,
  userAccountId: string,
  code: string,
): Promise<void> {
  await db
    .insertInto('user_account_share_code')
    .values({ user_account_id: userAccountId, code })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The user account id a share code names in the brand, if any. */
export async function userAccountIdByShareCode(
  db: Kysely<Database>,
  brand: string,
  code: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('user_account_share_code as s')
    .innerJoin('user_account as u', 'u.id', 's.user_account_id')
    .select('u.id')
    .where('s.code', '=', code.trim().toUpperCase())
    .where('u.app_name', '=', brand)
    .executeTakeFirst();
  return row?.id;
}
