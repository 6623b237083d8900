import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, type TResourceGroup } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { TableScroll } from '../../ui/TableScroll';
import { toasts } from '../../ui/toast/toast-store';
import { SecuritySection } from '../security/SecuritySection';
import { contentAdminKeys, fetchSeriesStats, startSeries, trySeriesRun } from './content-admin-api';

/**
 * A series group's release to its members: start it (members see the intro only until then),
 * see what each member has been released, and what a run now would release (a dry run). The
 * daily run releases the next items once it has started.
 */
export function SeriesPanel({ group }: { group: TResourceGroup }) {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const number = (value: number) => formatNumber(value, i18n.language);
  const stats = useQuery({
    queryKey: contentAdminKeys.seriesStats(group.id),
    queryFn: ({ signal }) => fetchSeriesStats(api, group.id, signal),
  });
  const start = useMutation({
    mutationFn: () => startSeries(api, group.id),
    onSuccess: async (run) => {
      toasts.show({
        severity: 'success',
        message: t('contentAdmin.series.started', {
          members: number(run.started),
          released: number(run.released),
        }),
      });
      await queryClient.invalidateQueries({ queryKey: contentAdminKeys.seriesStats(group.id) });
    },
  });
  const dryRun = useMutation({ mutationFn: () => trySeriesRun(api, group.id) });
  const members = stats.data ?? [];
  const active = group.status === 'active';
  const started = group.seriesStartedAt !== null || start.isSuccess;
  return (
    <SecuritySection
      title={t('contentAdmin.series.title')}
      actions={
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" disabled={dryRun.isPending} onClick={() => dryRun.mutate()}>
            {t('contentAdmin.series.tryRun')}
          </Button>
          <Button
            variant="contained"
            disabled={!active || start.isPending || !stats.isSuccess}
            onClick={() => start.mutate()}
          >
            {started ? t('contentAdmin.series.join') : t('contentAdmin.series.start')}
          </Button>
        </Stack>
      }
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">
          {t('contentAdmin.series.intro', { days: number(group.series.intervalDays) })}
        </Typography>
        {!active && <Alert severity="info">{t('contentAdmin.series.activateFirst')}</Alert>}
        {stats.isError && <ErrorNotice error={stats.error} />}
        {start.isError && <ErrorNotice error={start.error} />}
        {dryRun.isError && <ErrorNotice error={dryRun.error} />}
        {dryRun.data && (
          <Alert severity="info" role="status">
            {dryRun.data.length === 0
              ? t('contentAdmin.series.nothingDue')
              : t('contentAdmin.series.due', { count: dryRun.data.length })}
            {dryRun.data.length > 0 && (
              <ul>
                {dryRun.data.map((release) => (
                  <li key={`${release.userAccountId}-${release.contentId}`}>
                    {t(`contentAdmin.series.reason.${release.reason}`, {
                      name: release.name,
                      title: release.title,
                    })}
                  </li>
                ))}
              </ul>
            )}
          </Alert>
        )}
        {stats.isSuccess && members.length === 0 && (
          <Typography>
            {started ? t('contentAdmin.series.nobodyYet') : t('contentAdmin.series.notStarted')}
          </Typography>
        )}
        {members.length > 0 && (
          <TableScroll label={t('contentAdmin.series.members')}>
            <Table size="small" aria-label={t('contentAdmin.series.members')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('contentAdmin.series.column.name')}</TableCell>
                  <TableCell>{t('contentAdmin.series.column.startedAt')}</TableCell>
                  <TableCell align="right">{t('contentAdmin.series.column.released')}</TableCell>
                  <TableCell align="right">{t('contentAdmin.series.column.remaining')}</TableCell>
                  <TableCell align="right">{t('contentAdmin.series.column.completed')}</TableCell>
                  <TableCell>{t('contentAdmin.series.column.lastReleasedAt')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {members.map((member) => (
                  <TableRow key={member.userAccountId}>
                    <TableCell>{member.name}</TableCell>
                    <TableCell>{formatDate(member.startedAt, i18n.language)}</TableCell>
                    <TableCell align="right">{number(member.released)}</TableCell>
                    <TableCell align="right">{number(member.remaining)}</TableCell>
                    <TableCell align="right">{number(member.completed)}</TableCell>
                    <TableCell>
                      {member.lastReleasedAt
                        ? formatDate(member.lastReleasedAt, i18n.language)
                        : ''}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
        )}
      </Stack>
    </SecuritySection>
  );
}
