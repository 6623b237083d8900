import {
  CHECKUP_STAFF,
  CheckupStage,
  satisfies,
  type CheckupType,
  type TCheckupCandidate,
  type TCheckupParticipant,
  type TCheckupReportEntry,
  type TCheckupViewRecord,
  type TPartnerFeedbackRequest,
} from '@portal/core';
import { HttpError, notFound } from '../../http/errors';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import type { EventContext } from '../event/event-context';
import { checkupEventsByIds, requireCheckupEvent, visibleCheckupEvents } from './checkup-events';
import { requestFeedback } from './checkup-notices.service';
import {
  assignParticipantPlan,
  findPlanOwner,
  isOnActiveCheckup,
  listParticipantsFreeForCheckup,
  listParticipationsOf,
  listRequestsOfPartner,
  recordReportViewed,
} from './checkup-people.store';
import { presentParticipant, presentRequest, stageViewOf } from './checkup-present';
import { runOf } from './checkup.service';
import {
  findCheckup,
  findCheckupParticipant,
  findCheckups,
  requestsOf,
  type CheckupParticipantRow,
  type CheckupRow,
} from './checkup.store';

export const PARTICIPANT_NOT_FOUND = 'errors.checkup.participantNotFound';
export const NOT_RELEASED = 'errors.checkup.notReleased';
export const PLAN_NOT_PARTICIPANTS = 'errors.checkup.planNotParticipants';
export const FEEDBACK_CLOSED = 'errors.checkup.feedbackClosed';

const isSelf = (ctx: EventContext, row: Pick<CheckupParticipantRow, 'user_account_id' | 'email'>) =>
  (row.user_account_id !== null && row.user_account_id === ctx.actor.userAccountId) ||
  (ctx.actor.verifiedEmail !== null && row.email.toLowerCase() === ctx.actor.verifiedEmail);

/** The checkup participant with its checkup, for its owner or the event's readers (404/403). */
export async function requireParticipant(ctx: EventContext, id: string, need: 'read' | 'manage') {
  const row = await findCheckupParticipant(ctx.db, ctx.brand, id);
  if (!row) throw notFound(PARTICIPANT_NOT_FOUND);
  const checkup = (await findCheckup(ctx.db, ctx.brand, row.checkup_id)) as CheckupRow;
  if (isSelf(ctx, row)) return { row, checkup, self: true };
  await requireCheckupEvent(ctx, checkup.event_id, need);
  return { row, checkup, self: false };
}

/** ByAccountabilityPartnerEmail: a partner's own requests (with codes), or staff's filtered view. */
export async function requestsByPartnerEmail(
  ctx: EventContext,
  email: string,
  checkupId: string | null,
): Promise<TPartnerFeedbackRequest[]> {
  const self = ctx.actor.verifiedEmail === email.toLowerCase();
  if (!self && !satisfies(ctx.actor.session, CHECKUP_STAFF)) {
    throw new HttpError(403, NOT_AUTHORIZED);
  }
  const rows = await listRequestsOfPartner(ctx.db, ctx.brand, email.toLowerCase(), checkupId);
  const checkups = await readableCheckups(ctx, rows, self);
  return rows.flatMap((row) => {
    const checkup = checkups.get(row.checkup_id);
    if (!checkup) return [];
    const view = stageViewOf(checkup);
    // The code opens the survey: only the partner gets it, and only while it is open.
    const showCode = self && row.status === 'pending' && view.isAwaitingFeedback;
    return [
      {
        ...presentRequest(row, showCode),
        participantFirstName: row.p_first,
        participantLastName: row.p_last,
        eventId: checkup.event_id,
        stageView: view,
      },
    ];
  });
}

/** GetTractionPlanCheckupReportsByUserAccountId: a person's checkups, newest first. */
export async function reportsByUserAccount(
  ctx: EventContext,
  userAccountId: string,
): Promise<TCheckupReportEntry[]> {
  const self = userAccountId === ctx.actor.userAccountId;
  if (!self && !satisfies(ctx.actor.session, CHECKUP_STAFF)) {
    throw new HttpError(403, NOT_AUTHORIZED);
  }
  const rows = await listParticipationsOf(ctx.db, ctx.brand, userAccountId);
  const checkups = await readableCheckups(ctx, rows, self);
  return rows.flatMap((row) => {
    const checkup = checkups.get(row.checkup_id);
    if (!checkup) return [];
    return [
      {
        id: row.id,
        checkupId: checkup.id,
        eventId: checkup.event_id,
        eventName: row.event_name,
        checkupType: checkup.checkup_type,
        created: row.created_at.toISOString(),
        stageView: stageViewOf(checkup, row.is_active),
        reportViewedUtc: row.report_viewed_at?.toISOString() ?? null,
        participant: {
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          userAccountId: row.user_account_id,
        },
      },
    ];
  });
}

