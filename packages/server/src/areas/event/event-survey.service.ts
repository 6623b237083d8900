import type { ErrorKey } from '@portal/core/i18n';
import {
  EVENT_SURVEY_RATING_QUESTIONS,
  EventSurveyRespondent,
  summarizeSurveyRatings,
  type TEventSurvey,
  type TEventSurveyAnswers,
  type TEventSurveyResults,
  type TEventSurveySubmitResult,
} from '@portal/core';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { HttpError, messageIn, notFound } from '../../http/errors';
import { findRegistration, type ParticipantRow } from './event-participants.store';
import type { EventContext } from './event-context';
import { canManageEvent, readsAllEvents } from './event.policy';
import { EVENT_NOT_FOUND, eventAccess } from './event.service';
import { findEvent, type EventRow } from './event.store';
import { hasSurveyResponse, insertSurveyResponse, surveyResponsesOf } from './event-survey.store';

/** The post-event survey (see docs/decisions.md, "Events: jobs, make-up events and the post-event survey"). */

export const SURVEY_CLOSED = 'errors.event.surveyClosed';
export const SURVEY_NOT_ATTENDED = 'errors.event.surveyNotAttended';
export const SURVEY_ANSWERED = 'errors.event.surveyAnswered';
export const SURVEY_NOT_ANONYMOUS = 'errors.event.surveyNotAnonymous';

type SurveyFacts = {
  event: EventRow;
  registration: ParticipantRow | undefined;
  manages: boolean;
  window: { isOpen: boolean; closesUTC: string | null };
  allowAnonymous: boolean;
  multipleResponses: boolean;
};

const typeField = (event: EventRow, field: string) =>
  (event.type_details as Record<string, unknown>)[field];

/** Open from the start until surveyExpirationDays after the end (no end when not set). */
function surveyWindow(event: EventRow, now: Date) {
  const days = typeField(event, 'surveyExpirationDays');
  const end = event.end_date ?? event.start_date;
  const closes =
    end && typeof days === 'number' ? new Date(end.getTime() + days * 86_400_000) : null;
  const started = event.start_date !== null && event.start_date <= now;
  return {
    isOpen: !event.archived && started && (!closes || closes > now),
    closesUTC: closes?.toISOString() ?? null,
  };
}

