import type { TextKey } from '@portal/core/i18n';
import type { TFunction } from 'i18next';
import { SIGN_IN_ERRORS } from '@portal/core';
import { ApiError, NETWORK_ERROR_STATUS } from '../../api/api-error';

/** The sign-in screens' own words for the refusals they know, by the server's code. */
const KEYS: Readonly<Record<string, TextKey>> = {
  [SIGN_IN_ERRORS.invalidCredentials]: 'auth.login.invalid',
  [SIGN_IN_ERRORS.interactionExpired]: 'auth.common.expired',
  [SIGN_IN_ERRORS.noCodeAwaited]: 'auth.common.expired',
  [SIGN_IN_ERRORS.invalidCode]: 'auth.passcode.invalid',
  [SIGN_IN_ERRORS.linkExpired]: 'auth.link.expired',
};

/** A failed sign-in call in the user's language; an unknown server message is shown as sent. */
export function signInErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('shell.common.error');
  if (error.status === NETWORK_ERROR_STATUS) return t('shell.api.network');
  if (error.status === 429) return t('auth.common.tooMany');
  const key = error.code === null ? undefined : KEYS[error.code];
  return key ? t(key) : error.message;
}

/** True when the sign-in request itself is gone and only starting again helps. */
export const isExpiredInteraction = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === SIGN_IN_ERRORS.interactionExpired || error.code === SIGN_IN_ERRORS.noCodeAwaited);

/** The field errors of a 400 (`errors: [{ field, message }]`), for one field. */
export function fieldErrors(error: unknown, field: string): string[] {
  if (!(error instanceof ApiError)) return [];
  return error.errors.filter((entry) => entry.field === field).map((entry) => entry.message);
}
