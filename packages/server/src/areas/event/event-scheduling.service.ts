import { SchedulingType, makeupSchedulingPath, type TSchedulingLink } from '@portal/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ParticipantRow } from './event-participants.store';
import { personalizedSchedulingUrl } from './event-links';
import { laterEventsOfType, type EventRow } from './event.store';

/**
 * Where a participant who missed an event books another session (participantScheduling): the
 * event's booking page, else the open events of its type. The make-up job offers them and the
 * participants' make-up screens book them.
 */

/** The participant's scheduling link: the event's booking page, else the portal's own. */
export function schedulingLinkOf(
  event: EventRow,
  p: ParticipantRow,
  origin: string,
): TSchedulingLink {
  const url = (event.details as Record<string, unknown>)['schedulingUrl'];
  return typeof url === 'string' && url
    ? {
        participantId: p.id,
        eventId: event.id,
        schedulingType: SchedulingType.OnceHubBooking,
        url: personalizedSchedulingUrl(url, p.id),
      }
    : {
        participantId: p.id,
        eventId: event.id,
        schedulingType: SchedulingType.InternalMakeupEvent,
        url: `${origin}${makeupSchedulingPath(p.id)}`,
      };
}

/** Future, open, not full events of the same type, other than the missed one. */
export async function makeupOptionRows(
  db: Kysely<Database>,
  event: EventRow,
  now: Date,
): Promise<EventRow[]> {
  const rows = await laterEventsOfType(db, event, now);
  return rows.filter((r) => r.participant_count < r.max_students);
}
