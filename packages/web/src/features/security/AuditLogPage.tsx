import { useTranslation } from 'react-i18next';
import { AuditList } from './AuditList';
import { SecuritySection } from './SecuritySection';

/** The audit log of the whole portal, for security admins. */
export function AuditLogPage() {
  const { t } = useTranslation();
  return (
    <SecuritySection level={2} title={t('security.audit.title')}>
      <AuditList />
    </SecuritySection>
  );
}
