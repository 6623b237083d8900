import { sql, type Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';

/** The SQL behind a reader's content param values: their event and their account. */

/**
 * The event of the person whose catalog item names this content item (its `contentItemId`):
 * the one that started last, among the events they take part in (not cancelled by archiving).
 */
export async function latestEventWithContent(
  db: Kysely<Database>,
  brand: BrandKey,
  userAccountId: string,
  contentId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('participant as p')
    .innerJoin('event as e', 'e.id', 'p.event_id')
    .innerJoin('event_catalog_item as c', 'c.id', 'e.event_type_id')
    .select('e.id')
    .where('p.app_name', '=', brand)
    .where('p.user_account_id', '=', userAccountId)
    .where('e.archived', '=', false)
    .where(sql<string>`lower(c.details->>'contentItemId')`, '=', contentId.toLowerCase())
    .orderBy(sql`e.start_date desc nulls last`)
    .orderBy('e.id')
    .executeTakeFirst();
  return row?.id;
}

/** The account the person joined last (a person may belong to several). */
export async function latestAccountOf(
  db: Kysely<Database>,
  userAccountId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('user_account_crm_account')
    .select('crm_account_id')
    .where('user_account_id', '=', userAccountId)
    .orderBy('created_at', 'desc')
    .orderBy('crm_account_id')
    .executeTakeFirst();
  return row?.crm_account_id;
}
