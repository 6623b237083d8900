import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { AuditList } from './AuditList';
import { userDisplayName } from './format';
import { RoleClaimGrants } from './RoleClaimGrants';
import { getUser } from './security-api';
import { SecuritySection } from './SecuritySection';
import { UserActions } from './UserActions';
import { UserClaims } from './UserClaims';
import { UserDetails } from './UserDetails';
import { UserRoles } from './UserRoles';

/** One user (users/view/{userId}): details, roles, claims, actions and its audit entries. */
export function UserViewPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const userId = useParams().userId ?? '';
  const result = useQuery({
    queryKey: ['security', 'user', userId],
    queryFn: ({ signal }) => getUser(api, userId, signal),
  });
  if (result.isPending) return <LinearProgress />;
  if (result.isError) return <ErrorNotice error={result.error} />;
  const user = result.data;
  return (
    <>
      <SecuritySection
        level={2}
        title={userDisplayName(user)}
        actions={<UserActions user={user} />}
      >
        <UserDetails user={user} />
      </SecuritySection>
      <UserRoles user={user} />
      <UserClaims user={user} />
      <RoleClaimGrants grants={user.roleClaims} />
      <SecuritySection title={t('security.audit.aboutUser')}>
        <AuditList userId={user.id} />
      </SecuritySection>
    </>
  );
}
