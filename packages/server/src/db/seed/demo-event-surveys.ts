import { sql, type Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import { eventSurveyRelease } from '../../areas/event/event-survey-release';
import { inviteToEventSurvey, surveySettingsOf } from '../../areas/event/event-survey-invite';
import { findEvent } from '../../areas/event/event.store';
import { completeInvitation, insertResponse } from '../../areas/survey/survey-take.store';
import type { Database } from '../schema';
import { brandsWith } from './demo-team';

/**
 * The demo participant's answers to the post-event survey of the past demo kickoff (the default
 * survey of five statements), so the event's results page shows something after `npm start`.
 * Skipped where the event has answers.
 */
export const DEMO_SURVEYED_EVENT = 'Spring leadership kickoff';
/** Any number that names this seed's lock, so two instances starting together write it once. */
const EVENT_SURVEY_LOCK = 7_400_004;

const ANSWERS = {
  worthTime: 5,
  relevant: 4,
  trainer: 5,
  apply: 4,
  recommend: 5,
  comment: 'Practical and well paced: I have already used the planning exercise with my team.',
};

async function seedBrandEventSurvey(db: Kysely<Database>, brand: BrandKey, now: Date) {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${EVENT_SURVEY_LOCK})`.execute(trx);
    const attendee = await trx
      .selectFrom('event as e')
      .innerJoin('participant as p', 'p.event_id', 'e.id')
      .select(['e.id', 'p.user_account_id'])
      .where('e.app_name', '=', brand)
      .where(sql<string>`e.details ->> 'description'`, '=', DEMO_SURVEYED_EVENT)
      .where('p.checked_in_at', 'is not', null)
      .executeTakeFirst();
    const event = attendee && (await findEvent(trx, brand, attendee.id));
    if (!event || !attendee?.user_account_id) return;
    const answered = await trx
      .selectFrom('survey_response')
      .select('id')
      .where('entity_type', '=', 'TrainingEvent')
      .where('entity_id', '=', event.id)
      .executeTakeFirst();
    if (answered) return;
    const release = await eventSurveyRelease(trx, brand, surveySettingsOf(event), now);
    if (!release) return;
    const invitation = await inviteToEventSurvey(
      trx,
      event,
      release,
      attendee.user_account_id,
      now,
    );
    const answeredAt = new Date((event.end_date ?? now).getTime() + 3_600_000);
    await completeInvitation(trx, invitation.id, answeredAt, false);
    await insertResponse(
      trx,
      {
        releaseId: release.id,
        version: 1,
        answers: ANSWERS,
        language: 'en-us',
        userAccountId: attendee.user_account_id,
        entity: { type: 'TrainingEvent', id: event.id },
        nonRegisteredGroupId: null,
        params: null,
      },
      answeredAt,
    );
  });
}

export async function seedDemoEventSurveys(db: Kysely<Database>, now = new Date()): Promise<void> {
  for (const brand of await brandsWith(db, 'eventSurveys')) {
    await seedBrandEventSurvey(db, brand, now);
  }
}
