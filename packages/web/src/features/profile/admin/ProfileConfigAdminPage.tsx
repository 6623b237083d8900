import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  isFeatureEnabled,
  type ProfileConfig,
  type ProfileConfigInput,
} from '@portal/core';
import { useFeatureOn, usePortal } from '../../../app/portal-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { PageCard } from '../../../ui/PageCard';
import { PageLoading } from '../../../ui/PageLoading';
import { useProfileAction } from '../use-profile-action';
import {
  copyConfig,
  listConfigs,
  listDefinitions,
  listFormats,
  saveConfig,
} from './instrument-api';
import { ExportDialog } from './ExportDialog';
import { ProfileBuilder } from './ProfileBuilder';
import { ProfileConfigDialog } from './ProfileConfigDialog';
import { DataTable, NameWithChip } from '../../../ui/DataTable';

/** profileconfig/admin: which instrument and format a 360 uses, and when its report releases. */
export function ProfileConfigAdminPage() {
  const { t, i18n } = useTranslation();
  const csvOn = useFeatureOn('csvExport');
  const { api, config: appConfig } = usePortal();
  const { run, busy } = useProfileAction();
  const [editing, setEditing] = useState<ProfileConfig | 'new' | null>(null);
  const [exporting, setExporting] = useState<ProfileConfig | null>(null);
  const configs = useQuery({
    queryKey: ['profile', 'configs'],
    queryFn: ({ signal }) => listConfigs(api, signal),
  });
  const definitions = useQuery({
    queryKey: ['profile', 'definitions'],
    queryFn: ({ signal }) => listDefinitions(api, signal),
  });
  const formats = useQuery({
    queryKey: ['profile', 'formats'],
    queryFn: ({ signal }) => listFormats(api, signal),
  });
  const nameOf = (list: readonly { id: string; name: string }[] | undefined, id: string) =>
    list?.find((item) => item.id === id)?.name ?? '';
  const error = configs.error ?? definitions.error ?? formats.error;

  const save = async (input: ProfileConfigInput) => {
    const id = editing === 'new' ? undefined : editing?.id;
    const saved = await run(() => saveConfig(api, input, id), t('profile.configs.saved'));
    if (saved) setEditing(null);
  };
  const copy = (config: ProfileConfig) =>
    void run(() => copyConfig(api, config.id), t('profile.configs.copied', { name: config.name }));

  // The page shows once its three lists are in: "New configuration" needs two of them.
  if (configs.isPending || definitions.isPending || formats.isPending) return <PageLoading />;

  return (
    <PageCard title={t('route.profileConfigAdmin')}>
      <Typography color="text.secondary">{t('profile.configs.intro')}</Typography>
      <Button
        variant="contained"
        disabled={!definitions.data?.length || !formats.data?.length}
        onClick={() => setEditing('new')}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('profile.configs.create')}
      </Button>
      {error && <ErrorNotice error={error} />}
      {configs.data && (
        <DataTable
          label={t('route.profileConfigAdmin')}
          rows={configs.data}
          rowKey={(config) => config.id}
          columns={[
            {
              header: t('profile.common.name'),
              cell: (config) => (
                <NameWithChip
                  name={config.name}
                  chip={config.isDefault && t('profile.formats.default')}
                />
              ),
            },
            {
              header: t('profile.configs.profileDefinitionId'),
              cell: (config) => nameOf(definitions.data, config.profileDefinitionId),
            },
            {
              header: t('profile.configs.reportFormatId'),
              cell: (config) => nameOf(formats.data, config.reportFormatId),
            },
            {
              header: t('profile.configs.release'),
              cell: (config) => (
                <>
                  {config.selfOnly
                    ? t('profile.configs.selfOnlyShort')
                    : t('profile.configs.releaseRule', { count: config.minDescribers })}
                  {config.releaseDate &&
                    ` · ${formatDate(config.releaseDate, i18n.language, { timeZone: 'UTC' })}`}
                </>
              ),
            },
          ]}
          actions={{
            header: t('profile.describers.actions'),
            cell: (config) => (
              <>
                <Button size="small" onClick={() => setEditing(config)}>
                  {t('profile.common.edit')}
                </Button>
                <Button size="small" disabled={busy} onClick={() => copy(config)}>
                  {t('profile.configs.copy')}
                </Button>
                {csvOn && (
                  <Button size="small" onClick={() => setExporting(config)}>
                    {t('profile.configs.export')}
                  </Button>
                )}
              </>
            ),
          }}
        />
      )}
      {editing && definitions.data && formats.data && (
        <ProfileConfigDialog
          config={editing === 'new' ? null : editing}
          definitions={definitions.data}
          formats={formats.data}
          busy={busy}
          onSave={(input) => void save(input)}
          onClose={() => setEditing(null)}
        />
      )}
      {exporting && <ExportDialog config={exporting} onClose={() => setExporting(null)} />}
      {isFeatureEnabled(appConfig.features, 'profileBuilder') && definitions.data && (
        <ProfileBuilder definitions={definitions.data} />
      )}
    </PageCard>
  );
}
