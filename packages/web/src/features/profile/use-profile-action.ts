import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toasts } from '../../ui/toast/toast-store';
import { errorMessage } from '../security/error-message';

/**
 * Runs a change of the 360 screens: on success a toast (when given) and fresh 360 data on every
 * screen; on failure, or a `false` answer, a toast saying so. Answers the result, or undefined.
 */
export function useProfileAction() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const run = async <T>(action: () => Promise<T>, success?: string): Promise<T | undefined> => {
    setBusy(true);
    try {
      const answer = await action();
      if (answer === false) {
        toasts.show({ message: t('profile.common.notChanged'), severity: 'error' });
        return undefined;
      }
      if (success) toasts.show({ message: success, severity: 'success' });
      // Not awaited: the caller goes on (a form clears) while the lists refetch.
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      return answer;
    } catch (error) {
      toasts.show({ message: errorMessage(error, t), severity: 'error' });
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}
