import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toasts } from '../../ui/toast/toast-store';
import { errorMessage } from '../security/error-message';

/**
 * Runs a change of the account, group and note screens: on success a toast (when given) and
 * fresh data under `refresh`; on failure a toast with the server's message. Answers the
 * result, or undefined when it failed; `busy` is true while one runs.
 */
export function useAction(refresh: QueryKey) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const run = async <T>(action: () => Promise<T>, success?: (answer: T) => string) => {
    setBusy(true);
    try {
      const answer = await action();
      if (success) toasts.show({ message: success(answer), severity: 'success' });
      await queryClient.invalidateQueries({ queryKey: refresh });
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
