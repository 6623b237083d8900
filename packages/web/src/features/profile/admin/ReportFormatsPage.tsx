import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
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
import type { ReportFormat, ReportFormatInput } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { PageCard } from '../../../ui/PageCard';
import { useProfileAction } from '../use-profile-action';
import { listDefinitions, listFormats, saveFormat } from './instrument-api';
import { ReportFormatDialog } from './ReportFormatDialog';
import { TableScroll } from '../../../ui/TableScroll';

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
        <TableScroll label={t('route.profileReportFormats')}>
          <Table size="small" aria-label={t('route.profileReportFormats')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('profile.common.name')}</TableCell>
                <TableCell>{t('profile.formats.definition')}</TableCell>
                <TableCell>{t('profile.formats.minGroupSize')}</TableCell>
                <TableCell align="right">{t('profile.describers.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {formats.data.map((format) => (
                <TableRow key={format.id}>
                  <TableCell>
                    {format.name}{' '}
                    {format.isDefault && <Chip size="small" label={t('profile.formats.default')} />}
                  </TableCell>
                  <TableCell>{definitionName(format.profileDefinitionId)}</TableCell>
                  <TableCell>{format.minGroupSize}</TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      <Button size="small" onClick={() => setEditing(format)}>
                        {t('profile.common.edit')}
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
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
