import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportFormat, ReportFormatInput } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { PageCard } from '../../../ui/PageCard';
import { useProfileAction } from '../use-profile-action';
import { listDefinitions, listFormats, saveFormat } from './instrument-api';
import { ReportFormatDialog } from './ReportFormatDialog';
import { DataTable, NameWithChip } from '../../../ui/DataTable';

/** profile/reportformats: the report formats (targets, anonymity, counts) of this brand. */
export function ReportFormatsPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { run, busy } = useProfileAction();
  const [editing, setEditing] = useState<ReportFormat | 'new' | null>(null);
  const formats = useQuery({
    queryKey: ['profile', 'formats'],
    queryFn: ({ signal }) => listFormats(api, signal),
  });
  const definitions = useQuery({
    queryKey: ['profile', 'definitions'],
    queryFn: ({ signal }) => listDefinitions(api, signal),
  });
  const definitionName = (id: string) => definitions.data?.find((d) => d.id === id)?.name ?? '';

  const save = async (input: ReportFormatInput) => {
    const id = editing === 'new' ? undefined : editing?.id;
    const saved = await run(() => saveFormat(api, input, id), t('profile.formats.saved'));
    if (saved) setEditing(null);
  };

  return (
    <PageCard title={t('route.profileReportFormats')}>
      <Typography color="text.secondary">{t('profile.formats.intro')}</Typography>
      <Button
        variant="contained"
        disabled={!definitions.data?.length}
        onClick={() => setEditing('new')}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('profile.formats.create')}
      </Button>
      {(formats.isPending || definitions.isPending) && (
        <LinearProgress aria-label={t('shell.common.loading')} />
      )}
      {formats.isError && <ErrorNotice error={formats.error} />}
      {definitions.isError && <ErrorNotice error={definitions.error} />}
      {formats.data && (
        <DataTable
          label={t('route.profileReportFormats')}
          rows={formats.data}
          rowKey={(format) => format.id}
          columns={[
            {
              header: t('profile.common.name'),
              cell: (format) => (
                <NameWithChip
                  name={format.name}
                  chip={format.isDefault && t('profile.formats.default')}
                />
              ),
            },
            {
              header: t('profile.formats.definition'),
              cell: (format) => definitionName(format.profileDefinitionId),
            },
            { header: t('profile.formats.minGroupSize'), cell: (format) => format.minGroupSize },
          ]}
          actions={{
            header: t('profile.describers.actions'),
            cell: (format) => (
              <Button size="small" onClick={() => setEditing(format)}>
                {t('profile.common.edit')}
              </Button>
            ),
          }}
        />
      )}
      {editing && definitions.data && (
        <ReportFormatDialog
          format={editing === 'new' ? null : editing}
          definitions={definitions.data}
          busy={busy}
          onSave={(input) => void save(input)}
          onClose={() => setEditing(null)}
        />
      )}
    </PageCard>
  );
}
