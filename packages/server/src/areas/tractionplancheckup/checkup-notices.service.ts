import {
  calendarDayIn,
  formatShortDate,
  getBrand,
  isReminderDue,
  type BrandKey,
  type TractionPlanPartner,
} from '@portal/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { CHECKUP_TEMPLATE_CODES } from '../../mail/templates/checkup-templates';
import { queueTemplateMessage } from '../../mail/templates/template-mail';
import { randomCode } from '../profile-participant/profile-context';
import { storedContent } from '../tractionplan/plan-content';
import type { CheckupEvent } from './checkup-events';
import {
  claimParticipantNotice,
  type CheckupParticipantRow,
  type CheckupRow,
  type FeedbackRequestRow,
} from './checkup.store';

/**
 * The checkup's messages (docs/decisions.md, "Checkups: stages, transitions and notifications").
 * Each one is claimed by a timestamp written in the transaction that queues it, so a notice,
 * a request or a reminder is never queued twice, whoever (job or admin) runs it at once.
 */
export type CheckupRun = { db: Kysely<Database>; brand: BrandKey; origin: string; now: Date };

export const ENTITY_TYPE = 'TractionPlanCheckup';
export const partnerSurveyPath = (surveyCode: string) => `/feedback/checkup/${surveyCode}`;
/** Participants update their plan on the plan page before feedback. */
export const PARTICIPANT_PATH = '/plan';
/** A released report's own address (docs/decisions.md, "Checkups: the report's address"). */
export const reportPath = (checkupParticipantId: string) =>
  `/traction/checkup/${checkupParticipantId}`;

/** Values every checkup message fills. */
function commonData(run: CheckupRun, checkup: CheckupRow, event: CheckupEvent) {
  const contact = checkup.reply_to_event_planner ? event.plannerEmail : null;
  return {
    planName: getBrand(run.brand).wording.plan,
    eventName: event.name,
    contactLine: contact ? `Questions? Write to ${contact}.` : '',
  };
}

const feedbackStart = (checkup: CheckupRow) =>
  checkup.start_date ? formatShortDate(`${checkup.start_date}T12:00:00`) : 'soon';
const feedbackClose = (checkup: CheckupRow) =>
  checkup.end_date
    ? `The survey is open until ${formatShortDate(`${checkup.end_date}T12:00:00`)}.`
    : '';

type ParticipantNotice = 'initial' | 'final' | 'release';
const NOTICE = {
  initial: { column: 'initial_notice_at', code: CHECKUP_TEMPLATE_CODES.initialNotice },
  final: { column: 'final_notice_at', code: CHECKUP_TEMPLATE_CODES.finalNotice },
  release: { column: 'release_notice_at', code: CHECKUP_TEMPLATE_CODES.reportReleased },
} as const;

/** What a participant's message is about: the plan before feedback, the report after it. */
type ParticipantLink = 'plan' | 'report';

function participantSend(
  run: CheckupRun,
  checkup: CheckupRow,
  event: CheckupEvent,
  row: CheckupParticipantRow,
  about: ParticipantLink,
) {
  return {
    origin: run.origin,
    to: row.email,
    entityId: checkup.id,
    entityType: ENTITY_TYPE,
    entityId2: row.id,
    entityType2: 'CheckupParticipant',
    ...(row.user_account_id ? { userAccountId: row.user_account_id } : {}),
    data: {
      ...commonData(run, checkup, event),
      firstName: row.first_name,
      feedbackStart: feedbackStart(checkup),
      releaseDate: (checkup.reported_at ?? run.now).toISOString(),
      link: `${run.origin}${about === 'report' ? reportPath(row.id) : PARTICIPANT_PATH}`,
    },
  };
}

