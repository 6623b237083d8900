import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toasts } from '../../../ui/toast/toast-store';
import { errorMessage } from '../../security/error-message';

/**
 * Runs a change of the feedback formats: on success a toast worded from the answer (when given)
 * and the versions listed afresh; on failure a toast with the server's message. Answers the
 * result, or undefined when it failed.
 */
export function useFormatAction() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const run = async <T>(
    action: () => Promise<T>,
    success?: (answer: T) => string,
  ): Promise<T | undefined> => {
    setBusy(true);
    try {
      const answer = await action();
      if (success) toasts.show({ message: success(answer), severity: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['checkupSurvey', 'formats'] });
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
