import { useQuery } from '@tanstack/react-query';
import { usePortal } from '../../app/portal-context';
import { fetchGroupByCode, fetchGroupItems, resourcesKeys } from './resources-api';

/** A group the reader reaches, by the code of the address (a 404 is an error, not retried). */
export function useGroup(code: string) {
  const { api } = usePortal();
  return useQuery({
    queryKey: resourcesKeys.group(code),
    queryFn: ({ signal }) => fetchGroupByCode(api, code, signal),
    enabled: code !== '',
    retry: false,
  });
}

/** A group's items in their multi-level order. */
export function useGroupItems(groupId: string | undefined) {
  const { api } = usePortal();
  return useQuery({
    queryKey: resourcesKeys.items(groupId ?? ''),
    queryFn: ({ signal }) => fetchGroupItems(api, groupId ?? '', signal),
    enabled: groupId !== undefined,
  });
}
