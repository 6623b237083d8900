import type { BrandKey } from '@portal/core';
import type { Db } from './checkup.store';

/** The plan a checkup participant is rated on: the one named, else the person's plan. */
export function findPlanOfParticipant(
  db: Db,
  brand: BrandKey,
  participant: { traction_plan_id: string | null; user_account_id: string | null },
) {
  let query = db
    .selectFrom('traction_plan')
    .select(['id', 'format_version', 'plan'])
    .where('app_name', '=', brand);
  if (participant.traction_plan_id) query = query.where('id', '=', participant.traction_plan_id);
  else if (participant.user_account_id) {
    query = query.where('user_account_id', '=', participant.user_account_id);
  } else return Promise.resolve(undefined);
  return query.executeTakeFirst();
}

/** The checkup's active participants (or the one named). */
export function listActiveParticipants(db: Db, checkupId: string, onlyParticipantId?: string) {
  let query = db
    .selectFrom('checkup_participant')
    .selectAll()
    .where('checkup_id', '=', checkupId)
    .where('is_active', '=', true);
  if (onlyParticipantId) query = query.where('id', '=', onlyParticipantId);
  return query.execute();
}

export type NewFeedbackRequest = {
  email: string;
  firstName: string;
  lastName: string;
  surveyCode: string;
};

/** The requests of a participant's partners that did not exist yet (those are answered). */
export function insertMissingRequests(
  db: Db,
  brand: BrandKey,
  participant: { checkupId: string; id: string },
  requests: readonly NewFeedbackRequest[],
  now: Date,
) {
  return db
    .insertInto('checkup_feedback_request')
    .values(
      requests.map((r) => ({
        app_name: brand,
        checkup_id: participant.checkupId,
        checkup_participant_id: participant.id,
        partner_email: r.email,
        partner_first_name: r.firstName,
        partner_last_name: r.lastName,
        survey_code: r.surveyCode,
        sent_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['checkup_participant_id', 'partner_email']).doNothing())
    .returningAll()
    .execute();
}

/** The checkup's unanswered requests of active participants, with the participant's names. */
export function listPendingRequests(db: Db, checkupId: string) {
  return db
    .selectFrom('checkup_feedback_request as r')
    .innerJoin('checkup_participant as p', 'p.id', 'r.checkup_participant_id')
    .selectAll('r')
    .select(['p.first_name', 'p.last_name'])
    .where('r.checkup_id', '=', checkupId)
    .where('r.status', '=', 'pending')
    .where('p.is_active', '=', true)
    .execute();
}

/** Claims a reminder: only if nobody answered or reminded since `reminderCount` was read. */
export function claimPartnerReminder(db: Db, requestId: string, reminderCount: number, now: Date) {
  return db
    .updateTable('checkup_feedback_request')
    .set((eb) => ({
      reminded_at: now,
      reminder_count: eb('reminder_count', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', requestId)
    .where('status', '=', 'pending')
    .where('reminder_count', '=', reminderCount)
    .returningAll()
    .executeTakeFirst();
}

export async function markFeedbackReminded(db: Db, checkupId: string, now: Date): Promise<void> {
  await db
    .updateTable('traction_plan_checkup')
    .set({ feedback_reminder_at: now })
    .where('id', '=', checkupId)
    .execute();
}

/** The checkup's active participants told of their report who have not opened it. */
export function listUnreadReports(db: Db, checkupId: string) {
  return db
    .selectFrom('checkup_participant')
    .selectAll()
    .where('checkup_id', '=', checkupId)
    .where('is_active', '=', true)
    .where('release_notice_at', 'is not', null)
    .where('report_viewed_at', 'is', null)
    .execute();
}

/** Claims a report reminder: only if unread and not reminded since `lastReminder` was read. */
export async function claimReportReminder(
  db: Db,
  participantId: string,
  lastReminder: Date | null,
  now: Date,
): Promise<boolean> {
  let claim = db
    .updateTable('checkup_participant')
    .set({ report_reminder_at: now, updated_at: now })
    .where('id', '=', participantId)
    .where('report_viewed_at', 'is', null);
  claim = lastReminder
    ? claim.where('report_reminder_at', '=', lastReminder)
    : claim.where('report_reminder_at', 'is', null);
  return (await claim.returning('id').executeTakeFirst()) !== undefined;
}

/** The checkup's requests by status, and its active participants (counts as the database answers). */
export async function countCheckupProgress(db: Db, checkupId: string) {
  const requests = await db
    .selectFrom('checkup_feedback_request')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('checkup_id', '=', checkupId)
    .groupBy('status')
    .execute();
  const participants = await db
    .selectFrom('checkup_participant')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('checkup_id', '=', checkupId)
    .where('is_active', '=', true)
    .executeTakeFirstOrThrow();
  return { requests, participants: Number(participants.n) };
}

/** Claims the status update: only if no other run sent it since `lastSent` was read. */
export async function claimStatusUpdate(
  db: Db,
  checkupId: string,
  lastSent: Date | null,
  now: Date,
): Promise<boolean> {
  let claim = db
    .updateTable('traction_plan_checkup')
    .set({ status_update_sent_at: now })
    .where('id', '=', checkupId);
  claim = lastSent
    ? claim.where('status_update_sent_at', '=', lastSent)
    : claim.where('status_update_sent_at', 'is', null);
  return (await claim.returning('id').executeTakeFirst()) !== undefined;
}
