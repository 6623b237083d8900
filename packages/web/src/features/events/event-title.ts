import type { TEvent } from '@portal/core';

/** How an event is named in lists: its type, then its description when it has one. */
export function eventTitle(event: Pick<TEvent, 'description' | 'eventType'>): string {
  const type = event.eventType?.name ?? '';
  if (!event.description) return type;
  return type ? `${type}: ${event.description}` : event.description;
}