/** The initial, final ('last chance') or release notice to the participants who lack it. */
export async function noticeParticipants(
  run: CheckupRun,
  checkup: CheckupRow,
  event: CheckupEvent,
  kind: ParticipantNotice,
): Promise<number> {
  const { column, code } = NOTICE[kind];
  const claimed = await claimParticipantNotice(run.db, checkup.id, column, run.now);
  for (const row of claimed) {
    await queueTemplateMessage(
      run.db,
      run.brand,
      code,
      participantSend(run, checkup, event, row, kind === 'release' ? 'report' : 'plan'),
    );
  }
  return claimed.length;
}

function partnerSend(
  run: CheckupRun,
  checkup: CheckupRow,
  event: CheckupEvent,
  request: FeedbackRequestRow,
  participant: Pick<CheckupParticipantRow, 'first_name' | 'last_name'>,
) {
  return {
    origin: run.origin,
    to: request.partner_email,
    entityId: checkup.id,
    entityType: ENTITY_TYPE,
    entityId2: request.id,
    entityType2: 'CheckupFeedbackRequest',
    data: {
      ...commonData(run, checkup, event),
      partnerFirstName: request.partner_first_name || request.partner_email,
      participantName: `${participant.first_name} ${participant.last_name}`.trim(),
      feedbackClose: feedbackClose(checkup),
      link: `${run.origin}${partnerSurveyPath(request.survey_code)}`,
    },
  };
}

/** The partners a plan invites to its checkups: included, with an address, not the owner. */
async function partnersOf(
  run: CheckupRun,
  participant: CheckupParticipantRow,
): Promise<TractionPlanPartner[]> {
  let query = run.db
    .selectFrom('traction_plan')
    .select(['id', 'format_version', 'plan'])
    .where('app_name', '=', run.brand);
  if (participant.traction_plan_id) query = query.where('id', '=', participant.traction_plan_id);
  else if (participant.user_account_id) {
    query = query.where('user_account_id', '=', participant.user_account_id);
  } else return [];
  const plan = await query.executeTakeFirst();
  if (!plan) return [];
  if (!participant.traction_plan_id) {
    await run.db
      .updateTable('checkup_participant')
      .set({ traction_plan_id: plan.id, updated_at: run.now })
      .where('id', '=', participant.id)
      .execute();
  }
  const own = participant.email.toLowerCase();
  const seen = new Set<string>();
  return storedContent(plan.format_version, plan.plan).accountabilityPartners.filter((p) => {
    const email = p.email.toLowerCase();
    if (!p.includeTPC || !email || email === own || seen.has(email)) return false;
    seen.add(email);
    return true;
  });
}

/**
 * Creates the missing feedback requests (a long random survey code each) of the checkup's
 * active participants, from their plans' partners, and e-mails each new one its link.
 */
export async function requestFeedback(
  run: CheckupRun,
  checkup: CheckupRow,
  event: CheckupEvent,
  onlyParticipantId?: string,
): Promise<number> {
  let query = run.db
    .selectFrom('checkup_participant')
    .selectAll()
    .where('checkup_id', '=', checkup.id)
    .where('is_active', '=', true);
  if (onlyParticipantId) query = query.where('id', '=', onlyParticipantId);
  let sent = 0;
  for (const participant of await query.execute()) {
    const partners = await partnersOf(run, participant);
    if (partners.length === 0) continue;
    const created = await run.db
      .insertInto('checkup_feedback_request')
      .values(
        partners.map((p) => ({
          app_name: run.brand,
          checkup_id: checkup.id,
          checkup_participant_id: participant.id,
          partner_email: p.email.toLowerCase(),
          partner_first_name: p.firstName,
          partner_last_name: p.lastName,
          survey_code: randomCode(),
          sent_at: run.now,
          updated_at: run.now,
        })),
      )
      .onConflict((oc) => oc.columns(['checkup_participant_id', 'partner_email']).doNothing())
      .returningAll()
      .execute();
    for (const request of created) {
      const send = partnerSend(run, checkup, event, request, participant);
      await queueTemplateMessage(run.db, run.brand, CHECKUP_TEMPLATE_CODES.feedbackRequest, send);
    }
    sent += created.length;
  }
  return sent;
}

