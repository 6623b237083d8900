import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toasts } from '../../ui/toast/toast-store';
import { errorMessage } from './error-message';

/**
 * Runs a change of the security pages: on success a toast (when given) and fresh data on every
 * security page; on failure, or a `false` answer (nothing changed), a toast saying so.
 * Answers whether it succeeded; `busy` is true while one runs.
 */
export function useSecurityAction() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const run = async <T>(action: () => Promise<T>, success?: (answer: T) => string) => {
    setBusy(true);
    try {
      const answer = await action();
      if (answer === false) {
        toasts.show({ message: t('security.common.notChanged'), severity: 'error' });
        return false;
      }
      if (success) toasts.show({ message: success(answer), severity: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['security'] });
      return true;
    } catch (error) {
      toasts.show({ message: errorMessage(error, t), severity: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}
