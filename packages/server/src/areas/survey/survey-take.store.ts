import { sql, type Kysely } from 'kysely';
import type { BrandKey, TSurveyAnswers, TSurveyParams } from '@portal/core';
import { toJson, type Database } from '../../db/schema';

type Db = Kysely<Database>;

/** What a survey page needs of a release and its definition (archived definitions excluded). */
const releaseColumns = [
  'r.id as release_id',
  'r.definition_id',
  'r.opens_at',
  'r.closes_at',
  'r.closed_at',
  'r.anonymous',
  'r.uniqueness',
  'r.allow_multiple',
  'r.is_public',
  'r.short_code',
  'd.version as latest_version',
] as const;

/** The brand's releases whose definition is not archived: the ones a survey page may open. */
const brandReleases = (db: Db, brand: BrandKey) =>
  db
    .selectFrom('survey_release as r')
    .innerJoin('survey_definition as d', 'd.id', 'r.definition_id')
    .where('r.app_name', '=', brand)
    .where('d.archived', '=', false);

/**
 * What an event's survey invitation says over its release's settings (the event type's rules:
 * when it closes, anonymous or not, once or many times; docs/decisions.md, "Event surveys").
 */
const invitationRules = [
  sql<Date | null>`least(ei.closes_at, r.closes_at)`.as('closes_at'),
  sql<boolean>`coalesce(ei.anonymous, r.anonymous)`.as('anonymous'),
  sql<boolean>`coalesce(ei.allow_multiple, r.allow_multiple)`.as('allow_multiple'),
] as const;
const ruled = new Set(['r.closes_at', 'r.anonymous', 'r.allow_multiple']);

/** An invitation by its survey code, with its release, in the brand. */
export function findInvitationByCode(db: Db, brand: BrandKey, surveyCode: string) {
  return brandReleases(db, brand)
    .innerJoin('survey_invitation as i', 'i.release_id', 'r.id')
    .leftJoin('event_survey_invitation as ei', 'ei.invitation_id', 'i.id')
    .select([
      ...releaseColumns.filter((column) => !ruled.has(column)),
      ...invitationRules,
      'i.id',
      'i.survey_code',
      'i.user_account_id',
      'i.entity_type',
      'i.entity_id',
      'i.draft_answers',
      'i.draft_version',
      'i.completed_at',
    ])
    .where('i.survey_code', '=', surveyCode)
    .executeTakeFirst();
}
export type InvitationRow = NonNullable<Awaited<ReturnType<typeof findInvitationByCode>>>;

/** A release by its short code, in the brand. */
export function findReleaseByShortCode(db: Db, brand: BrandKey, shortCode: string) {
  return brandReleases(db, brand)
    .select(releaseColumns)
    .where('r.short_code', '=', shortCode)
    .executeTakeFirst();
}
export type ReleaseRow = NonNullable<Awaited<ReturnType<typeof findReleaseByShortCode>>>;

/** A release by its id, in the brand, as the survey pages read it. */
export function findReleaseRowById(db: Db, brand: BrandKey, releaseId: string) {
  return brandReleases(db, brand)
    .select(releaseColumns)
    .where('r.id', '=', releaseId)
    .executeTakeFirst();
}

export function findVersionBody(db: Db, definitionId: string, version: number) {
  return db
    .selectFrom('survey_definition_version')
    .select('body')
    .where('definition_id', '=', definitionId)
    .where('version', '=', version)
    .executeTakeFirst();
}

/** What the special fields are filled from. */
export function findRespondent(db: Db, userAccountId: string) {
  return db
    .selectFrom('user_account')
    .select(['first_name', 'last_name', 'emails', 'titles', 'phone_numbers'])
    .where('id', '=', userAccountId)
    .executeTakeFirst();
}

export async function saveInvitationDraft(
  db: Db,
  invitationId: string,
  version: number,
  answers: TSurveyAnswers,
): Promise<void> {
  await db
    .updateTable('survey_invitation')
    .set({ draft_answers: toJson(answers), draft_version: version })
    .where('id', '=', invitationId)
    .execute();
}

/**
 * Marks an invitation answered and clears its draft, in one conditional update: of two
 * submissions at once only one passes, unless the release takes several.
 */
