import { sql, type Kysely } from 'kysely';
import type { BrandKey, TeamSurveyKind } from '@portal/core';
import type { Database } from '../../db/schema';

/** The SQL of team surveys: marked releases, their teams, alignments and scorecard keys. */

type Db = Kysely<Database>;

/** Whether release `r` takes answers at an instant (core's `isReleaseOpen`, in SQL). */
const openAt = (now: Date) =>
  sql<boolean>`(r.closed_at is null and r.opens_at <= ${now} and (r.closes_at is null or r.closes_at > ${now}))`;

/** The brand's releases with the team survey each is, newest opening first. */
export function teamSurveyReleaseRows(db: Db, brand: BrandKey, now: Date, releaseId?: string) {
  let query = db
    .selectFrom('survey_release as r')
    .leftJoin('survey_team_release as t', 't.release_id', 'r.id')
    .select(['r.id', 'r.name', 'r.short_code', 'r.is_public', 't.kind'])
    .select(openAt(now).as('open'))
    .where('r.app_name', '=', brand);
  if (releaseId) query = query.where('r.id', '=', releaseId);
  return query.orderBy('r.opens_at', 'desc').orderBy('r.id').execute();
}

export async function saveTeamKind(db: Db, releaseId: string, kind: TeamSurveyKind | null) {
  if (kind === null) {
    await db.deleteFrom('survey_team_release').where('release_id', '=', releaseId).execute();
    return;
  }
  await db
    .insertInto('survey_team_release')
    .values({ release_id: releaseId, kind })
    .onConflict((oc) => oc.column('release_id').doUpdateSet({ kind }))
    .execute();
}

/** A release of the brand when it is a team survey of that kind. */
export function findTeamRelease(db: Db, brand: BrandKey, releaseId: string, kind: TeamSurveyKind) {
  return db
    .selectFrom('survey_release as r')
    .innerJoin('survey_team_release as t', 't.release_id', 'r.id')
    .select(['r.id', 'r.name', 'r.definition_id'])
    .where('r.app_name', '=', brand)
    .where('r.id', '=', releaseId)
    .where('t.kind', '=', kind)
    .executeTakeFirst();
}

// ---- A release's teams (non-registered groups) ------------------------------------------------

export function releaseTeamRows(db: Db, releaseId: string, options: { id?: string } = {}) {
  let query = db
    .selectFrom('non_registered_group as n')
    .select(['n.id', 'n.name', 'n.archived_at'])
    .select((eb) =>
      eb
        .selectFrom('survey_response as s')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('s.non_registered_group_id', '=', 'n.id')
        .where('s.completed', '=', true)
        .as('responses'),
    )
    .where('n.release_id', '=', releaseId);
  if (options.id) query = query.where('n.id', '=', options.id);
  return query
    .orderBy(sql`lower(n.name)`)
    .orderBy('n.id')
    .$narrowType<{ responses: number }>()
    .execute();
}

/** A team of the brand with its release (undefined: none, or not a release's). */
export function findReleaseTeam(db: Db, brand: BrandKey, id: string) {
  return db
    .selectFrom('non_registered_group')
    .select(['id', 'name', 'release_id', 'archived_at'])
    .where('app_name', '=', brand)
    .where('id', '=', id)
    .where('release_id', 'is not', null)
    .executeTakeFirst();
}

/** A release's team by name, in any case. */
export function findTeamByName(db: Db, releaseId: string, name: string) {
  return db
    .selectFrom('non_registered_group')
    .select(['id', 'name', 'archived_at'])
    .where('release_id', '=', releaseId)
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .executeTakeFirst();
}

