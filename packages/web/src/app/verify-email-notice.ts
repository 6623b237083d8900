import type { TFunction } from 'i18next';
import { VERIFY_EMAIL_NOTICE_MS } from '@portal/core';
import type { ApiClient } from '../api/client';
import { toasts } from '../ui/toast/toast-store';

/**
 * Asks the identity service to send the e-mail confirmation link again, and says how it went:
 * 'Confirmation email sent' or 'Error sending confirmation email.'.
 */
export async function resendConfirmation(
  api: ApiClient,
  t: TFunction,
  userId: string | undefined,
): Promise<void> {
  try {
    if (!userId) throw new Error('Only a signed-in user has a confirmation e-mail to resend.');
    const { sendConfirmation } = await import('./send-confirmation');
    await sendConfirmation(api, userId);
    toasts.show({ message: t('shell.guard.resendSent'), severity: 'success' });
  } catch {
    toasts.show({ message: t('shell.guard.resendFailed'), severity: 'error' });
  }
}

/**
 * The spec's notice for an unconfirmed e-mail, for 5 s with Resend Email: shown when a route
 * needs a verified e-mail, and when the server refuses a call for that reason.
 */
export function showVerifyEmailNotice(t: TFunction, resend: () => Promise<void>): void {
  toasts.show({
    message: t('shell.guard.unverified'),
    severity: 'warning',
    durationMs: VERIFY_EMAIL_NOTICE_MS,
    action: { label: t('shell.guard.resendEmail'), onClick: () => void resend() },
  });
}
