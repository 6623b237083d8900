import { sql } from 'kysely';
import { CheckupStage, type BrandKey, type CheckupType } from '@portal/core';
import type { CheckupParticipantRow, Db } from './checkup.store';

/** A partner's requests in the brand (of one checkup, or all), newest first, with whom they rate. */
export function listRequestsOfPartner(
  db: Db,
  brand: BrandKey,
  email: string,
  checkupId: string | null,
) {
  let query = db
    .selectFrom('checkup_feedback_request as r')
    .innerJoin('checkup_participant as p', 'p.id', 'r.checkup_participant_id')
    .selectAll('r')
    .select(['p.first_name as p_first', 'p.last_name as p_last'])
    .where('r.app_name', '=', brand)
    .where('r.partner_email', '=', email);
  if (checkupId) query = query.where('r.checkup_id', '=', checkupId);
  return query.orderBy('r.created_at', 'desc').execute();
}

/** A person's checkup participations in the brand, newest first, with the event type's name. */
export function listParticipationsOf(db: Db, brand: BrandKey, userAccountId: string) {
  return db
    .selectFrom('checkup_participant as p')
    .innerJoin('traction_plan_checkup as c', 'c.id', 'p.checkup_id')
    .innerJoin('event as e', 'e.id', 'c.event_id')
    .innerJoin('event_catalog_item as t', 't.id', 'e.event_type_id')
    .selectAll('p')
    .select(['t.name as event_name'])
    .where('p.app_name', '=', brand)
    .where('p.user_account_id', '=', userAccountId)
    .orderBy('p.created_at', 'desc')
    .execute();
}

/** Counts a view of the participant's report; the first view's time is kept. */
export function recordReportViewed(db: Db, id: string, now: Date) {
  return db
    .updateTable('checkup_participant')
    .set((eb) => ({
      report_viewed_at: eb.fn.coalesce('report_viewed_at', sql<Date>`${now}`),
      report_view_count: eb('report_view_count', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', id)
    .returning('report_viewed_at')
    .executeTakeFirstOrThrow();
}

/**
 * The event's participants (of the given e-mails, when named) who are not on an active,
 * unfinished checkup of the type of another event.
 */
export function listParticipantsFreeForCheckup(
  db: Db,
  brand: BrandKey,
  eventId: string,
  checkupType: CheckupType,
  emails: readonly string[] | undefined,
) {
  let query = db
    .selectFrom('participant as p')
    .select(['p.id', 'p.user_account_id', 'p.email', 'p.first_name', 'p.last_name'])
    .where('p.event_id', '=', eventId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('checkup_participant as cp')
            .innerJoin('traction_plan_checkup as c', 'c.id', 'cp.checkup_id')
            .select(sql`1`.as('one'))
            .where('c.event_id', '!=', eventId)
            .where('c.is_active', '=', true)
            .where('c.stage', '<', CheckupStage.Completed)
            .where('c.checkup_type', '=', checkupType)
            .where('cp.is_active', '=', true)
            .where('cp.app_name', '=', brand)
            .whereRef('cp.email', '=', 'p.email'),
        ),
      ),
    );
  if (emails)
    query = query.where('p.email', 'in', emails.length ? emails.map((e) => e.toLowerCase()) : ['']);
  return query.orderBy('p.last_name').orderBy('p.first_name').execute();
}

/** Whether the person is active on an active checkup: unfinished, or in Feedback only. */
export async function isOnActiveCheckup(
  db: Db,
  brand: BrandKey,
  userAccountId: string,
  checkupType: CheckupType | null,
  onFeedbackOnly: boolean,
): Promise<boolean> {
  let query = db
    .selectFrom('checkup_participant as cp')
    .innerJoin('traction_plan_checkup as c', 'c.id', 'cp.checkup_id')
    .select('cp.id')
    .where('cp.app_name', '=', brand)
    .where('cp.user_account_id', '=', userAccountId)
    .where('cp.is_active', '=', true)
    .where('c.is_active', '=', true);
  query = onFeedbackOnly
    ? query.where('c.stage', '=', CheckupStage.Feedback)
    : query.where('c.stage', '<', CheckupStage.Completed);
  if (checkupType !== null) query = query.where('c.checkup_type', '=', checkupType);
  return (await query.executeTakeFirst()) !== undefined;
}

/** A plan of the brand with its owner. */
export function findPlanOwner(db: Db, brand: BrandKey, planId: string) {
  return db
    .selectFrom('traction_plan')
    .select(['id', 'user_account_id'])
    .where('app_name', '=', brand)
    .where('id', '=', planId)
    .executeTakeFirst();
}

/** The checkup participant is now rated on this plan. */
export function assignParticipantPlan(
  db: Db,
  participantId: string,
  planId: string,
  now: Date,
): Promise<CheckupParticipantRow> {
  return db
    .updateTable('checkup_participant')
    .set({ traction_plan_id: planId, updated_at: now })
    .where('id', '=', participantId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
