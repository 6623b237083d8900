import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import { defaultEventSurveyRelease } from '../../areas/event/event-survey-release';
import type { Database } from '../schema';

// Plain SQL that PGlite and PostgreSQL both run. The default survey it makes for a brand with
// answers to move is the one of the day it runs (the definition keeps it as its version 1).

/**
 * Event surveys on the survey module: the brand's default release of the five statements, the
 * event type's rules on each participant's invitation, and the answers of the old fixed survey
 * moved into survey responses of the default release about their event (anonymous ones without
 * the person, and with only the day as their time), each participant's invitation answered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table event_survey_default (
    app_name text primary key,
    release_id uuid not null references survey_release(id) on delete cascade
  )`.execute(db);
  await sql`create table event_survey_invitation (
    invitation_id uuid primary key references survey_invitation(id) on delete cascade,
    event_id uuid not null references event(id) on delete cascade,
    closes_at timestamptz,
    anonymous boolean not null,
    allow_multiple boolean not null
  )`.execute(db);
  await sql`create index event_survey_invitation_event_idx
    on event_survey_invitation (event_id)`.execute(db);
  await moveOldAnswers(db as unknown as Kysely<Database>);
  await sql`drop table event_survey_response`.execute(db);
}

type OldAnswer = {
  id: string;
  brand: BrandKey;
  event_id: string;
  user_account_id: string | null;
  anonymous: boolean;
  type_details: Record<string, unknown>;
};

async function moveOldAnswers(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<OldAnswer>`select r.id, e.app_name as brand, r.event_id,
      p.user_account_id, r.anonymous, t.details as type_details
    from event_survey_response r
    join event e on e.id = r.event_id
    join event_catalog_item t on t.id = e.event_type_id
    left join participant p on p.id = r.participant_id
    order by r.created_at`.execute(db);
  const releases = new Map<BrandKey, string>();
  for (const row of rows) {
    let releaseId = releases.get(row.brand);
    if (!releaseId) {
      releaseId = (await defaultEventSurveyRelease(db, row.brand, new Date())).id;
      releases.set(row.brand, releaseId);
    }
    await moveAnswer(db, releaseId, row);
  }
}

async function moveAnswer(db: Kysely<Database>, releaseId: string, row: OldAnswer) {
  const person = row.anonymous ? null : row.user_account_id;
  await sql`insert into survey_response (release_id, definition_version, user_account_id,
      entity_type, entity_id, answers, language, completed, started_at, updated_at, completed_at)
    select ${releaseId}, 1, ${person}, 'TrainingEvent', r.event_id,
      coalesce(r.answers -> 'ratings', '{}'::jsonb) ||
        case when coalesce(r.answers ->> 'comment', '') <> ''
          then jsonb_build_object('comment', r.answers ->> 'comment') else '{}'::jsonb end,
      'en-us', true, t.at, t.at, t.at
    from event_survey_response r
    cross join lateral (select case when r.anonymous then date_trunc('day', r.created_at)
      else r.created_at end as at) t
    where r.id = ${row.id}`.execute(db);
  if (!row.user_account_id) return;
  // The participant answered: their invitation says so (once, unless the type takes several).
  const invitation = await sql<{ id: string }>`insert into survey_invitation (release_id,
      user_account_id, entity_type, entity_id, entity_key, survey_code, completed_at)
    select ${releaseId}, ${row.user_account_id}, 'TrainingEvent', r.event_id, r.event_id::text,
      ${randomBytes(32).toString('base64url')}, r.created_at
    from event_survey_response r where r.id = ${row.id}
    on conflict (release_id, user_account_id, entity_key) do nothing
    returning id`.execute(db);
  const id = invitation.rows[0]?.id;
  if (!id) return;
  await sql`insert into event_survey_invitation (invitation_id, event_id, closes_at, anonymous,
      allow_multiple)
    select ${id}, e.id,
      case when jsonb_typeof(t.details -> 'surveyExpirationDays') = 'number'
        then coalesce(e.end_date, e.start_date)
          + make_interval(days => (t.details ->> 'surveyExpirationDays')::int) end,
      ${row.type_details['allowAnonymousSurvey'] === true},
      ${row.type_details['surveyMultipleResponses'] === true}
    from event e join event_catalog_item t on t.id = e.event_type_id
    where e.id = ${row.event_id}`.execute(db);
}
