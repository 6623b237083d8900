import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
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
import { usePortal } from '../../../app/portal-context';
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
import { TableScroll } from '../../../ui/TableScroll';

/** profileconfig/admin: which instrument and format a 360 uses, and when its report releases. */
export function ProfileConfigAdminPage() {
  const { t, i18n } = useTranslation();
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
        <TableScroll label={t('route.profileConfigAdmin')}>
          <Table size="small" aria-label={t('route.profileConfigAdmin')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('profile.common.name')}</TableCell>
                <TableCell>{t('profile.configs.profileDefinitionId')}</TableCell>
                <TableCell>{t('profile.configs.reportFormatId')}</TableCell>
                <TableCell>{t('profile.configs.release')}</TableCell>
                <TableCell align="right">{t('profile.describers.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {configs.data.map((config) => (
                <TableRow key={config.id}>
                  <TableCell>
                    {config.name}{' '}
                    {config.isDefault && <Chip size="small" label={t('profile.formats.default')} />}
                  </TableCell>
                  <TableCell>{nameOf(definitions.data, config.profileDefinitionId)}</TableCell>
                  <TableCell>{nameOf(formats.data, config.reportFormatId)}</TableCell>
                  <TableCell>
                    {config.selfOnly
                      ? t('profile.configs.selfOnlyShort')
                      : t('profile.configs.releaseRule', { count: config.minDescribers })}
                    {config.releaseDate &&
                      ` · ${formatDate(config.releaseDate, i18n.language, { timeZone: 'UTC' })}`}
                  </TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      <Button size="small" onClick={() => setEditing(config)}>
                        {t('profile.common.edit')}
                      </Button>
                      <Button size="small" disabled={busy} onClick={() => copy(config)}>
                        {t('profile.configs.copy')}
                      </Button>
                      <Button size="small" onClick={() => setExporting(config)}>
                        {t('profile.configs.export')}
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
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
