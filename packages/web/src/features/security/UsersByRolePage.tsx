import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePortal } from '../../app/portal-context';
import { usersByRole } from './security-api';
import { SecuritySection } from './SecuritySection';
import { UserList } from './UserList';

/** The users holding one role (users/role/{roleName}). */
export function UsersByRolePage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const roleName = useParams().roleName ?? '';
  return (
    <SecuritySection level={2} title={t('security.users.byRole', { role: roleName })}>
      <UserList
        listKey={['byrole', roleName]}
        load={(query, signal) => usersByRole(api, roleName, query, signal)}
      />
    </SecuritySection>
  );
}
