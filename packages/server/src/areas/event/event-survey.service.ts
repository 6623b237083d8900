import type { ErrorKey } from '@portal/core/i18n';
import {
  SURVEY_ANONYMITY_MINIMUM,
  eventSurveyRules,
  eventSurveySource,
  takesEventSurvey,
  type TEventSurvey,
  type TEventSurveyResults,
  type TEventSurveyTake,
  type TSurveyResults,
} from '@portal/core';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { HttpError, messageIn, notFound } from '../../http/errors';
import { surveyResultSet } from '../survey/survey-results.service';
import { hostedResultsRelease } from '../survey/survey-hosted.service';
import { mayReadResults } from '../survey/survey-results.policy';
import { findRegistration, type ParticipantRow } from './event-participants.store';
import type { EventContext } from './event-context';
import { eventSurveyRelease } from './event-survey-release';
import { inviteToEventSurvey, surveySettingsOf, surveyWindowOf } from './event-survey-invite';
import {
  choosableReleases,
  eventInvitationCounts,
  findEventInvitation,
} from './event-survey.store';
import { readsEventSurveyResults } from './event.policy';
import { EVENT_NOT_FOUND, eventAccess } from './event.service';
import { findEvent, type EventRow } from './event.store';

/** The post-event survey (see docs/decisions.md, "Event surveys"). */

export const SURVEY_CLOSED = 'errors.event.surveyClosed';
export const SURVEY_NOT_ATTENDED = 'errors.event.surveyNotAttended';
export const SURVEY_ANSWERED = 'errors.event.surveyAnswered';

const nameOf = (event: EventRow) =>
  ((event.details as Record<string, unknown>)['description'] as string | undefined) ||
  event.type_name;

/** The event, and whether the caller reads its results; 404 unknown, 403 neither taker nor reader. */
async function surveyEvent(ctx: EventContext, eventId: string, registered: boolean) {
  const event = await findEvent(ctx.db, ctx.brand, eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  const reads = readsEventSurveyResults(ctx.actor, await eventAccess(ctx, event));
  if (!reads && !registered) throw new HttpError(403, NOT_AUTHORIZED);
  return { event, reads };
}

type Taking = { take: TEventSurveyTake | null; answered: boolean; message: ErrorKey | null };

/** How a registered person answers now (their invitation, made on first visit), or why not. */
async function takingOf(
  ctx: EventContext,
  event: EventRow,
  registration: ParticipantRow,
): Promise<Taking> {
  const settings = surveySettingsOf(event);
  // A registration by the caller's verified address that no account was linked to yet is theirs.
  const userAccountId = registration.user_account_id ?? ctx.actor.userAccountId;
  const checkedIn = registration.checked_in_at !== null;
  if (!userAccountId || !takesEventSurvey({ checkedIn, userAccountId }, settings)) {
    return { take: null, answered: false, message: SURVEY_NOT_ATTENDED };
  }
  const open = surveyWindowOf(event, ctx.now).isOpen;
  const source = eventSurveySource(settings);
  if (source.kind === 'external') {
    return open
      ? { take: source, answered: false, message: null }
      : { take: null, answered: false, message: SURVEY_CLOSED };
  }
  const release = await eventSurveyRelease(ctx.db, ctx.brand, settings, ctx.now);
  if (!release) return { take: null, answered: false, message: SURVEY_CLOSED };
  if (!open) {
    const known = await findEventInvitation(ctx.db, {
      releaseId: release.id,
      userAccountId,
      eventId: event.id,
    });
    return { take: null, answered: Boolean(known?.completed_at), message: SURVEY_CLOSED };
  }
  const invitation = await inviteToEventSurvey(ctx.db, event, release, userAccountId, ctx.now);
  const answered = invitation.completedAt !== null;
  if (answered && !eventSurveyRules(settings, release.anonymous).allowMultiple) {
    return { take: null, answered, message: SURVEY_ANSWERED };
  }
  return { take: { kind: 'survey', surveyCode: invitation.surveyCode }, answered, message: null };
}

/** GetSurvey/{eventId}: the survey page's state for a participant or the event's staff. */
export async function eventSurvey(ctx: EventContext, eventId: string): Promise<TEventSurvey> {
  const registration = await findRegistration(ctx.db, eventId, {
    userAccountId: ctx.actor.userAccountId,
    email: ctx.actor.verifiedEmail,
  });
  const { event, reads } = await surveyEvent(ctx, eventId, registration !== undefined);
  const settings = surveySettingsOf(event);
  const window = surveyWindowOf(event, ctx.now);
  const taking: Taking = registration
    ? await takingOf(ctx, event, registration)
    : { take: null, answered: false, message: null };
  const d = event.details as Record<string, unknown>;
  return {
    eventId: event.id,
    eventName: nameOf(event),
    eventTypeName: event.type_name,
    startDate: event.start_date?.toISOString() ?? null,
    endDate: event.end_date?.toISOString() ?? null,
    ianaLocationTimeZone: event.iana_time_zone,
    trainer: typeof d['trainer'] === 'string' ? d['trainer'] : null,
    isOpen: window.isOpen,
    closesUTC: window.closesAt?.toISOString() ?? null,
    multipleResponses: settings.surveyMultipleResponses === true,
    take: taking.take,
    answered: taking.answered,
    message: taking.message && messageIn(ctx.language, taking.message),
    canSeeResults: reads,
  };
}

/** The survey module's results of the release, filtered to this event. */
async function releaseResultsForEvent(
  ctx: EventContext,
  event: EventRow,
  release: NonNullable<Awaited<ReturnType<typeof hostedResultsRelease>>>,
): Promise<TSurveyResults> {
  // One rule for the whole event: hidden under the minimum when its answers are anonymous.
  const anonymous = eventSurveyRules(surveySettingsOf(event), release.anonymous).anonymous;
  const [results, invitations] = await Promise.all([
    surveyResultSet(ctx, { ...release, anonymous }, { eventId: event.id }),
    eventInvitationCounts(ctx.db, release.id, event.id),
  ]);
  return {
    release: {
      id: release.id,
      name: release.name,
      anonymous,
      opensAt: release.opens_at.toISOString(),
      closesAt: release.closes_at?.toISOString() ?? null,
      definitionName: release.definition_name,
    },
    minimum: SURVEY_ANONYMITY_MINIMUM,
    invitations: invitations.invited ? invitations : null,
    results,
    compare: null,
  };
}

/** GetSurveyResults/{eventId}: the event's results for its managers and the survey admins. */
export async function surveyResults(
  ctx: EventContext,
  eventId: string,
): Promise<TEventSurveyResults> {
  const { event, reads } = await surveyEvent(ctx, eventId, false);
  if (!reads) throw new HttpError(403, NOT_AUTHORIZED);
  const settings = surveySettingsOf(event);
  const source = eventSurveySource(settings);
  const chosen = await eventSurveyRelease(ctx.db, ctx.brand, settings, ctx.now);
  const release = chosen && (await hostedResultsRelease(ctx.db, ctx.brand, chosen.id));
  return {
    eventId: event.id,
    eventName: nameOf(event),
    participantCount: event.participant_count,
    checkedInCount: event.checked_in_count,
    survey: release ? await releaseResultsForEvent(ctx, event, release) : null,
    externalUrl: source.kind === 'external' ? source.url : null,
    releaseResultsId: release && (await mayReadResults(ctx, release)) ? release.id : null,
  };
}

/** GetSurveyReleases: what the event catalog's picker offers besides the default survey. */
export const surveyReleaseOptions = (ctx: EventContext) =>
  choosableReleases(ctx.db, ctx.brand, ctx.now);
