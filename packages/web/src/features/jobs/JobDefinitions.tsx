import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TJobDefinition } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { toasts } from '../../ui/toast/toast-store';
import { listJobDefinitions, runJobNow } from './jobs-api';
import { RunStatus } from './RunStatus';
import { formatDateTime } from '@portal/core';
import { TableScroll } from '../../ui/TableScroll';

const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Every job with its schedule and retry policy, its last run, and a Run now button. */
export function JobDefinitions() {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const result = useQuery({
    queryKey: ['jobs', 'definitions'],
    queryFn: ({ signal }) => listJobDefinitions(api, signal),
  });
  const run = useMutation({
    mutationFn: (name: string) => runJobNow(api, name),
    onSuccess: (_answer, name) => {
      toasts.show({ message: t('jobs.queued', { name }), severity: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
    },
    onError: (error, name) =>
      toasts.show({
        message:
          error instanceof ApiError && error.status === 409
            ? t('jobs.alreadyWaiting', { name })
            : error.message,
        severity: 'warning',
      }),
  });
  const schedule = (job: TJobDefinition) =>
    job.schedule
      ? t('jobs.scheduleCron', { cron: job.schedule })
      : job.repeatSeconds
        ? t('jobs.scheduleRepeat', { seconds: job.repeatSeconds })
        : t('jobs.scheduleNone');

  if (result.isError) return <ErrorNotice error={result.error} />;
  return (
    <TableScroll label={t('jobs.tabs.definitions')}>
      <Table size="small" aria-label={t('jobs.tabs.definitions')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('jobs.name')}</TableCell>
            <TableCell sx={WIDE}>{t('jobs.schedule')}</TableCell>
            <TableCell sx={WIDE}>{t('jobs.retry')}</TableCell>
            <TableCell>{t('jobs.lastRun')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(result.data ?? []).map((job) => (
            <TableRow key={job.name}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <strong>{job.name}</strong>
                <br />
                <span>{job.description}</span>
              </TableCell>
              <TableCell sx={WIDE}>{schedule(job)}</TableCell>
              <TableCell sx={WIDE}>
                {t('jobs.retryPolicy', {
                  limit: job.retry.limit,
                  seconds: job.retry.backoffSeconds,
                })}
              </TableCell>
              <TableCell>
                {job.lastRun ? (
                  <>
                    <RunStatus status={job.lastRun.status} />{' '}
                    {formatDateTime(job.lastRun.startedAt, i18n.language)}
                  </>
                ) : (
                  t('jobs.never')
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={run.isPending && run.variables === job.name}
                  onClick={() => run.mutate(job.name)}
                >
                  {t('jobs.runNow')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
