import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session-context';
import { usePortal } from './portal-context';
import { resendConfirmation } from './verify-email-notice';

/** Resends the signed-in user's e-mail confirmation link (see `resendConfirmation`). */
export function useResendConfirmation(): () => Promise<void> {
  const { t } = useTranslation();
  const { api } = usePortal();
  const userId = useSession().session?.userId;
  return useCallback(() => resendConfirmation(api, t, userId), [api, t, userId]);
}
