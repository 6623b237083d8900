import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePortal } from '../../app/portal-context';
import { searchUsers } from './security-api';
import { SecuritySection } from './SecuritySection';
import { UserList } from './UserList';

/** Every identity user: search by name or e-mail, sort, page, open one. */
export function UsersPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  return (
    <SecuritySection
      level={2}
      title={t('security.users.title')}
      actions={
        <>
          <Button component={RouterLink} to="/roles">
            {t('security.roles.title')}
          </Button>
          <Button component={RouterLink} to="/users/audit">
            {t('security.audit.title')}
          </Button>
        </>
      }
    >
      <UserList listKey={['all']} load={(query, signal) => searchUsers(api, query, signal)} />
    </SecuritySection>
  );
}
