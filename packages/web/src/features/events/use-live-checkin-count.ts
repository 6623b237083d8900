import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PagedResult, TEvent } from '@portal/core';
import { checkinCountEvents, type CheckinCount } from './checkin-count-events';
import { eventKeys } from './events-api';

const withCount = (event: TEvent, pushed: CheckinCount): TEvent =>
  event.id === pushed.eventId
    ? { ...event, computedCheckedInCount: pushed.computedCheckedInCount }
    : event;

/**
 * Keeps the checked-in counts on screen live: each count the hub pushes is written into the
 * cached event and event lists at once, and the participant lists are read again (they show
 * who checked in).
 */
export function useLiveCheckinCount(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      checkinCountEvents.subscribe((pushed) => {
        queryClient.setQueryData<TEvent>(eventKeys.one(pushed.eventId), (event) =>
          event ? withCount(event, pushed) : event,
        );
        queryClient.setQueriesData<PagedResult<TEvent>>(
          { queryKey: [...eventKeys.all, 'search'] },
          (page) => page && { ...page, data: page.data.map((event) => withCount(event, pushed)) },
        );
        void queryClient.invalidateQueries({ queryKey: [...eventKeys.all, 'participants'] });
      }),
    [queryClient],
  );
}
