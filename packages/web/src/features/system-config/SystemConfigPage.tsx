import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BRANDS, SYSTEM_SETTINGS_REFRESH_SECONDS, type TSystemConfig } from '@portal/core';
import type { TextKey } from '@portal/core/i18n';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { toasts } from '../../ui/toast/toast-store';
import { errorMessage } from '../security/error-message';
import { EmployeeDomainsForm } from './EmployeeDomainsForm';
import { EnvironmentTable } from './EnvironmentTable';
import { SettingForm } from './SettingForm';
import {
  getSystemConfig,
  resetEmployeeDomains,
  resetSystemSetting,
  saveEmployeeDomains,
  saveSystemSetting,
} from './system-config-api';

const QUERY_KEY = ['systemconfig'];

/**
 * The installation's settings (`systemconfig`): those a security admin may change while the
 * servers run, and the environment they started with, secrets hidden.
 */
export function SystemConfigPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const config = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => getSystemConfig(api, signal),
  });

  /** Sends a change; the notice `done` names what changed (`name`). */
  const change = async (send: () => Promise<TSystemConfig>, done: TextKey, name: string) => {
    setBusy(true);
    try {
      queryClient.setQueryData(QUERY_KEY, await send());
      toasts.show({ message: t(done, { name }), severity: 'success' });
    } catch (error) {
      toasts.show({ message: errorMessage(error, t), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (config.isError) return <ErrorNotice error={config.error} />;
  if (!config.data) return <PageLoading />;
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">
        {t('systemConfig.page.intro', { seconds: SYSTEM_SETTINGS_REFRESH_SECONDS })}
      </Typography>
      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('systemConfig.page.runtimeTitle')}
        </Typography>
        <Stack spacing={3} divider={<Divider flexItem />}>
          {config.data.settings.map((setting) => (
            <SettingForm
              key={`${setting.name}:${String(setting.value)}:${setting.saved?.at ?? ''}`}
              setting={setting}
              busy={busy}
              onSave={(value) =>
                void change(
                  () => saveSystemSetting(api, setting.name, value),
                  'systemConfig.page.saved',
                  t(`systemConfig.labels.${setting.name}`),
                )
              }
              onReset={() =>
                void change(
                  () => resetSystemSetting(api, setting.name),
                  'systemConfig.page.resetDone',
                  t(`systemConfig.labels.${setting.name}`),
                )
              }
            />
          ))}
        </Stack>
      </Paper>
      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('systemConfig.domains.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('systemConfig.domains.intro')}
        </Typography>
        <Stack spacing={3}>
          {config.data.employeeDomains.map((entry) => {
            const brandName = BRANDS[entry.brand].displayName;
            return (
              <EmployeeDomainsForm
                key={`${entry.brand}:${entry.domains.join('|')}`}
                entry={entry}
                brandName={brandName}
                busy={busy}
                onSave={(domains) =>
                  void change(
                    () => saveEmployeeDomains(api, entry.brand, domains),
                    'systemConfig.domains.saved',
                    brandName,
                  )
                }
                onReset={() =>
                  void change(
                    () => resetEmployeeDomains(api, entry.brand),
                    'systemConfig.domains.resetDone',
                    brandName,
                  )
                }
              />
            );
          })}
        </Stack>
      </Paper>
      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('systemConfig.page.environmentTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('systemConfig.page.environmentIntro')}
        </Typography>
        <EnvironmentTable variables={config.data.environment} />
      </Paper>
    </Stack>
  );
}
