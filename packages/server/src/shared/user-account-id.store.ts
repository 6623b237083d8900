import type { Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { Database } from '../db/schema';

/** The id of the user's account in the brand, null when the user has none there. */
export async function userAccountIdOf(
  db: Kysely<Database>,
  brand: BrandKey,
  userId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('user_account')
    .select('id')
    .where('user_id', '=', userId)
    .where('app_name', '=', brand)
    .executeTakeFirst();
  return row?.id ?? null;
}
