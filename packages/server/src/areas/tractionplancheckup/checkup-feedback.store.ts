import type { Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';

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
