import { sql, type Kysely } from 'kysely';
import {
  PAGE_HISTORY_LIMIT,
  type BrandKey,
  type PageBanner,
  type PageTextValue,
  type TPageEditVersion,
  type TPageHistoryQuery,
} from '@portal/core';
import { personName } from '../../db/query-helpers';
import { toJson, type Database } from '../../db/schema';

/** The saved versions of page texts and banners (the edit mode's history). */

export type PageEditItem =
  | { page: string; item: 'text'; name: string; value: PageTextValue | null }
  | { page: string; item: 'banners'; value: PageBanner[] };

export async function insertVersion(
  db: Kysely<Database>,
  brand: BrandKey,
  edit: PageEditItem,
  savedBy: string | null,
): Promise<void> {
  await db
    .insertInto('page_edit_version')
    .values({
      app_name: brand,
      page_name: edit.page,
      item: edit.item,
      text_name: edit.item === 'text' ? edit.name : '',
      value: edit.value === null ? null : toJson(edit.value),
      saved_by: savedBy,
    })
    .execute();
}

/** The versions of one text or banner list, newest first. */
export async function listVersions(
  db: Kysely<Database>,
  brand: BrandKey,
  query: TPageHistoryQuery,
): Promise<TPageEditVersion[]> {
  const rows = await db
    .selectFrom('page_edit_version as v')
    .leftJoin('user_account as a', 'a.id', 'v.saved_by')
    .select([
      'v.id',
      'v.value',
      'v.saved_at',
      sql<string | null>`case when a.id is null then null else trim(${personName('a')}) end`.as(
        'saved_by',
      ),
    ])
    .where('v.app_name', '=', brand)
    .where('v.page_name', '=', query.page)
    .where('v.item', '=', query.item)
    .where('v.text_name', '=', query.item === 'text' ? query.name : '')
    .orderBy('v.saved_at', 'desc')
    .orderBy('v.id')
    .limit(PAGE_HISTORY_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    value: row.value,
    savedAt: row.saved_at.toISOString(),
    savedBy: row.saved_by || null,
  }));
}

/** One version of the brand's history, as the edit it recorded. */
export async function findVersion(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<PageEditItem | undefined> {
  const row = await db
    .selectFrom('page_edit_version')
    .select(['page_name', 'item', 'text_name', 'value'])
    .where('app_name', '=', brand)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.item === 'banners') {
    return { page: row.page_name, item: 'banners', value: (row.value ?? []) as PageBanner[] };
  }
  return {
    page: row.page_name,
    item: 'text',
    name: row.text_name,
    value: row.value as PageTextValue | null,
  };
}

/** The route a page of the brand was stored with ('' when the brand has no such page). */
export async function routeOfPage(
  db: Kysely<Database>,
  brand: BrandKey,
  page: string,
): Promise<string> {
  const row = await db
    .selectFrom('app_page')
    .select('route')
    .where('app_name', '=', brand)
    .where('name', '=', page)
    .executeTakeFirst();
  return row?.route ?? '';
}
