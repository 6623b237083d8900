import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SYSTEM_SETTINGS_REFRESH_SECONDS,
  type SystemSettingName,
  type TSystemConfig,
} from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { toasts } from '../../ui/toast/toast-store';
import { errorMessage } from '../security/error-message';
import { EnvironmentTable } from './EnvironmentTable';
import { SettingForm } from './SettingForm';
import { getSystemConfig, resetSystemSetting, saveSystemSetting } from './system-config-api';

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

  const change = async (
    name: SystemSettingName,
    send: () => Promise<TSystemConfig>,
    done: 'systemConfig.page.saved' | 'systemConfig.page.resetDone',
  ) => {
    setBusy(true);
    try {
      queryClient.setQueryData(QUERY_KEY, await send());
      toasts.show({
        message: t(done, { name: t(`systemConfig.labels.${name}`) }),
        severity: 'success',
      });
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
                  setting.name,
                  () => saveSystemSetting(api, setting.name, value),
                  'systemConfig.page.saved',
                )
              }
              onReset={() =>
                void change(
                  setting.name,
                  () => resetSystemSetting(api, setting.name),
                  'systemConfig.page.resetDone',
                )
              }
            />
          ))}
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
