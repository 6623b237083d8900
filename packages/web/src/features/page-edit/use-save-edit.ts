import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppConfig } from '@portal/core';
import { useApplyConfig } from '../../app/app-config';
import { toasts } from '../../ui/toast/toast-store';

/**
 * Runs a save of the edit mode: the configuration it answers shows at once (other browsers
 * take it from the hub), with the spec's configuration toasts.
 */
export function useSaveEdit(onSaved: () => void) {
  const { t } = useTranslation();
  const applyConfig = useApplyConfig();
  const [busy, setBusy] = useState(false);
  const save = async (send: () => Promise<AppConfig>) => {
    setBusy(true);
    try {
      applyConfig(await send());
      toasts.show({ message: t('appConfig.saved'), severity: 'success' });
      onSaved();
    } catch {
      toasts.show({ message: t('appConfig.saveFailed'), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, save };
}
