import type { TFunction } from 'i18next';
import { ApiError, NETWORK_ERROR_STATUS } from '../../api/api-error';

/** A failed call in one line for a toast: the server's message and reference id. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.status === NETWORK_ERROR_STATUS) return t('shell.api.network');
    const reference = error.referenceId
      ? ` ${t('shell.common.reference', { referenceId: error.referenceId })}`
      : '';
    return `${error.message}${reference}`;
  }
  return t('shell.common.error');
}