async function factsOf(ctx: EventContext, eventId: string): Promise<SurveyFacts> {
  const event = await findEvent(ctx.db, ctx.brand, eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  const registration = await findRegistration(ctx.db, event.id, {
    userAccountId: ctx.actor.userAccountId,
    email: ctx.actor.verifiedEmail,
  });
  const manages = canManageEvent(ctx.actor, await eventAccess(ctx, event));
  if (!registration && !manages) throw new HttpError(403, NOT_AUTHORIZED);
  return {
    event,
    registration,
    manages,
    window: surveyWindow(event, ctx.now),
    allowAnonymous: typeField(event, 'allowAnonymousSurvey') === true,
    multipleResponses: typeField(event, 'surveyMultipleResponses') === true,
  };
}

function answeredBy(ctx: EventContext, participantId: string): Promise<boolean> {
  return hasSurveyResponse(ctx.db, participantId);
}

/** Why the caller may not answer now, or null. */
async function refusalOf(ctx: EventContext, f: SurveyFacts): Promise<ErrorKey | null> {
  if (!f.window.isOpen) return SURVEY_CLOSED;
  if (!f.registration) return null;
  const attendedOrNoCheckin =
    f.registration.checked_in_at !== null || typeField(f.event, 'disableCheckin') === true;
  if (!attendedOrNoCheckin) return SURVEY_NOT_ATTENDED;
  if (!f.multipleResponses && (await answeredBy(ctx, f.registration.id))) return SURVEY_ANSWERED;
  return null;
}

const nameOf = (event: EventRow) =>
  ((event.details as Record<string, unknown>)['description'] as string | undefined) ||
  event.type_name;

/** GetSurvey/{eventId}: the survey page's state for a participant or the event's trainer. */
export async function eventSurvey(ctx: EventContext, eventId: string): Promise<TEventSurvey> {
  const f = await factsOf(ctx, eventId);
  const message = await refusalOf(ctx, f);
  const d = f.event.details as Record<string, unknown>;
  return {
    eventId: f.event.id,
    eventName: nameOf(f.event),
    eventTypeName: f.event.type_name,
    startDate: f.event.start_date?.toISOString() ?? null,
    endDate: f.event.end_date?.toISOString() ?? null,
    ianaLocationTimeZone: f.event.iana_time_zone,
    trainer: typeof d['trainer'] === 'string' ? d['trainer'] : null,
    ratingQuestions: EVENT_SURVEY_RATING_QUESTIONS,
    isOpen: f.window.isOpen,
    closesUTC: f.window.closesUTC,
    allowAnonymous: f.allowAnonymous,
    multipleResponses: f.multipleResponses,
    respondent: f.registration ? EventSurveyRespondent.Participant : EventSurveyRespondent.Room,
    answered: f.registration ? await answeredBy(ctx, f.registration.id) : false,
    canAnswer: message === null,
    message: message && messageIn(ctx.language, message),
    canSeeResults: f.manages || readsAllEvents(ctx.actor),
  };
}

/**
 * SubmitSurvey/{eventId}: a participant's own answers (once unless the catalog takes several),
 * or answers collected in the room on the trainer's device (always anonymous).
 */
export async function submitSurvey(
  ctx: EventContext,
  eventId: string,
  answers: TEventSurveyAnswers,
): Promise<TEventSurveySubmitResult> {
  const f = await factsOf(ctx, eventId);
  const refusal = await refusalOf(ctx, f);
  if (refusal) throw new HttpError(refusal === SURVEY_ANSWERED ? 409 : 422, refusal);
  const participant = f.registration ?? null;
  if (participant && answers.anonymous && !f.allowAnonymous) {
    throw new HttpError(400, SURVEY_NOT_ANONYMOUS);
  }
  const anonymous = participant ? answers.anonymous : true;
  const row = await insertSurveyResponse(
    ctx.db,
    {
      eventId: f.event.id,
      participantId: participant?.id ?? null,
      anonymous,
      answers: { ratings: answers.ratings, comment: answers.comment },
    },
    ctx.now,
  );
  return {
    responseId: row.id,
    respondent: participant ? EventSurveyRespondent.Participant : EventSurveyRespondent.Room,
    anonymous,
  };
}

/** GetSurveyResults/{eventId}: counts, means and comments for the event's managers. */
export async function surveyResults(
  ctx: EventContext,
  eventId: string,
): Promise<TEventSurveyResults> {
  const event = await findEvent(ctx.db, ctx.brand, eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (!canManageEvent(ctx.actor, await eventAccess(ctx, event)) && !readsAllEvents(ctx.actor)) {
    throw new HttpError(403, NOT_AUTHORIZED);
  }
  const rows = await surveyResponsesOf(ctx.db, event.id);
  const answers = rows.map(
    (r) => r.answers as { ratings: Record<string, unknown>; comment?: unknown },
  );
  return {
    eventId: event.id,
    eventName: nameOf(event),
    responseCount: rows.length,
    participantCount: event.participant_count,
    checkedInCount: event.checked_in_count,
    respondentCount: new Set(rows.flatMap((r) => (r.participant_id ? [r.participant_id] : [])))
      .size,
    questions: summarizeSurveyRatings(answers),
    comments: rows.flatMap((r, i) => {
      const text = answers[i]?.comment;
      if (typeof text !== 'string' || !text) return [];
      const named = !r.anonymous && r.first_name !== null;
      return [
        {
          text,
          createdUTC: r.created_at.toISOString(),
          name: named ? `${r.first_name} ${r.last_name ?? ''}`.trim() : null,
        },
      ];
    }),
  };
}
