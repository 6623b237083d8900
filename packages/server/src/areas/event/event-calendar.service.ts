import { buildIcs } from '@portal/core';
import { CONTENT_TYPES } from '../../documents/send-file';
import { catalogIn } from '../../shared/catalogs';
import { brandHas } from '../webconfig/webconfig.service';
import type { EventContext } from './event-context';
import { virtualLinkOf } from './event-links';
import { readableEvent } from './event.service';

/**
 * The .ics file of an event the caller may read, in its time zone, with a reminder and the link
 * to join it online (where the brand has `virtualEvents` on); an event without a name of its own
 * is named in the caller's language.
 */
export async function calendarFile(ctx: EventContext, id: string) {
  const event = await readableEvent(ctx, id);
  if (!event.startDate) return undefined;
  const untitled = catalogIn(ctx.language).events.calendarFile.untitled;
  const text = buildIcs({
    uid: `${event.id}@${new URL(ctx.origin).hostname}`,
    summary: event.description ?? event.eventType?.name ?? untitled,
    description: event.eventType?.name ?? null,
    location: event.location,
    url: virtualLinkOf(event, await brandHas(ctx, 'virtualEvents')),
    start: new Date(event.startDate),
    end: event.endDate ? new Date(event.endDate) : null,
    timeZone: event.ianaLocationTimeZone,
    organizer: event.trainerEmail ? { name: event.trainer, email: event.trainerEmail } : null,
    stamp: ctx.now,
    sequence: event.version,
  });
  return {
    body: Buffer.from(text),
    fileName: `${event.eventType?.name ?? untitled}.ics`,
    contentType: CONTENT_TYPES.ics,
  };
}
