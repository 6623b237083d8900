import { sql, type Kysely, type Selectable } from 'kysely';
import type { BrandKey, SurveyTargetType, TSurveyReleaseFilter } from '@portal/core';
import type { Database } from '../../db/schema';
import type { SurveyReleaseTable } from '../../db/schema-surveys';

/** The SQL of releases and their targets. */

export type ReleaseRow = Selectable<SurveyReleaseTable> & {
  definition_name: string;
  release_group_name: string | null;
  invited: number;
  completed: number;
};

function releases(db: Kysely<Database>, brand: BrandKey) {
  return db
    .selectFrom('survey_release as r')
    .innerJoin('survey_definition as d', 'd.id', 'r.definition_id')
    .leftJoin('survey_release_group as g', 'g.id', 'r.release_group_id')
    .selectAll('r')
    .select((eb) => [
      'd.name as definition_name',
      'g.name as release_group_name',
      eb
        .selectFrom('survey_invitation as i')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('i.release_id', '=', 'r.id')
        .as('invited'),
      // Anonymous answers are not tied to an invitation: completed responses count them all.
      eb
        .selectFrom('survey_response as s')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('s.release_id', '=', 'r.id')
        .where('s.completed', '=', true)
        .as('completed'),
    ])
    .where('r.app_name', '=', brand)
    .$narrowType<{ invited: number; completed: number }>();
}

/** The brand's releases by the filter, newest opening first. */
export function findReleaseRows(
  db: Kysely<Database>,
  brand: BrandKey,
  filter: TSurveyReleaseFilter,
  now: Date,
): Promise<ReleaseRow[]> {
  let query = releases(db, brand);
  if (filter.definitionId) query = query.where('r.definition_id', '=', filter.definitionId);
  if (filter.releaseGroupId) query = query.where('r.release_group_id', '=', filter.releaseGroupId);
  if (filter.state) {
    const open = sql<boolean>`(r.closed_at is null and r.opens_at <= ${now} and (r.closes_at is null or r.closes_at > ${now}))`;
    query = query.where(filter.state === 'open' ? open : sql<boolean>`not ${open}`);
  }
  return query.orderBy('r.opens_at', 'desc').orderBy('r.id').execute();
}

export function findReleaseRow(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<ReleaseRow | undefined> {
  return releases(db, brand).where('r.id', '=', id).executeTakeFirst();
}

export type ReleaseValues = Omit<
  Selectable<SurveyReleaseTable>,
  'id' | 'version' | 'short_code' | 'created_at' | 'updated_at' | 'closed_at'
>;

export async function insertRelease(
  db: Kysely<Database>,
  values: ReleaseValues & { short_code: string },
): Promise<string> {
  const row = await db
    .insertInto('survey_release')
    .values({ ...values, closed_at: null, updated_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a release saved at `version`; false when it changed since (stale). */
export async function updateRelease(
  db: Kysely<Database>,
  id: string,
  version: number,
  values: ReleaseValues,
): Promise<boolean> {
  const result = await db
    .updateTable('survey_release')
    .set({ ...values, version: sql`version + 1`, updated_at: new Date() })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function closeReleaseRow(db: Kysely<Database>, id: string, now: Date): Promise<void> {
  await db
    .updateTable('survey_release')
    .set({ closed_at: now, version: sql`version + 1`, updated_at: now })
    .where('id', '=', id)
    .where('closed_at', 'is', null)
    .execute();
}

export type TargetKey = { entityType: SurveyTargetType; entityId: string };

export async function replaceTargets(
  db: Kysely<Database>,
  releaseId: string,
  targets: readonly TargetKey[],
): Promise<void> {
  await db.deleteFrom('survey_release_target').where('release_id', '=', releaseId).execute();
  if (targets.length === 0) return;
  await db
    .insertInto('survey_release_target')
    .values(
      targets.map((t) => ({
        release_id: releaseId,
        entity_type: t.entityType,
        entity_id: t.entityId,
      })),
    )
    .execute();
}

export function targetRows(db: Kysely<Database>, releaseId: string) {
  return db
    .selectFrom('survey_release_target')
    .select(['entity_type', 'entity_id'])
    .where('release_id', '=', releaseId)
    .orderBy('entity_type')
    .orderBy('entity_id')
    .execute();
}

const personName = sql<string>`trim(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))`;

/** The names of the brand's entities of one type among these ids (absent: not the brand's). */
export async function entityNames(
  db: Kysely<Database>,
  brand: BrandKey,
  type: SurveyTargetType,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await namesQuery(db, type, brand, ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

function namesQuery(
  db: Kysely<Database>,
  type: SurveyTargetType,
  brand: BrandKey,
  ids: readonly string[],
) {
  switch (type) {
    case 'CrmAccount':
      return db
        .selectFrom('crm_account')
        .select(['id', 'account_name as name'])
        .where('app_name', '=', brand)
        .where('id', 'in', ids);
    case 'UserGroup':
      return db
        .selectFrom('user_group')
        .select(['id', 'name'])
        .where('app_name', '=', brand)
        .where('id', 'in', ids);
    case 'TrainingEvent':
      return db
        .selectFrom('event')
        .select(['id', 'event_code as name'])
        .where('app_name', '=', brand)
        .where('id', 'in', ids);
    case 'UserAccount':
      return db
        .selectFrom('user_account')
        .select(['id', personName.as('name')])
        .where('app_name', '=', brand)
        .where('id', 'in', ids);
  }
}

/** Whether the brand has this release group. */
export async function hasReleaseGroup(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('survey_release_group')
    .select('id')
    .where('app_name', '=', brand)
    .where('id', '=', id)
    .executeTakeFirst();
  return !!row;
}
