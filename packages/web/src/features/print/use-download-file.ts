import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isFeatureEnabled } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { toasts } from '../../ui/toast/toast-store';
import { downloadFile, type DownloadRequest } from './download-file';

/** `downloadFile` bound to this brand, its API, its analytics setting and the toasts. */
export function useDownloadFile(): (request: DownloadRequest) => Promise<boolean> {
  const { api, brand, config } = usePortal();
  const { t } = useTranslation();
  const analytics = isFeatureEnabled(config.features, 'googleAnalytics');
  return useCallback(
    (request) =>
      downloadFile(request, {
        api,
        brand: brand.key,
        analytics,
        notify: (message, severity) => toasts.show({ message, severity }),
        deniedMessage: t('print.downloadDenied'),
      }),
    [api, brand.key, analytics, t],
  );
}