export async function countReleaseTeams(db: Db, releaseId: string): Promise<number> {
  const row = await db
    .selectFrom('non_registered_group')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('release_id', '=', releaseId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Adds a team; undefined when the release has one of that name already. */
export async function insertReleaseTeam(
  db: Db,
  brand: BrandKey,
  releaseId: string,
  name: string,
): Promise<string | undefined> {
  const row = await db
    .insertInto('non_registered_group')
    .values({ app_name: brand, name, release_id: releaseId, crm_account_id: null })
    .onConflict((oc) =>
      oc
        .expression(sql`release_id, lower(name)`)
        .where('release_id', 'is not', null)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function updateReleaseTeam(
  db: Db,
  id: string,
  values: { name?: string; archived_at?: Date | null },
) {
  await db.updateTable('non_registered_group').set(values).where('id', '=', id).execute();
}

// ---- Team alignment ---------------------------------------------------------------------------

/** The brand's open alignment releases. */
export function openAlignmentReleases(db: Db, brand: BrandKey, now: Date) {
  return db
    .selectFrom('survey_release as r')
    .innerJoin('survey_team_release as t', 't.release_id', 'r.id')
    .select(['r.id', 'r.name'])
    .where('r.app_name', '=', brand)
    .where('t.kind', '=', 'alignment')
    .where(openAt(now))
    .orderBy('r.opens_at', 'desc')
    .execute();
}

/** The brand's groups a person leads or trains, with their names. */
export function groupsLedBy(db: Db, brand: BrandKey, userAccountId: string) {
  return db
    .selectFrom('user_group as g')
    .innerJoin('user_group_person as p', 'p.user_group_id', 'g.id')
    .select(['g.id', 'g.name'])
    .where('g.app_name', '=', brand)
    .where('p.user_account_id', '=', userAccountId)
    .where('p.role', 'in', ['leader', 'trainer'])
    .orderBy('g.name')
    .execute();
}

/** The groups an alignment was started for, of the given releases. */
export function startedAlignments(db: Db, releaseIds: readonly string[]) {
  if (releaseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('team_alignment as a')
    .innerJoin('user_group as g', 'g.id', 'a.user_group_id')
    .select(['a.release_id', 'a.user_group_id', 'a.started_at', 'g.name as group_name'])
    .select((eb) => [
      eb
        .selectFrom('survey_invitation as i')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('i.release_id', '=', 'a.release_id')
        .whereRef('i.entity_id', '=', 'a.user_group_id')
        .where('i.entity_type', '=', 'UserGroup')
        .as('invited'),
      eb
        .selectFrom('survey_response as s')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('s.release_id', '=', 'a.release_id')
        .whereRef('s.entity_id', '=', 'a.user_group_id')
        .where('s.entity_type', '=', 'UserGroup')
        .where('s.completed', '=', true)
        .as('completed'),
    ])
    .where('a.release_id', 'in', releaseIds)
    .$narrowType<{ invited: number; completed: number }>()
    .execute();
}

export async function markAlignmentStarted(
  db: Db,
  values: { releaseId: string; groupId: string; startedBy: string | null },
) {
  await db
    .insertInto('team_alignment')
    .values({
      release_id: values.releaseId,
      user_group_id: values.groupId,
      started_by: values.startedBy,
    })
    .onConflict((oc) => oc.columns(['release_id', 'user_group_id']).doNothing())
    .execute();
}

/** The members of a group (not its leaders or trainers: they read the report). */
export async function groupMemberIds(db: Db, groupId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_group_person')
    .select('user_account_id')
    .where('user_group_id', '=', groupId)
    .where('role', '=', 'member')
    .execute();
  return rows.map((row) => row.user_account_id);
}

/** The completed responses of a release about an entity, or of a team, newest first. */
export function completedResponses(
  db: Db,
  releaseId: string,
  about: { entityType: 'UserGroup'; entityId: string } | { teamId: string } | 'all',
) {
  let query = db
    .selectFrom('survey_response')
    .select(['definition_version', 'answers'])
    .where('release_id', '=', releaseId)
    .where('completed', '=', true);
  if (about !== 'all' && 'teamId' in about) {
    query = query.where('non_registered_group_id', '=', about.teamId);
  } else if (about !== 'all') {
    query = query
      .where('entity_type', '=', about.entityType)
      .where('entity_id', '=', about.entityId);
  }
  return query.orderBy('completed_at', 'desc').execute();
}

// ---- Team scorecards --------------------------------------------------------------------------

export async function insertScorecardKey(db: Db, keyHash: string, responseId: string) {
  await db
    .insertInto('survey_scorecard_key')
    .values({ key_hash: keyHash, response_id: responseId })
    .execute();
}

/** A scorecard response by its key's hash, with its release and team (of the brand). */
export function findScorecardByKey(db: Db, brand: BrandKey, keyHash: string) {
  return db
    .selectFrom('survey_scorecard_key as k')
    .innerJoin('survey_response as s', 's.id', 'k.response_id')
    .innerJoin('survey_release as r', 'r.id', 's.release_id')
    .innerJoin('non_registered_group as n', 'n.id', 's.non_registered_group_id')
    .select([
      'r.id as release_id',
      'r.name as release_name',
      'r.definition_id',
      'n.id as team_id',
      'n.name as team_name',
      's.definition_version',
      's.answers',
    ])
    .where('k.key_hash', '=', keyHash)
    .where('r.app_name', '=', brand)
    .executeTakeFirst();
}
