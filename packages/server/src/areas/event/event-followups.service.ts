import {
  EVENT_FOLLOW_UP_DAYS,
  EVENT_SUMMARY_DELAY_HOURS,
  isCoachingSessionCategory,
} from '@portal/core';
import { EVENT_TEMPLATE_CODES } from '../../mail/templates/event-templates';
import {
  coachingStatusEmailOfGroup,
  openEventsEndedBetween,
  openEventsRunningSince,
} from './event-notifications.store';
import {
  completeAttendedMakeups,
  participantsOfEvents,
  pendingMakeupEventIds,
} from './event-participants.store';
import { makeupOptionRows, schedulingLinkOf } from './event-scheduling.service';
import { eventMessageData } from './event-checkin.service';
import { brandHas } from '../webconfig/webconfig.service';
import { isoWeekKey, notifyParticipant, sendOnce, type EventRun } from './event-notify';
import type { EventRow } from './event.store';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Open events that ended between `days` ago and `delayHours` ago. */
function recentlyEnded(run: EventRun, delayHours: number): Promise<EventRow[]> {
  const latest = new Date(run.now.getTime() - delayHours * HOUR_MS);
  const earliest = new Date(run.now.getTime() - EVENT_FOLLOW_UP_DAYS * DAY_MS);
  return openEventsEndedBetween(run.db, run.brand, earliest, latest);
}

type Person = { email: string; name: string | null; userAccountId: string | null };

/** The event's planner when the event names their address. */
function plannerOf(event: EventRow): Person | null {
  const planner = ((event.details as Record<string, unknown>)['planner'] ?? {}) as Record<
    string,
    unknown
  >;
  return typeof planner['email'] === 'string' && planner['email']
    ? {
        email: planner['email'],
        name: typeof planner['name'] === 'string' ? planner['name'] : null,
        userAccountId: event.planner_user_account_id,
      }
    : null;
}

/** The trainers and the planner of an event, each address once. */
function staffOf(event: EventRow): Person[] {
  const d = event.details as Record<string, unknown>;
  const people: (Person | null)[] = [
    {
      email: event.trainer_email ?? '',
      name: (d['trainer'] as string) ?? null,
      userAccountId: null,
    },
    {
      email: event.trainer2_email ?? '',
      name: (d['trainer2'] as string) ?? null,
      userAccountId: null,
    },
    plannerOf(event),
  ];
  const seen = new Set<string>();
  return people.filter((p): p is Person => {
    const key = p?.email.toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const firstNameOf = (p: Person) => p.name?.split(/\s+/)[0] || p.email.split('@')[0] || p.email;

/** The figures the summary and status messages carry. */
function countsOf(run: EventRun, event: EventRow, person: Person, summaryView: boolean) {
  return {
    ...eventMessageData(
      event,
      { first_name: firstNameOf(person) },
      `${run.origin}/event/view/${event.id}${summaryView ? '/true' : ''}`,
    ),
    checkedIn: String(event.checked_in_count),
    registered: String(event.participant_count),
  };
}

/**
 * ProcessEventSummary: two hours after an event is over, its trainers and planner get how
 * many of the registered checked in, with the link to the event's summary view; once each.
 */
export async function sendEventSummaries(run: EventRun): Promise<number> {
  if (!(await brandHas(run, 'eventSummary'))) return 0;
  let sent = 0;
  for (const event of await recentlyEnded(run, EVENT_SUMMARY_DELAY_HOURS)) {
    for (const person of staffOf(event)) {
      const queued = await sendOnce(run, {
        event,
        recipientKey: person.email.toLowerCase(),
        kind: 'summary',
        template: EVENT_TEMPLATE_CODES.summary,
        to: person.email,
        data: countsOf(run, event, person, true),
        userAccountId: person.userAccountId,
      });
      if (queued) sent++;
    }
  }
  return sent;
}

/** Coaching engagements running now: started, and over for less than the follow-up days. */
async function runningCoachingEvents(run: EventRun): Promise<EventRow[]> {
  const earliest = new Date(run.now.getTime() - EVENT_FOLLOW_UP_DAYS * DAY_MS);
  const rows = await openEventsRunningSince(run.db, run.brand, earliest, run.now);
  return rows.filter(
    (e) =>
      isCoachingSessionCategory(e.type_category) &&
      (e.details as Record<string, unknown>)['disableCoachingSessionStatusUpdates'] !== true,
  );
}

/** The group's point of contact for coaching status updates, if it has one. */
async function pocOf(run: EventRun, event: EventRow): Promise<Person | null> {
  if (!event.user_group_id) return null;
  const email = (await coachingStatusEmailOfGroup(run.db, event.user_group_id))?.trim();
  return email ? { email, name: null, userAccountId: null } : null;
}

/**
 * ProcessCoachingSessionStatusUpdate (to the planner) and ProcessPocCoachingSessionStatusUpdate
 * (to the group's point of contact): once a week while a coaching engagement runs, how many
 * of its participants have attended so far.
 */
export async function sendCoachingStatusUpdates(
  run: EventRun,
  audience: 'planner' | 'poc',
): Promise<number> {
  if (!(await brandHas(run, 'coachingSessions'))) return 0;
  const week = isoWeekKey(run.now);
  let sent = 0;
  for (const event of await runningCoachingEvents(run)) {
    const person = audience === 'poc' ? await pocOf(run, event) : plannerOf(event);
    if (!person) continue;
    const queued = await sendOnce(run, {
      event,
      recipientKey: person.email.toLowerCase(),
      kind: `status-update-${audience}:${week}`,
      template: EVENT_TEMPLATE_CODES.statusUpdate,
      to: person.email,
      data: countsOf(run, event, person, false),
      userAccountId: person.userAccountId,
    });
    if (queued) sent++;
  }
  return sent;
}

/**
 * ProcessMakeUpEvent: completes the make-ups attended, then offers every participant who
 * missed a recent event (not checked in, no make-up booked) their scheduling link, once,
 * where a booking page or another event of the type exists.
 */
export async function processMakeups(run: EventRun): Promise<number> {
  if (!(await brandHas(run, 'participantScheduling', 'makeupEvents'))) return 0;
  const pendingTargets = await pendingMakeupEventIds(run.db, run.brand);
  for (const row of pendingTargets) {
    if (row.makeup_event_id) await completeAttendedMakeups(run.db, row.makeup_event_id, run.now);
  }
  let sent = 0;
  for (const event of await recentlyEnded(run, 0)) {
    const missed = (await participantsOfEvents(run.db, [event.id])).filter(
      (p) => p.checked_in_at === null && p.makeup_status === null,
    );
    if (missed.length === 0) continue;
    const hasBookingPage =
      typeof (event.details as Record<string, unknown>)['schedulingUrl'] === 'string';
    if (!hasBookingPage && (await makeupOptionRows(run.db, event, run.now)).length === 0) continue;
    for (const participant of missed) {
      const link = schedulingLinkOf(event, participant, run.origin).url;
      sent += await notifyParticipant(
        run,
        {
          event,
          participant,
          kind: 'makeup-offer',
          template: EVENT_TEMPLATE_CODES.schedulingLink,
          data: eventMessageData(event, participant, link),
        },
        false,
      );
    }
  }
  return sent;
}
