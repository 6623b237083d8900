import type { Kysely } from 'kysely';
import { CheckupStage, type BrandKey, type CheckupFeedbackAnswers } from '@portal/core';
import { toJson, type Database } from '../../db/schema';

/** A feedback request with what the survey needs of its participant and checkup. */
export async function findRequestByCode(db: Kysely<Database>, brand: BrandKey, code: string) {
  return db
    .selectFrom('checkup_feedback_request as r')
    .innerJoin('checkup_participant as p', 'p.id', 'r.checkup_participant_id')
    .innerJoin('traction_plan_checkup as c', 'c.id', 'r.checkup_id')
    .select([
      'r.id',
      'r.status',
      'r.partner_first_name',
      'r.partner_last_name',
      'r.checkup_participant_id',
      'p.first_name',
      'p.last_name',
      'p.traction_plan_id',
      'p.is_active as participant_active',
      'c.stage',
      'c.is_active',
      'c.is_anonymous',
      'c.survey_version',
    ])
    .where('r.survey_code', '=', code)
    .where('r.app_name', '=', brand)
    .executeTakeFirst();
}
export type RequestByCode = NonNullable<Awaited<ReturnType<typeof findRequestByCode>>>;

export function findPlan(db: Kysely<Database>, brand: BrandKey, planId: string) {
  return db
    .selectFrom('traction_plan')
    .select(['id', 'format_version', 'plan'])
    .where('id', '=', planId)
    .where('app_name', '=', brand)
    .executeTakeFirst();
}

/** The answers given to a participant's requests, oldest first, with their partner's name. */
export async function responsesOfParticipants(
  db: Kysely<Database>,
  participantIds: readonly string[],
) {
  if (participantIds.length === 0) return [];
  return db
    .selectFrom('checkup_feedback_response as a')
    .innerJoin('checkup_feedback_request as r', 'r.id', 'a.request_id')
    .select([
      'a.request_id',
      'a.checkup_participant_id',
      'a.survey_version',
      'a.answers',
      'a.created_at',
      'r.partner_first_name',
      'r.partner_last_name',
    ])
    .where('a.checkup_participant_id', 'in', participantIds)
    .orderBy('a.created_at')
    .orderBy('a.id')
    .execute();
}

/** Takes a pending request as answered, only while its checkup is active in Feedback. */
export async function markRequestAnswered(
  db: Kysely<Database>,
  requestId: string,
  now: Date,
): Promise<boolean> {
  const taken = await db
    .updateTable('checkup_feedback_request')
    .set({ status: 'answered', answered_at: now, updated_at: now })
    .where('id', '=', requestId)
    .where('status', '=', 'pending')
    .where('checkup_id', 'in', (eb) =>
      eb
        .selectFrom('traction_plan_checkup')
        .select('id')
        .where('stage', '=', CheckupStage.Feedback)
        .where('is_active', '=', true),
    )
    .returning('id')
    .executeTakeFirst();
  return taken !== undefined;
}

export async function insertFeedbackResponse(
  db: Kysely<Database>,
  brand: BrandKey,
  response: {
    requestId: string;
    checkupParticipantId: string;
    surveyVersion: number;
    interactionFrequency: NonNullable<CheckupFeedbackAnswers['interactionFrequency']>;
    answers: CheckupFeedbackAnswers;
  },
  now: Date,
): Promise<void> {
  await db
    .insertInto('checkup_feedback_response')
    .values({
      app_name: brand,
      request_id: response.requestId,
      checkup_participant_id: response.checkupParticipantId,
      survey_version: response.surveyVersion,
      interaction_frequency: response.interactionFrequency,
      answers: toJson(response.answers),
      updated_at: now,
    })
    .execute();
}
