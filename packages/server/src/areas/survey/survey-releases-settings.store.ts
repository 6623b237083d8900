import { sql, type Kysely } from 'kysely';
import type { BrandKey, TSurveyReleaseDefaults } from '@portal/core';
import { toJson, type Database } from '../../db/schema';

/** The SQL of what survey admins keep beside releases: groups, defaults, short links, NR groups. */

export function releaseGroupRows(db: Kysely<Database>, brand: BrandKey, id?: string) {
  let query = db
    .selectFrom('survey_release_group as g')
    .select(['g.id', 'g.name', 'g.description'])
    .select((eb) =>
      eb
        .selectFrom('survey_release as r')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('r.release_group_id', '=', 'g.id')
        .as('release_count'),
    )
    .where('g.app_name', '=', brand);
  if (id) query = query.where('g.id', '=', id);
  return query
    .orderBy(sql`lower(g.name)`)
    .orderBy('g.id')
    .execute();
}

export async function insertReleaseGroup(
  db: Kysely<Database>,
  brand: BrandKey,
  values: { name: string; description: string },
): Promise<string> {
  const row = await db
    .insertInto('survey_release_group')
    .values({ app_name: brand, ...values, updated_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes the brand's group; false when it has none with this id. */
export async function updateReleaseGroup(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
  values: { name: string; description: string },
): Promise<boolean> {
  const result = await db
    .updateTable('survey_release_group')
    .set({ ...values, updated_at: new Date() })
    .where('app_name', '=', brand)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the brand's group (its releases are kept, ungrouped, by the foreign key). */
export async function deleteReleaseGroupRow(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('survey_release_group')
    .where('app_name', '=', brand)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function findDefaults(db: Kysely<Database>, brand: BrandKey) {
  const row = await db
    .selectFrom('survey_release_defaults')
    .select('defaults')
    .where('app_name', '=', brand)
    .executeTakeFirst();
  return row?.defaults;
}

export async function upsertDefaults(
  db: Kysely<Database>,
  brand: BrandKey,
  defaults: TSurveyReleaseDefaults,
): Promise<void> {
  await db
    .insertInto('survey_release_defaults')
    .values({ app_name: brand, defaults: toJson(defaults) })
    .onConflict((oc) =>
      oc.column('app_name').doUpdateSet({ defaults: toJson(defaults), updated_at: new Date() }),
    )
    .execute();
}

export function shortUrlRows(
  db: Kysely<Database>,
  brand: BrandKey,
  filter: { releaseId?: string; code?: string },
) {
  let query = db
    .selectFrom('survey_short_url as u')
    .innerJoin('survey_release as r', 'r.id', 'u.release_id')
    .selectAll('u')
    .select('r.name as release_name')
    .where('u.app_name', '=', brand);
  if (filter.releaseId) query = query.where('u.release_id', '=', filter.releaseId);
  if (filter.code) query = query.where('u.code', '=', filter.code);
  return query.orderBy('u.created_at', 'desc').orderBy('u.code').execute();
}

export async function insertShortUrl(
  db: Kysely<Database>,
  values: {
    code: string;
    app_name: BrandKey;
    release_id: string;
    params: Record<string, string>;
    max_uses: number | null;
    expires_at: Date | null;
    created_by: string | null;
  },
): Promise<void> {
  await db
    .insertInto('survey_short_url')
    .values({ ...values, params: toJson(values.params) })
    .execute();
}

export async function deleteShortUrlRow(
  db: Kysely<Database>,
  brand: BrandKey,
  code: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('survey_short_url')
    .where('app_name', '=', brand)
    .where('code', '=', code)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export function nonRegisteredGroupRows(db: Kysely<Database>, brand: BrandKey, id?: string) {
  let query = db
    .selectFrom('non_registered_group as n')
    .leftJoin('crm_account as a', 'a.id', 'n.crm_account_id')
    .select(['n.id', 'n.name', 'n.crm_account_id', 'a.account_name'])
    .where('n.app_name', '=', brand);
  if (id) query = query.where('n.id', '=', id);
  return query
    .orderBy(sql`lower(n.name)`)
    .orderBy('n.id')
    .execute();
}

export async function insertNonRegisteredGroup(
  db: Kysely<Database>,
  brand: BrandKey,
  values: { name: string; crm_account_id: string | null },
): Promise<string> {
  const row = await db
    .insertInto('non_registered_group')
    .values({ app_name: brand, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateNonRegisteredGroup(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
  values: { name: string; crm_account_id: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('non_registered_group')
    .set(values)
    .where('app_name', '=', brand)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The names and sign-in addresses of these people of the brand. */
export function personNames(db: Kysely<Database>, brand: BrandKey, ids: readonly string[]) {
  return db
    .selectFrom('user_account as u')
    .leftJoin('identity_user as i', 'i.id', 'u.user_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'i.email'])
    .where('u.app_name', '=', brand)
    .where('u.id', 'in', ids)
    .execute();
}
