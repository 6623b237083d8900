import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { isFeatureEnabled } from '@portal/core';
import { useSession } from '../../auth/session-context';
import { usePortal } from '../portal-context';

/** Reminds a signed-in user whose e-mail is not confirmed, when the brand turns it on. */
export function EmailVerificationBanner() {
  const { t } = useTranslation();
  const { config } = usePortal();
  const { session } = useSession();
  if (!session || session.emailVerified) return null;
  if (!isFeatureEnabled(config.features, 'emailVerificationBanner')) return null;
  return (
    <Alert severity="warning" square sx={{ borderRadius: 0 }}>
      {t('shell.banner.verifyEmail')}
    </Alert>
  );
}
