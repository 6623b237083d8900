import type { Kysely } from 'kysely';
import {
  EVENT_FOLLOW_UP_DAYS,
  EVENT_SURVEY_ENTITY,
  eventSurveyRules,
  eventSurveyWindow,
  type EventSurveySettings,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { queueSurveyMails, type InvitationRun } from '../survey/survey-invitations.service';
import { inviteAbout } from '../survey/survey-hosted.service';
import { brandHas } from '../webconfig/webconfig.service';
import { openEventsEndedBetween } from './event-notifications.store';
import { eventSurveyRelease } from './event-survey-release';
import {
  findEventInvitation,
  surveyTakersOf,
  upsertInvitationRules,
  type EventSurveyRelease,
} from './event-survey.store';
import type { EventRow } from './event.store';

const DAY_MS = 86_400_000;

export const surveySettingsOf = (event: EventRow) => event.type_details as EventSurveySettings;

/** When the event's survey takes answers (not at all on an archived event). */
export function surveyWindowOf(event: EventRow, now: Date) {
  const window = eventSurveyWindow(
    { start: event.start_date, end: event.end_date },
    surveySettingsOf(event),
    now,
  );
  return { ...window, isOpen: window.isOpen && !event.archived };
}

/**
 * A person's invitation to the event's survey on its release, made on first need, with the
 * event type's rules brought up to date (a changed type applies to invitations not yet closed).
 */
export async function inviteToEventSurvey(
  db: Kysely<Database>,
  event: EventRow,
  release: EventSurveyRelease,
  userAccountId: string,
  now: Date,
) {
  const key = { releaseId: release.id, userAccountId, eventId: event.id };
  const found = await findEventInvitation(db, key);
  const invitation = found
    ? { id: found.id, surveyCode: found.survey_code }
    : await inviteAbout(db, {
        releaseId: release.id,
        userAccountId,
        entityId: event.id,
        entityType: EVENT_SURVEY_ENTITY,
      });
  await upsertInvitationRules(db, invitation.id, event.id, {
    closesAt: surveyWindowOf(event, now).closesAt,
    ...eventSurveyRules(surveySettingsOf(event), release.anonymous),
  });
  return { ...invitation, completedAt: found?.completed_at ?? null, isNew: !found };
}

/**
 * Every quarter hour, with the survey invitations: the people who take the survey of an event
 * that ended in the last follow-up days and is still open get their invitation, e-mailed once.
 */
export async function inviteEventSurveyTakers(run: InvitationRun): Promise<number> {
  if (!(await brandHas(run, 'eventSurveys'))) return 0;
  const earliest = new Date(run.now.getTime() - EVENT_FOLLOW_UP_DAYS * DAY_MS);
  let invited = 0;
  for (const event of await openEventsEndedBetween(run.db, run.brand, earliest, run.now)) {
    if (!surveyWindowOf(event, run.now).isOpen) continue;
    const settings = surveySettingsOf(event);
    const release = await eventSurveyRelease(run.db, run.brand, settings, run.now);
    if (!release) continue;
    const takers = await surveyTakersOf(run.db, event.id, settings.disableCheckin !== true);
    const fresh = [];
    for (const userAccountId of takers) {
      const invitation = await inviteToEventSurvey(run.db, event, release, userAccountId, run.now);
      if (invitation.isNew) fresh.push({ ...invitation, userAccountId });
    }
    invited += await queueSurveyMails(run.db, run, release, fresh, 'invitation');
  }
  return invited;
}
