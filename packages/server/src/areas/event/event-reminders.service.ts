import {
  EVENT_REMINDER_LEAD_HOURS,
  INITIAL_COACHING_LEAD_HOURS,
  isCoachingSessionCategory,
} from '@portal/core';
import { EVENT_TEMPLATE_CODES } from '../../mail/templates/event-templates';
import { participantsOfEvents, type ParticipantRow } from './event-participants.store';
import { participantCheckinPath } from './event.service';
import { eventMessageData } from './event-checkin.service';
import { brandHas } from '../webconfig/webconfig.service';
import { catalogTemplateOr, notifyParticipant, type EventRun } from './event-notify';
import {
  earlierRegistrationCategories,
  openEventsStartingBetween,
} from './event-notifications.store';
import type { EventRow } from './event.store';

const HOUR_MS = 3_600_000;

/** Open events of the brand starting after now and within `hours`. */
function eventsStartingWithin(run: EventRun, hours: number): Promise<EventRow[]> {
  const until = new Date(run.now.getTime() + hours * HOUR_MS);
  return openEventsStartingBetween(run.db, run.brand, run.now, until);
}

const isCoaching = (event: EventRow) => isCoachingSessionCategory(event.type_category);
const detail = (event: EventRow, field: string) =>
  (event.details as Record<string, unknown>)[field] === true;

/** The participants of an event who are not checked in yet. */
async function notCheckedIn(run: EventRun, event: EventRow): Promise<ParticipantRow[]> {
  const all = await participantsOfEvents(run.db, [event.id]);
  return all.filter((p) => p.checked_in_at === null);
}

const checkinLink = (run: EventRun, p: ParticipantRow) =>
  `${run.origin}${participantCheckinPath(p.id)}`;

/**
 * ProcessEventReminders: the catalog's reminder template (else the built-in one) to every
 * participant not checked in, within 24 hours before the start; coaching sessions have their
 * own reminders. Text messages too where the brand sends SMS and the person accepts them.
 */
export async function sendEventReminders(run: EventRun): Promise<number> {
  return remindNotCheckedIn(run, {
    feature: 'eventReminders',
    applies: (event) => !isCoaching(event),
    fallbackTemplate: EVENT_TEMPLATE_CODES.reminder,
    kind: 'reminder',
  });
}

type ReminderKind = {
  feature: Parameters<typeof brandHas>[1];
  applies: (event: Parameters<typeof isCoaching>[0]) => boolean;
  fallbackTemplate: string;
  kind: 'reminder' | 'coaching-session';
};

/**
 * The catalog's reminder template (else the built-in one) to every participant not checked in
 * of the events it applies to, within the reminder lead time; by text too where the brand
 * sends SMS.
 */
async function remindNotCheckedIn(run: EventRun, reminder: ReminderKind): Promise<number> {
  if (!(await brandHas(run, reminder.feature))) return 0;
  const sms = await brandHas(run, 'smsNotifications');
  let sent = 0;
  for (const event of await eventsStartingWithin(run, EVENT_REMINDER_LEAD_HOURS)) {
    if (!reminder.applies(event)) continue;
    const template = await catalogTemplateOr(
      run,
      event,
      'reminderTemplateId',
      reminder.fallbackTemplate,
    );
    for (const participant of await notCheckedIn(run, event)) {
      const data = eventMessageData(event, participant, checkinLink(run, participant));
      const message = { event, participant, kind: reminder.kind, template, data };
      sent += await notifyParticipant(run, message, sms);
    }
  }
  return sent;
}

/** Whether the person was registered for an earlier coaching session of the brand. */
async function hadEarlierCoachingSession(
  run: EventRun,
  event: EventRow,
  participant: ParticipantRow,
): Promise<boolean> {
  const earlier = await earlierRegistrationCategories(
    run.db,
    run.brand,
    participant,
    event.start_date ?? run.now,
  );
  return earlier.some((row) => isCoachingSessionCategory(row.category));
}

const coachingReminders = (event: EventRow) => !detail(event, 'disableCoachingSessionReminders');

/**
 * ProcessInitialCoachingSession: an introduction to each person's first coaching session, in
 * the 72 hours before it (unless the event turns coaching reminders off).
 */
export async function sendInitialCoachingSessions(run: EventRun): Promise<number> {
  if (!(await brandHas(run, 'coachingSessions'))) return 0;
  const sms = await brandHas(run, 'smsNotifications');
  let sent = 0;
  for (const event of await eventsStartingWithin(run, INITIAL_COACHING_LEAD_HOURS)) {
    if (!isCoaching(event) || !coachingReminders(event)) continue;
    for (const participant of await notCheckedIn(run, event)) {
      if (await hadEarlierCoachingSession(run, event, participant)) continue;
      sent += await notifyParticipant(
        run,
        {
          event,
          participant,
          kind: 'initial-coaching-session',
          template: EVENT_TEMPLATE_CODES.initialCoachingSession,
          data: {
            ...eventMessageData(event, participant, checkinLink(run, participant)),
            trainer: (event.details as Record<string, unknown>)['trainer'] ?? 'your coach',
          },
        },
        sms,
      );
    }
  }
  return sent;
}

/**
 * ProcessCoachingSession: the reminder of every coaching session (the catalog's reminder
 * template, else the built-in coaching one) in the 24 hours before it.
 */
export async function sendCoachingSessionReminders(run: EventRun): Promise<number> {
  return remindNotCheckedIn(run, {
    feature: 'coachingSessions',
    applies: (event) => isCoaching(event) && coachingReminders(event),
    fallbackTemplate: EVENT_TEMPLATE_CODES.coachingSession,
    kind: 'coaching-session',
  });
}
