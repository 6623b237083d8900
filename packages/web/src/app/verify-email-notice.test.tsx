import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMAIL_NOT_VERIFIED_REASON, VERIFY_EMAIL_NOTICE_MS } from '@portal/core';
import { ApiError } from '../api/api-error';
import { clearToasts, testApi } from '../test/render-app';
import { createTestI18n, TestI18n } from '../test/test-providers';
import { ErrorNotice } from '../ui/ErrorNotice';
import { toasts } from '../ui/toast/toast-store';
import { resendConfirmation, showVerifyEmailNotice } from './verify-email-notice';

const UNVERIFIED = 'Check your inbox to verify your email address prior to accessing this feature.';
const i18n = createTestI18n();

afterEach(() => {
  cleanup();
  clearToasts();
});

describe('the verify-email notice', () => {
  it("shows the spec's text for 5 s with Resend Email, which sends the link again", async () => {
    const api = testApi(async () => ({ ok: true }));
    showVerifyEmailNotice(i18n.t, () => resendConfirmation(api, i18n.t, 'user-1'));
    const notice = toasts.current();
    expect(notice).toMatchObject({
      message: UNVERIFIED,
      severity: 'warning',
      durationMs: VERIFY_EMAIL_NOTICE_MS,
      action: { label: 'Resend Email' },
    });
    notice?.action?.onClick();
    await expect
      .poll(() => api.get)
      .toHaveBeenCalledWith('/api/auth/SendConfirmationEmail/user-1', undefined, undefined);
    toasts.dismiss(notice?.id ?? 0);
    await expect.poll(() => toasts.current()?.message).toBe('Confirmation email sent');
  });

  it('says sending failed when nobody is signed in', async () => {
    const api = testApi(async () => ({ ok: true }));
    await resendConfirmation(api, i18n.t, undefined);
    expect(api.get).not.toHaveBeenCalled();
    expect(toasts.current()?.message).toBe('Error sending confirmation email.');
  });

  it('is what a failed load says when the server refused an unconfirmed e-mail', () => {
    const refused = new ApiError(403, 'Check your inbox.', 'ref-2', {
      reason: EMAIL_NOT_VERIFIED_REASON,
    });
    render(
      <TestI18n>
        <ErrorNotice error={refused} />
        <ErrorNotice error={new ApiError(403, 'Not yours.', 'ref-3')} />
      </TestI18n>,
    );
    expect(screen.getByText(UNVERIFIED, { exact: false })).toBeTruthy();
    expect(screen.getByText('Not yours.', { exact: false })).toBeTruthy();
  });
});
