import { z } from 'zod';

/**
 * The notifications of training events (the spec's Process... calls, run by jobs): when each
 * goes out and what the calls answer. See docs/decisions.md, "Events: jobs, make-up events and
 * the post-event survey".
 */

/** A catalog item of this category (any case) makes its events coaching sessions. */
export const COACHING_SESSION_CATEGORY = 'Coaching Session';

export function isCoachingSessionCategory(category: string | null | undefined): boolean {
  return (category ?? '').trim().toLowerCase() === COACHING_SESSION_CATEGORY.toLowerCase();
}

/** Hours before the start at which the reminder (and a coaching session's reminder) goes. */
export const EVENT_REMINDER_LEAD_HOURS = 24;
/** Hours before a person's first coaching session at which its introduction goes. */
export const INITIAL_COACHING_LEAD_HOURS = 72;
/** Hours after the end (the start when there is none) at which the summary goes. */
export const EVENT_SUMMARY_DELAY_HOURS = 2;
/** Days after the end during which no-shows are offered a make-up, and status updates run. */
export const EVENT_FOLLOW_UP_DAYS = 14;

/** What a Process... call (or its job) did: messages queued. */
export type TEventNotificationRun = { sent: number };

/** GET event/EmailCalendarEvent/{id}: the .ics e-mailed to the caller. */
export type TEmailCalendarResult = { queued: boolean; to: string };

/** GET event/SendSmsToActiveTrainers/{days}: trainers of events in the next {days} days. */
export const ZTrainerSmsParams = z.object({ x: z.coerce.number().int().min(1).max(30) });
export type TTrainerSmsResult = { sent: number; withoutPhone: number; alreadySent: number };
