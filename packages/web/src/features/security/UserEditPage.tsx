import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { TUserSave } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { toUserSave, userDisplayName } from './format';
import { getUser, saveUser } from './security-api';
import { SecuritySection } from './SecuritySection';
import { UserEditForm } from './UserEditForm';
import { useSecurityAction } from './use-security-action';

/** Edits one user's identity fields (users/edit/{userId}), then goes back to the user. */
export function UserEditPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const navigate = useNavigate();
  const userId = useParams().userId ?? '';
  const viewPath = `/users/view/${encodeURIComponent(userId)}`;
  const { run, busy } = useSecurityAction();
  const result = useQuery({
    queryKey: ['security', 'user', userId],
    queryFn: ({ signal }) => getUser(api, userId, signal),
  });
  if (result.isPending) return <LinearProgress />;
  if (result.isError) return <ErrorNotice error={result.error} />;

  const save = async (user: TUserSave) => {
    if (
      await run(
        () => saveUser(api, user),
        () => t('security.user.saved'),
      )
    ) {
      await navigate(viewPath);
    }
  };
  return (
    <SecuritySection
      level={2}
      title={t('security.user.editTitle', { name: userDisplayName(result.data) })}
    >
      <UserEditForm
        initial={toUserSave(result.data)}
        busy={busy}
        onSave={(user) => void save(user)}
        onCancel={() => void navigate(viewPath)}
      />
    </SecuritySection>
  );
}
