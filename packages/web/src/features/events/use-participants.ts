import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePortal } from '../../app/portal-context';
import { eventKeys, searchParticipants, type ParticipantSearch } from './events-api';

/** One page of an event's participants (read again when the hub says someone checked in). */
export function useParticipants(query: ParticipantSearch, enabled = true) {
  const { api } = usePortal();
  return useQuery({
    queryKey: eventKeys.participants(query),
    queryFn: ({ signal }) => searchParticipants(api, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
