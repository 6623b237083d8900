import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '@portal/core';
import { call } from '../api/call';
import { useSession } from '../auth/session-context';
import { toasts } from '../ui/toast/toast-store';
import { usePortal } from './portal-context';

/**
 * Asks the identity service to send the e-mail confirmation link again, and says how it went:
 * 'Confirmation email sent' or 'Error sending confirmation email.'.
 */
export function useResendConfirmation(): () => Promise<void> {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { session } = useSession();
  const userId = session?.userId;
  return useCallback(async () => {
    try {
      if (!userId) throw new Error('Only a signed-in user has a confirmation e-mail to resend.');
      await call(api, authApi.sendConfirmationEmail, { params: { userId } });
      toasts.show({ message: t('shell.guard.resendSent'), severity: 'success' });
    } catch {
      toasts.show({ message: t('shell.guard.resendFailed'), severity: 'error' });
    }
  }, [api, t, userId]);
}
