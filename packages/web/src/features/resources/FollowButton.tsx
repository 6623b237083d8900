import Button from '@mui/material/Button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../app/portal-context';
import { toasts } from '../../ui/toast/toast-store';
import { fetchFollowState, resourcesKeys, setFollowing } from './resources-api';

/**
 * Follow a group's alerts (an e-mail and a notice when something new is added) or stop; shown
 * only where the group's alerts are on. Following again takes back a stop made from an e-mail.
 */
export function FollowButton({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const key = resourcesKeys.follow(groupId);
  const state = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchFollowState(api, groupId, signal),
  });
  const change = useMutation({
    mutationFn: (following: boolean) => setFollowing(api, groupId, following),
    onSuccess: (_answer, following) => {
      toasts.show({
        message: t(following ? 'resources.group.followed' : 'resources.group.unfollowed'),
        severity: 'success',
      });
      // Leaving may take away a group the person read through their subscription.
      void queryClient.invalidateQueries({ queryKey: ['resources'] });
    },
    onError: (error) => toasts.show({ message: error.message, severity: 'error' }),
  });
  if (!state.data?.canFollow) return null;
  const following = state.data.following;
  return (
    <Button
      variant={following ? 'outlined' : 'contained'}
      disabled={change.isPending}
      onClick={() => change.mutate(!following)}
    >
      {t(following ? 'resources.group.unfollow' : 'resources.group.follow')}
    </Button>
  );
}
