import type { TextKey } from '@portal/core/i18n';
import type { TFunction } from 'i18next';
import { SIGN_IN_MESSAGES } from '@portal/core';
import { ApiError, NETWORK_ERROR_STATUS } from '../../api/api-error';

const KEYS: Readonly<Record<string, TextKey>> = {
  [SIGN_IN_MESSAGES.invalidCredentials]: 'auth.login.invalid',
  [SIGN_IN_MESSAGES.interactionExpired]: 'auth.common.expired',
  [SIGN_IN_MESSAGES.noCodeAwaited]: 'auth.common.expired',
  [SIGN_IN_MESSAGES.invalidCode]: 'auth.passcode.invalid',
  [SIGN_IN_MESSAGES.linkExpired]: 'auth.link.expired',
};

/** A failed sign-in call in the user's language; an unknown server message is shown as sent. */
export function signInErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('shell.common.error');
  if (error.status === NETWORK_ERROR_STATUS) return t('shell.api.network');
  if (error.status === 429) return t('auth.common.tooMany');
  const key = KEYS[error.message];
  return key ? t(key) : error.message;
}

/** True when the sign-in request itself is gone and only starting again helps. */
export const isExpiredInteraction = (error: unknown) =>
  error instanceof ApiError &&
  (error.message === SIGN_IN_MESSAGES.interactionExpired ||
    error.message === SIGN_IN_MESSAGES.noCodeAwaited);

/** The field errors of a 400 (`errors: [{ field, message }]`), for one field. */
export function fieldErrors(error: unknown, field: string): string[] {
  if (!(error instanceof ApiError)) return [];
  return error.errors.filter((entry) => entry.field === field).map((entry) => entry.message);
}
