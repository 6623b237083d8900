import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePortal } from '../../app/portal-context';
import { usersByClaim } from './security-api';
import { SecuritySection } from './SecuritySection';
import { UserList } from './UserList';

/** The users holding a claim type, or one value of it (users/claim/{claimType}/{claimValue?}). */
export function UsersByClaimPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const params = useParams();
  const claim = { type: params.claimType ?? '', value: params.claimValue };
  const title = claim.value
    ? t('security.users.byClaimValue', { type: claim.type, value: claim.value })
    : t('security.users.byClaim', { type: claim.type });
  return (
    <SecuritySection level={2} title={title}>
      <UserList
        listKey={['byclaim', claim.type, claim.value ?? null]}
        load={(query, signal) => usersByClaim(api, claim, query, signal)}
      />
    </SecuritySection>
  );
}
