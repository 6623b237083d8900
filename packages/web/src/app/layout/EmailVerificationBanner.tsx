import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { isFeatureEnabled } from '@portal/core';
import { useSession } from '../../auth/session-context';
import { Banner } from '../../ui/Banner';
import { usePortal } from '../portal-context';
import { useResendConfirmation } from '../use-resend-confirmation';

/** Reminds a signed-in user whose e-mail is not confirmed, when the brand turns it on. */
export function EmailVerificationBanner() {
  const { t } = useTranslation();
  const { config } = usePortal();
  const { session } = useSession();
  const resend = useResendConfirmation();
  if (!session || session.emailVerified) return null;
  if (!isFeatureEnabled(config.features, 'emailVerificationBanner')) return null;
  return (
    <Banner
      severity="warning"
      action={
        <Button size="small" variant="outlined" color="inherit" onClick={() => void resend()}>
          {t('shell.guard.resendEmail')}
        </Button>
      }
    >
      {t('shell.banner.verifyEmail')}
    </Banner>
  );
}
