import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { CheckupStage, type BrandKey, type TCheckupSave } from '@portal/core';
import {
  toJson,
  type CheckupFeedbackRequestTable,
  type CheckupParticipantTable,
  type Database,
  type TractionPlanCheckupTable,
} from '../../db/schema';

export type CheckupRow = Selectable<TractionPlanCheckupTable>;
export type CheckupParticipantRow = Selectable<CheckupParticipantTable>;
export type FeedbackRequestRow = Selectable<CheckupFeedbackRequestTable>;
export type Db = Kysely<Database> | Transaction<Database>;

export function findCheckups(
  db: Db,
  brand: BrandKey,
  by: { ids?: readonly string[]; eventIds?: readonly string[] },
): Promise<CheckupRow[]> {
  let query = db.selectFrom('traction_plan_checkup').selectAll().where('app_name', '=', brand);
  if (by.ids) query = query.where('id', 'in', by.ids.length ? by.ids : [null as never]);
  if (by.eventIds) {
    query = query.where('event_id', 'in', by.eventIds.length ? by.eventIds : [null as never]);
  }
  return query.orderBy('created_at').execute();
}

export async function findCheckup(db: Db, brand: BrandKey, id: string) {
  return (await findCheckups(db, brand, { ids: [id] }))[0];
}

/** The checkup's settings as stored (everything of the save but its id and event). */
function settingsOf(input: TCheckupSave) {
  return {
    is_active: input.isActive,
    is_anonymous: input.isAnonymous,
    notification_days: input.notificationDays,
    last_chance_days: input.lastChanceDays,
    start_date: input.startDate,
    end_date: input.endDate,
    feedback_reminder_frequency_days: input.feedbackReminderFrequencyDays,
    report_reminder_days: input.reportReminderDays,
    previous_feedback_days: input.previousFeedbackDays,
    survey_version: input.surveyVersion,
    checkup_type: input.checkupType,
    survey_release_id: input.surveyReleaseId,
    reply_to_event_planner: input.replyToEventPlanner,
    send_to_sales_person: input.sendToSalesPerson,
    send_to_trainer: input.sendToTrainer,
    event_notes: input.eventNotes,
    status_update: toJson(input.statusUpdate),
  };
}

