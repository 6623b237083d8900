import type { Kysely } from 'kysely';
import {
  buildCheckupReport,
  isReported,
  type BrandKey,
  type CheckupParticipantFeedback,
  type CheckupReport,
  type CheckupReportView,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { EventContext } from '../event/event-context';
import { storedContent } from '../tractionplan/plan-content';
import { brandHas } from '../webconfig/webconfig.service';
import { checkupEventsByIds, visibleCheckupEvents } from './checkup-events';
import { findPlan, responsesOfParticipants } from './checkup-feedback.store';
import { NOT_RELEASED, requireParticipant } from './checkup-people.service';
import { surveyPlanOf } from './checkup-survey.service';
import {
  findCheckups,
  participantsOf,
  requestsOf,
  type CheckupParticipantRow,
  type CheckupRow,
} from './checkup.store';

const EMPTY_PLAN = { goal: '', strengths: [], constraints: [] };
const partnerName = (r: { partner_first_name: string; partner_last_name: string }) =>
  `${r.partner_first_name} ${r.partner_last_name}`.trim();
const releasedOf = (checkup: CheckupRow) =>
  isReported({
    stage: checkup.stage,
    isActive: checkup.is_active,
    reportedDate: checkup.reported_at,
  });

/** The report of one checkup participant: the plan they were rated on and every answer. */
export async function buildParticipantReport(
  db: Kysely<Database>,
  brand: BrandKey,
  row: CheckupParticipantRow,
  checkup: CheckupRow,
): Promise<CheckupReport> {
  const planRow = row.traction_plan_id ? await findPlan(db, brand, row.traction_plan_id) : null;
  const plan = planRow
    ? surveyPlanOf(storedContent(planRow.format_version, planRow.plan))
    : EMPTY_PLAN;
  const [responses, requests, events] = await Promise.all([
    responsesOfParticipants(db, [row.id]),
    requestsOf(db, [checkup.id]),
    checkupEventsByIds(db, brand, [checkup.event_id]),
  ]);
  const body = buildCheckupReport(
    plan,
    responses.map((r) => ({
      answers: r.answers,
      from: checkup.is_anonymous ? null : partnerName(r),
    })),
  );
  return {
    ...body,
    checkupId: checkup.id,
    checkupParticipantId: row.id,
    eventId: checkup.event_id,
    eventName: events.get(checkup.event_id)?.name ?? '',
    participantFirstName: row.first_name,
    participantLastName: row.last_name,
    goal: plan.goal,
    isAnonymous: checkup.is_anonymous,
    checkupType: checkup.checkup_type,
    requestedCount: requests.filter(
      (r) => r.checkup_participant_id === row.id && r.status !== 'cancelled',
    ).length,
    reportedDate: checkup.reported_at?.toISOString() ?? null,
  };
}

/**
 * The checkup participant for a report reader: the participant once the report is released,
 * the event's readers (its coaches and admins) always; 404 or 403 otherwise.
 */
export async function readableReport(ctx: EventContext, checkupParticipantId: string) {
  const subject = await requireParticipant(ctx, checkupParticipantId, 'read');
  const released = releasedOf(subject.checkup);
  if (subject.self && !released) throw new HttpError(403, NOT_RELEASED);
  return { ...subject, released };
}

/** GetTractionPlanCheckupReportData/{checkupParticipantId}. */
export async function reportData(ctx: EventContext, id: string): Promise<CheckupReport> {
  const { row, checkup } = await readableReport(ctx, id);
  return buildParticipantReport(ctx.db, ctx.brand, row, checkup);
}

/**
 * GetTractionPlanCheckupReportDataView/{checkupParticipantId}: the report for its screen, and
 * whether its PDF may be downloaded (the brand has PDFs on).
 */
export async function reportView(ctx: EventContext, id: string): Promise<CheckupReportView> {
  const { row, checkup, self, released } = await readableReport(ctx, id);
  return {
    report: await buildParticipantReport(ctx.db, ctx.brand, row, checkup),
    isParticipant: self,
    isReleased: released,
    abilities: { downloadPdf: await brandHas(ctx, 'pdfDownloads') },
  };
}

/**
 * GetParticipantsFeedback(Bulk): each participant's requests and, with `includeResponses` on a
 * checkup that is not anonymous, the answers. Checkups of events the caller may not read are
 * left out (the single call answers 403 for them).
 */
export async function participantsFeedback(
  ctx: EventContext,
  checkupIds: readonly string[],
  includeResponses: boolean,
): Promise<CheckupParticipantFeedback[]> {
  const checkups = await findCheckups(ctx.db, ctx.brand, { ids: [...new Set(checkupIds)] });
  const visible = await visibleCheckupEvents(
    ctx,
    checkups.map((c) => c.event_id),
  );
  const readable = checkups.filter((c) => visible.has(c.event_id));
  const ids = readable.map((c) => c.id);
  const [participants, requests] = await Promise.all([
    participantsOf(ctx.db, ids),
    requestsOf(ctx.db, ids),
  ]);
  const answered = includeResponses
    ? await responsesOfParticipants(
        ctx.db,
        participants
          .filter((p) => !readable.find((c) => c.id === p.checkup_id)?.is_anonymous)
          .map((p) => p.id),
      )
    : [];
  return participants.map((p) => {
    const own = requests.filter((r) => r.checkup_participant_id === p.id);
    return {
      checkupId: p.checkup_id,
      checkupParticipantId: p.id,
      participantFirstName: p.first_name,
      participantLastName: p.last_name,
      participantEmail: p.email,
      requestedCount: own.filter((r) => r.status !== 'cancelled').length,
      answeredCount: own.filter((r) => r.status === 'answered').length,
      partners: own.map((r) => {
        const response = answered.find((a) => a.request_id === r.id);
        return {
          requestId: r.id,
          partnerFirstName: r.partner_first_name,
          partnerLastName: r.partner_last_name,
          partnerEmail: r.partner_email,
          requestedUTC: (r.sent_at ?? r.created_at).toISOString(),
          answeredUTC: r.answered_at?.toISOString() ?? null,
          response: response
            ? {
                ...response.answers,
                surveyVersion: response.survey_version,
                submittedUTC: response.created_at.toISOString(),
              }
            : null,
        };
      }),
    };
  });
}
