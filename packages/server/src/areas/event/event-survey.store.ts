import type { Kysely } from 'kysely';
import { toJson, type Database } from '../../db/schema';

/** Whether the participant has answered the event's survey. */
export async function hasSurveyResponse(
  db: Kysely<Database>,
  participantId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('event_survey_response')
    .select('id')
    .where('participant_id', '=', participantId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores one set of answers (a participant's, or anonymous ones from the room). */
export function insertSurveyResponse(
  db: Kysely<Database>,
  response: {
    eventId: string;
    participantId: string | null;
    anonymous: boolean;
    answers: Record<string, unknown>;
  },
  now: Date,
) {
  return db
    .insertInto('event_survey_response')
    .values({
      event_id: response.eventId,
      participant_id: response.participantId,
      anonymous: response.anonymous,
      answers: toJson(response.answers),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The event's answers, oldest first, with the names of participants who answered. */
export function surveyResponsesOf(db: Kysely<Database>, eventId: string) {
  return db
    .selectFrom('event_survey_response as r')
    .leftJoin('participant as p', 'p.id', 'r.participant_id')
    .select([
      'r.answers',
      'r.anonymous',
      'r.created_at',
      'r.participant_id',
      'p.first_name',
      'p.last_name',
    ])
    .where('r.event_id', '=', eventId)
    .orderBy('r.created_at')
    .execute();
}