/** A new checkup of the event; undefined when the event already has one (one per event). */
export function insertCheckup(db: Db, brand: BrandKey, input: TCheckupSave) {
  return db
    .insertInto('traction_plan_checkup')
    .values({ ...settingsOf(input), app_name: brand, event_id: input.eventId, updated_at: now() })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function updateCheckup(db: Db, id: string, input: TCheckupSave) {
  return db
    .updateTable('traction_plan_checkup')
    .set({ ...settingsOf(input), updated_at: now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

const STAGE_STAMPS: Partial<Record<CheckupStage, keyof TractionPlanCheckupTable>> = {
  [CheckupStage.Notify]: 'notified_at',
  [CheckupStage.FinalNotification]: 'final_notified_at',
  [CheckupStage.Feedback]: 'feedback_started_at',
  [CheckupStage.FeedbackClosed]: 'feedback_closed_at',
  [CheckupStage.Reported]: 'reported_at',
  [CheckupStage.Completed]: 'completed_at',
};

/**
 * Moves the stage when it still is `from` (a concurrent move by the job or another admin makes
 * this answer undefined) and stamps the day of the step.
 */
export function moveStage(db: Db, id: string, from: CheckupStage, to: CheckupStage, at: Date) {
  const stamp = STAGE_STAMPS[to];
  return db
    .updateTable('traction_plan_checkup')
    .set({ stage: to, updated_at: at, ...(stamp ? { [stamp]: at } : {}) })
    .where('id', '=', id)
    .where('stage', '=', from)
    .returningAll()
    .executeTakeFirst();
}

export function setCheckupActive(db: Db, id: string, active: boolean) {
  return db
    .updateTable('traction_plan_checkup')
    .set({ is_active: active, updated_at: now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function deleteCheckup(db: Db, id: string) {
  return db.deleteFrom('traction_plan_checkup').where('id', '=', id).executeTakeFirst();
}

export function participantsOf(db: Db, checkupIds: readonly string[]) {
  if (checkupIds.length === 0) return Promise.resolve([] as CheckupParticipantRow[]);
  return db
    .selectFrom('checkup_participant')
    .selectAll()
    .where('checkup_id', 'in', checkupIds)
    .orderBy('last_name')
    .orderBy('first_name')
    .execute();
}

export function requestsOf(db: Db, checkupIds: readonly string[]) {
  if (checkupIds.length === 0) return Promise.resolve([] as FeedbackRequestRow[]);
  return db
    .selectFrom('checkup_feedback_request')
    .selectAll()
    .where('checkup_id', 'in', checkupIds)
    .orderBy('created_at')
    .execute();
}

export function findCheckupParticipant(db: Db, brand: BrandKey, id: string) {
  return db
    .selectFrom('checkup_participant')
    .selectAll()
    .where('app_name', '=', brand)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Adds the event's registrations that are not on the checkup yet, except people on another
 * active checkup of the same type that is not completed (nobody is rated twice at once).
 */
export async function addEventParticipants(db: Db, checkup: CheckupRow): Promise<number> {
  const result = await db
    .insertInto('checkup_participant')
    .columns([
      'app_name',
      'checkup_id',
      'participant_id',
      'user_account_id',
      'email',
      'first_name',
      'last_name',
      'traction_plan_id',
      'updated_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom('participant as p')
        .leftJoin('traction_plan as tp', (join) =>
          join
            .onRef('tp.user_account_id', '=', 'p.user_account_id')
            .on('tp.app_name', '=', checkup.app_name),
        )
        .where('p.event_id', '=', checkup.event_id)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('checkup_participant as other')
                .innerJoin('traction_plan_checkup as oc', 'oc.id', 'other.checkup_id')
                .select(sql`1`.as('one'))
                .where('oc.id', '!=', checkup.id)
                .where('oc.is_active', '=', true)
                .where('oc.stage', '<', CheckupStage.Completed)
                .where('oc.checkup_type', '=', checkup.checkup_type)
                .where('other.is_active', '=', true)
                .where('other.app_name', '=', checkup.app_name)
                .whereRef('other.email', '=', 'p.email'),
            ),
          ),
        )
        .select([
          sql<string>`${checkup.app_name}::text`.as('app_name'),
          sql<string>`${checkup.id}::uuid`.as('checkup_id'),
          'p.id as participant_id',
          'p.user_account_id',
          'p.email',
          'p.first_name',
          'p.last_name',
          'tp.id as traction_plan_id',
          sql<Date>`now()`.as('updated_at'),
        ]),
    )
    .onConflict((oc) => oc.columns(['checkup_id', 'participant_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/**
 * Claims a notice for the checkup's active participants who have not had it: the stamp is set
 * in the caller's transaction with the message, so a notice is never queued twice.
 */
export function claimParticipantNotice(
  db: Db,
  checkupId: string,
  column: 'initial_notice_at' | 'final_notice_at' | 'release_notice_at',
  at: Date,
) {
  return db
    .updateTable('checkup_participant')
    .set({ [column]: at, updated_at: at })
    .where('checkup_id', '=', checkupId)
    .where('is_active', '=', true)
    .where(column, 'is', null)
    .returningAll()
    .execute();
}

function now(): Date {
  return new Date();
}

/** The brand's active checkups not completed yet (or the one named), oldest first. */
export function listOpenCheckups(db: Db, brand: BrandKey, only: string | null) {
  let query = db
    .selectFrom('traction_plan_checkup')
    .selectAll()
    .where('app_name', '=', brand)
    .where('is_active', '=', true)
    .where('stage', '<', CheckupStage.Completed);
  if (only) query = query.where('id', '=', only);
  return query.orderBy('created_at').execute();
}

export function findFeedbackRequest(db: Db, brand: BrandKey, id: string) {
  return db
    .selectFrom('checkup_feedback_request')
    .selectAll()
    .where('app_name', '=', brand)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Sets a request's status unless it is answered (undefined then). */
export function setRequestStatusUnlessAnswered(
  db: Db,
  id: string,
  status: FeedbackRequestRow['status'],
  now: Date,
) {
  return db
    .updateTable('checkup_feedback_request')
    .set({ status, updated_at: now })
    .where('id', '=', id)
    .where('status', '!=', 'answered')
    .returningAll()
    .executeTakeFirst();
}
