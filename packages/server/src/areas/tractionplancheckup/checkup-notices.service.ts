import {
  localDateIn,
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
  claimPartnerReminder,
  claimReportReminder,
  findPlanOfParticipant,
  insertMissingRequests,
  listActiveParticipants,
  listPendingRequests,
  listUnreadReports,
  markFeedbackReminded,
} from './checkup-notices.store';
import { assignParticipantPlan } from './checkup-people.store';
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
  const plan = await findPlanOfParticipant(run.db, run.brand, participant);
  if (!plan) return [];
  if (!participant.traction_plan_id) {
    await assignParticipantPlan(run.db, participant.id, plan.id, run.now);
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
  let sent = 0;
  for (const participant of await listActiveParticipants(run.db, checkup.id, onlyParticipantId)) {
    const partners = await partnersOf(run, participant);
    if (partners.length === 0) continue;
    const created = await insertMissingRequests(
      run.db,
      run.brand,
      { checkupId: checkup.id, id: participant.id },
      partners.map((p) => ({
        email: p.email.toLowerCase(),
        firstName: p.firstName,
        lastName: p.lastName,
        surveyCode: randomCode(),
      })),
      run.now,
    );
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
  const today = localDateIn(run.now, event.timeZone);
  const pending = await listPendingRequests(run.db, checkup.id);
  let sent = 0;
  for (const request of pending) {
    const last = lastWritten(pace, request.reminded_at, request.sent_at);
    if (last && !isReminderDue(localDateIn(last, event.timeZone), today, pace.everyDays)) {
      continue;
    }
    // Claimed only if nobody answered or reminded meanwhile.
    const claimed = await claimPartnerReminder(run.db, request.id, request.reminder_count, run.now);
    if (!claimed) continue;
    const send = partnerSend(run, checkup, event, claimed, request);
    await queueTemplateMessage(run.db, run.brand, CHECKUP_TEMPLATE_CODES.feedbackReminder, send);
    sent++;
  }
  if (sent > 0) {
    await markFeedbackReminded(run.db, checkup.id, run.now);
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
  const today = localDateIn(run.now, event.timeZone);
  const unread = await listUnreadReports(run.db, checkup.id);
  let sent = 0;
  for (const row of unread) {
    const last = lastWritten(pace, row.report_reminder_at, row.release_notice_at);
    if (last && !isReminderDue(localDateIn(last, event.timeZone), today, pace.everyDays)) {
      continue;
    }
    if (!(await claimReportReminder(run.db, row.id, row.report_reminder_at, run.now))) continue;
    const send = participantSend(run, checkup, event, row, 'report');
    await queueTemplateMessage(run.db, run.brand, CHECKUP_TEMPLATE_CODES.reportReminder, send);
    sent++;
  }
  return sent;
}