/**
 * How often reminders go out, in calendar days of the event's zone. The job counts from the last
 * e-mail of any kind (the request or release notice, or a reminder); a person asking for
 * reminders by hand counts from the last reminder only, so the reminders go even on the day of
 * the request, and once a day at most.
 */
export type ReminderPace = { everyDays: number; fromLastReminderOnly: boolean };

const lastWritten = (pace: ReminderPace, reminder: Date | null, first: Date | null) =>
  pace.fromLastReminderOnly ? reminder : (reminder ?? first);

/** Reminds the partners who have not answered, when their pace allows. */
export async function remindPartners(
  run: CheckupRun,
  checkup: CheckupRow,
  event: CheckupEvent,
  pace: ReminderPace,
): Promise<number> {
  const today = calendarDayIn(run.now, event.timeZone);
  const pending = await run.db
    .selectFrom('checkup_feedback_request as r')
    .innerJoin('checkup_participant as p', 'p.id', 'r.checkup_participant_id')
    .selectAll('r')
    .select(['p.first_name', 'p.last_name'])
    .where('r.checkup_id', '=', checkup.id)
    .where('r.status', '=', 'pending')
    .where('p.is_active', '=', true)
    .execute();
  let sent = 0;
  for (const request of pending) {
    const last = lastWritten(pace, request.reminded_at, request.sent_at);
    if (last && !isReminderDue(calendarDayIn(last, event.timeZone), today, pace.everyDays)) {
      continue;
    }
    // Claimed only if nobody answered or reminded meanwhile.
    const claimed = await run.db
      .updateTable('checkup_feedback_request')
      .set((eb) => ({
        reminded_at: run.now,
        reminder_count: eb('reminder_count', '+', 1),
        updated_at: run.now,
      }))
      .where('id', '=', request.id)
      .where('status', '=', 'pending')
      .where('reminder_count', '=', request.reminder_count)
      .returningAll()
      .executeTakeFirst();
    if (!claimed) continue;
    const send = partnerSend(run, checkup, event, claimed, request);
    await queueTemplateMessage(run.db, run.brand, CHECKUP_TEMPLATE_CODES.feedbackReminder, send);
    sent++;
  }
  if (sent > 0) {
    await run.db
      .updateTable('traction_plan_checkup')
      .set({ feedback_reminder_at: run.now })
      .where('id', '=', checkup.id)
      .execute();
  }
  return sent;
}

/** Reminds participants who have not opened their released report, when their pace allows. */
export async function remindReports(
  run: CheckupRun,
  checkup: CheckupRow,
  event: CheckupEvent,
  pace: ReminderPace,
): Promise<number> {
  const today = calendarDayIn(run.now, event.timeZone);
  const unread = await run.db
    .selectFrom('checkup_participant')
    .selectAll()
    .where('checkup_id', '=', checkup.id)
    .where('is_active', '=', true)
    .where('release_notice_at', 'is not', null)
    .where('report_viewed_at', 'is', null)
    .execute();
  let sent = 0;
  for (const row of unread) {
    const last = lastWritten(pace, row.report_reminder_at, row.release_notice_at);
    if (last && !isReminderDue(calendarDayIn(last, event.timeZone), today, pace.everyDays)) {
      continue;
    }
    let claim = run.db
      .updateTable('checkup_participant')
      .set({ report_reminder_at: run.now, updated_at: run.now })
      .where('id', '=', row.id)
      .where('report_viewed_at', 'is', null);
    claim = row.report_reminder_at
      ? claim.where('report_reminder_at', '=', row.report_reminder_at)
      : claim.where('report_reminder_at', 'is', null);
    if (!(await claim.returning('id').executeTakeFirst())) continue;
    const send = participantSend(run, checkup, event, row, 'report');
    await queueTemplateMessage(run.db, run.brand, CHECKUP_TEMPLATE_CODES.reportReminder, send);
    sent++;
  }
  return sent;
}