/** GetUserAccountIdFromTractionPlanCheckupParticipantId. */
export async function userAccountIdOf(ctx: EventContext, id: string): Promise<string | null> {
  return (await requireParticipant(ctx, id, 'read')).row.user_account_id;
}

/**
 * RecordViewBehavior: the participant opened their released report. Only their own views count
 * (a coach reading it is not the participant reading it); the first one stops the reminders.
 */
export async function recordView(ctx: EventContext, id: string): Promise<TCheckupViewRecord> {
  const { row, checkup, self } = await requireParticipant(ctx, id, 'read');
  if (!stageViewOf(checkup, row.is_active).isReported) throw new HttpError(409, NOT_RELEASED);
  if (!self)
    return { recorded: false, firstViewedUtc: row.report_viewed_at?.toISOString() ?? null };
  const updated = await recordReportViewed(ctx.db, row.id, ctx.now);
  return { recorded: true, firstViewedUtc: updated.report_viewed_at?.toISOString() ?? null };
}

/** FindParticipantsNotOnActiveCheckup: the event's people free to join a checkup of the type. */
export async function participantsNotOnActiveCheckup(
  ctx: EventContext,
  eventId: string,
  checkupType: CheckupType,
  emails: readonly string[] | undefined,
): Promise<TCheckupCandidate[]> {
  await requireCheckupEvent(ctx, eventId, 'read');
  const rows = await listParticipantsFreeForCheckup(
    ctx.db,
    ctx.brand,
    eventId,
    checkupType,
    emails,
  );
  return rows.map((r) => ({
    participantId: r.id,
    userAccountId: r.user_account_id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
  }));
}

/** IsPariticpantOnActiveCheckup / IsPariticpantOnFeedback about a user account. */
export async function isOnCheckup(
  ctx: EventContext,
  userAccountId: string,
  checkupType: CheckupType | null,
  onFeedbackOnly: boolean,
): Promise<boolean> {
  if (userAccountId !== ctx.actor.userAccountId && !satisfies(ctx.actor.session, CHECKUP_STAFF)) {
    throw new HttpError(403, NOT_AUTHORIZED);
  }
  return isOnActiveCheckup(ctx.db, ctx.brand, userAccountId, checkupType, onFeedbackOnly);
}

/**
 * UpdateDuringFeedback: the participant's checkup now rates another plan of theirs; while
 * feedback is open, that plan's partners who have no request yet get one.
 */
export async function updateDuringFeedback(
  ctx: EventContext,
  checkupParticipantId: string,
  tractionPlanId: string,
): Promise<TCheckupParticipant> {
  const { row, checkup } = await requireParticipant(ctx, checkupParticipantId, 'manage');
  const plan = await findPlanOwner(ctx.db, ctx.brand, tractionPlanId);
  if (!plan || plan.user_account_id !== row.user_account_id) {
    throw new HttpError(400, PLAN_NOT_PARTICIPANTS);
  }
  if (checkup.stage > CheckupStage.Feedback) throw new HttpError(409, FEEDBACK_CLOSED);
  // The participant may change their own plan without reading the event: the facts are loaded
  // for the e-mails only.
  const events = await checkupEventsByIds(ctx.db, ctx.brand, [checkup.event_id]);
  const event = events.get(checkup.event_id);
  if (!event) throw notFound(PARTICIPANT_NOT_FOUND);
  const updated = await ctx.db.transaction().execute(async (trx) => {
    const saved = await assignParticipantPlan(trx, row.id, plan.id, ctx.now);
    if (checkup.stage === CheckupStage.Feedback && checkup.is_active) {
      await requestFeedback({ ...runOf(ctx), db: trx }, checkup, event, row.id);
    }
    return saved;
  });
  const requests = await requestsOf(ctx.db, [checkup.id]);
  return presentParticipant(checkup, updated, requests, false);
}

/**
 * The checkups of the rows, by id: all of them for the person themselves, else those of events
 * the caller may read.
 */
async function readableCheckups(
  ctx: EventContext,
  rows: readonly { checkup_id: string }[],
  self: boolean,
): Promise<Map<string, CheckupRow>> {
  const checkups = await findCheckups(ctx.db, ctx.brand, {
    ids: [...new Set(rows.map((r) => r.checkup_id))],
  });
  const visible = self
    ? null
    : await visibleCheckupEvents(
        ctx,
        checkups.map((c) => c.event_id),
      );
  return new Map(checkups.filter((c) => !visible || visible.has(c.event_id)).map((c) => [c.id, c]));
}
