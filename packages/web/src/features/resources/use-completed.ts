import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePortal } from '../../app/portal-context';
import { toasts } from '../../ui/toast/toast-store';
import { fetchCompletedContents, markContentDone, resourcesKeys } from './resources-api';

/** The items of a group the reader has marked done, as a set of ids (undefined while loading). */
export function useCompleted(groupId: string | undefined): Set<string> | undefined {
  const { api } = usePortal();
  const completed = useQuery({
    queryKey: resourcesKeys.completed(groupId ?? ''),
    queryFn: ({ signal }) => fetchCompletedContents(api, groupId ?? '', signal),
    enabled: groupId !== undefined,
  });
  return completed.data && new Set(completed.data);
}

/** Marks an item of the group done; the group's list of done items follows. */
export function useMarkDone(groupId: string) {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentId: string) => markContentDone(api, contentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourcesKeys.completed(groupId) }),
    onError: (error) => toasts.show({ message: error.message, severity: 'error' }),
  });
}