export async function completeInvitation(
  db: Db,
  invitationId: string,
  now: Date,
  allowMultiple: boolean,
): Promise<boolean> {
  let update = db
    .updateTable('survey_invitation')
    .set({ completed_at: now, draft_answers: null, draft_version: null })
    .where('id', '=', invitationId);
  if (!allowMultiple) update = update.where('completed_at', 'is', null);
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type ResponseValues = {
  releaseId: string;
  version: number;
  answers: TSurveyAnswers;
  language: string;
  userAccountId: string | null;
  entity: { type: string | null; id: string | null };
  nonRegisteredGroupId: string | null;
  params: TSurveyParams | null;
};

/** A finished set of answers. */
export async function insertResponse(db: Db, values: ResponseValues, now: Date): Promise<void> {
  await db
    .insertInto('survey_response')
    .values({
      release_id: values.releaseId,
      definition_version: values.version,
      user_account_id: values.userAccountId,
      entity_type: values.entity.type,
      entity_id: values.entity.id,
      non_registered_group_id: values.nonRegisteredGroupId,
      answers: toJson(values.answers),
      params: values.params ? toJson(values.params) : null,
      language: values.language,
      completed: true,
      resume_key_hash: null,
      started_at: now,
      updated_at: now,
      completed_at: now,
    })
    .execute();
}

/**
 * A person's invitations in the brand, with their release, definition and account names, and
 * the id of their latest response to each (named releases only: anonymous ones keep no person).
 */
export function findMyInvitations(db: Db, brand: BrandKey, userAccountId: string) {
  return brandReleases(db, brand)
    .innerJoin('survey_invitation as i', 'i.release_id', 'r.id')
    .innerJoin('survey_definition_version as v', (join) =>
      join.onRef('v.definition_id', '=', 'd.id').onRef('v.version', '=', 'd.version'),
    )
    .leftJoin('crm_account as a', (join) =>
      join.onRef('a.id', '=', 'i.entity_id').on('i.entity_type', '=', 'CrmAccount'),
    )
    .leftJoin('event_survey_invitation as ei', 'ei.invitation_id', 'i.id')
    .leftJoin('event as ev', 'ev.id', 'ei.event_id')
    .leftJoin('event_catalog_item as t', 't.id', 'ev.event_type_id')
    .select((eb) => [
      'i.survey_code',
      'i.draft_version',
      'i.completed_at',
      'r.id as release_id',
      'r.owner_user_account_id',
      'r.opens_at',
      'r.closed_at',
      ...invitationRules,
      'v.body',
      sql<
        string | null
      >`coalesce(a.account_name, nullif(ev.details ->> 'description', ''), t.name)`.as(
        'account_name',
      ),
      eb
        .selectFrom('survey_response as s')
        .select('s.id')
        .whereRef('s.release_id', '=', 'r.id')
        .whereRef('s.user_account_id', '=', 'i.user_account_id')
        .where(sql<boolean>`s.entity_id is not distinct from i.entity_id`)
        .where('s.completed', '=', true)
        .orderBy('s.completed_at', 'desc')
        .limit(1)
        .as('response_id'),
    ])
    .where('i.user_account_id', '=', userAccountId)
    .orderBy('r.opens_at', 'desc')
    .execute();
}
export type MyInvitationRow = Awaited<ReturnType<typeof findMyInvitations>>[number];

/**
 * A completed named response of a release, with the version it answered and its person's name;
 * narrowed to a person and entity when given (one's own response).
 */
export function findNamedResponse(
  db: Db,
  releaseId: string,
  responseId: string,
  of?: { userAccountId: string; entityId: string | null },
) {
  let query = db
    .selectFrom('survey_response as s')
    .innerJoin('user_account as u', 'u.id', 's.user_account_id')
    .select(['s.definition_version', 's.answers', 's.completed_at', 'u.first_name', 'u.last_name'])
    .where('s.id', '=', responseId)
    .where('s.release_id', '=', releaseId)
    .where('s.completed', '=', true);
  if (of) {
    query = query
      .where('s.user_account_id', '=', of.userAccountId)
      .where(sql<boolean>`s.entity_id is not distinct from ${of.entityId}`);
  }
  return query.executeTakeFirst();
}

/**
 * A person's invitation to a release about an entity (an account unless the type says other;
 * none: ''), made on first need.
 */
export async function ensureInvitation(
  db: Db,
  values: {
    releaseId: string;
    userAccountId: string;
    entityId: string | null;
    entityType?: string;
    code: string;
  },
): Promise<{ id: string; surveyCode: string }> {
  await db
    .insertInto('survey_invitation')
    .values({
      release_id: values.releaseId,
      user_account_id: values.userAccountId,
      entity_type: values.entityId ? (values.entityType ?? 'CrmAccount') : null,
      entity_id: values.entityId,
      entity_key: values.entityId ?? '',
      survey_code: values.code,
      draft_answers: null,
      draft_version: null,
      reminded_at: null,
      completed_at: null,
    })
    .onConflict((oc) => oc.columns(['release_id', 'user_account_id', 'entity_key']).doNothing())
    .execute();
  const row = await db
    .selectFrom('survey_invitation')
    .select(['id', 'survey_code as surveyCode'])
    .where('release_id', '=', values.releaseId)
    .where('user_account_id', '=', values.userAccountId)
    .where('entity_key', '=', values.entityId ?? '')
    .executeTakeFirstOrThrow();
  return row;
}

/** The survey code of a person's invitation to a release about an entity, if they have one. */
export async function findInvitationCode(
  db: Db,
  releaseId: string,
  userAccountId: string,
  entityId: string | null,
): Promise<string | null> {
  const row = await db
    .selectFrom('survey_invitation')
    .select('survey_code')
    .where('release_id', '=', releaseId)
    .where('user_account_id', '=', userAccountId)
    .where('entity_key', '=', entityId ?? '')
    .executeTakeFirst();
  return row?.survey_code ?? null;
}

export function accountExists(db: Db, brand: BrandKey, accountId: string) {
  return db
    .selectFrom('crm_account')
    .select('id')
    .where('id', '=', accountId)
    .where('app_name', '=', brand)
    .executeTakeFirst();
}

export function findNonRegisteredGroup(db: Db, brand: BrandKey, groupId: string) {
  return db
    .selectFrom('non_registered_group')
    .select(['id', 'name'])
    .where('id', '=', groupId)
    .where('app_name', '=', brand)
    .executeTakeFirst();
}
