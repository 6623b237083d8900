import type { Kysely } from 'kysely';
import { EVENT_SURVEY_ENTITY, type BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The brand's release of the default post-event survey, when it has been made. */
export async function findDefaultReleaseId(db: Db, brand: BrandKey): Promise<string | null> {
  const row = await db
    .selectFrom('event_survey_default')
    .select('release_id')
    .where('app_name', '=', brand)
    .executeTakeFirst();
  return row?.release_id ?? null;
}

/** Records the brand's default release; false when another request recorded one first. */
export async function insertDefaultRelease(
  db: Db,
  brand: BrandKey,
  releaseId: string,
): Promise<boolean> {
  const rows = await db
    .insertInto('event_survey_default')
    .values({ app_name: brand, release_id: releaseId })
    .onConflict((oc) => oc.column('app_name').doNothing())
    .returning('release_id')
    .execute();
  return rows.length > 0;
}

/** A release of the brand that can take answers (its definition not archived). */
export function findUsableRelease(db: Db, brand: BrandKey, releaseId: string) {
  return db
    .selectFrom('survey_release as r')
    .innerJoin('survey_definition as d', 'd.id', 'r.definition_id')
    .select(['r.id', 'r.name', 'r.anonymous'])
    .where('r.id', '=', releaseId)
    .where('r.app_name', '=', brand)
    .where('d.archived', '=', false)
    .executeTakeFirst();
}
export type EventSurveyRelease = NonNullable<Awaited<ReturnType<typeof findUsableRelease>>>;

/** The brand's open releases of definitions not archived, but the default one, by name. */
export function choosableReleases(db: Db, brand: BrandKey, now: Date) {
  return db
    .selectFrom('survey_release as r')
    .innerJoin('survey_definition as d', 'd.id', 'r.definition_id')
    .leftJoin('event_survey_default as x', 'x.release_id', 'r.id')
    .select(['r.id', 'r.name'])
    .where('r.app_name', '=', brand)
    .where('d.archived', '=', false)
    .where('r.closed_at', 'is', null)
    .where((eb) => eb.or([eb('r.closes_at', 'is', null), eb('r.closes_at', '>', now)]))
    .where('x.release_id', 'is', null)
    .orderBy('r.name')
    .execute();
}

/** A person's invitation to the release about the event, with its event rules if recorded. */
export function findEventInvitation(
  db: Db,
  key: { releaseId: string; userAccountId: string; eventId: string },
) {
  return db
    .selectFrom('survey_invitation as i')
    .leftJoin('event_survey_invitation as ei', 'ei.invitation_id', 'i.id')
    .select(['i.id', 'i.survey_code', 'i.completed_at', 'ei.invitation_id as ruled'])
    .where('i.release_id', '=', key.releaseId)
    .where('i.user_account_id', '=', key.userAccountId)
    .where('i.entity_key', '=', key.eventId)
    .executeTakeFirst();
}

export type EventInvitationRules = {
  closesAt: Date | null;
  anonymous: boolean;
  allowMultiple: boolean;
};

/** Records (or brings up to date) what the event type says of an invitation. */
export async function upsertInvitationRules(
  db: Db,
  invitationId: string,
  eventId: string,
  rules: EventInvitationRules,
): Promise<void> {
  const values = {
    closes_at: rules.closesAt,
    anonymous: rules.anonymous,
    allow_multiple: rules.allowMultiple,
  };
  await db
    .insertInto('event_survey_invitation')
    .values({ invitation_id: invitationId, event_id: eventId, ...values })
    .onConflict((oc) => oc.column('invitation_id').doUpdateSet(values))
    .execute();
}

/** The accounts of the event's registrations that take its survey (see `takesEventSurvey`). */
export async function surveyTakersOf(
  db: Db,
  eventId: string,
  checkedInOnly: boolean,
): Promise<string[]> {
  let query = db
    .selectFrom('participant')
    .select('user_account_id')
    .distinct()
    .where('event_id', '=', eventId)
    .where('user_account_id', 'is not', null);
  if (checkedInOnly) query = query.where('checked_in_at', 'is not', null);
  const rows = await query.execute();
  return rows.flatMap((row) => (row.user_account_id ? [row.user_account_id] : []));
}

/** How many of the event's invitations there are and how many were answered. */
export async function eventInvitationCounts(db: Db, releaseId: string, eventId: string) {
  const row = await db
    .selectFrom('survey_invitation')
    .select((eb) => [
      eb.fn.countAll<string>().as('invited'),
      eb.fn.count<string>('completed_at').as('completed'),
    ])
    .where('release_id', '=', releaseId)
    .where('entity_type', '=', EVENT_SURVEY_ENTITY)
    .where('entity_key', '=', eventId)
    .executeTakeFirstOrThrow();
  return { invited: Number(row.invited), completed: Number(row.completed) };
}
