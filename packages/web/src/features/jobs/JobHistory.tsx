import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PAGE_SIZE,
  JOB_RUN_STATUSES,
  type TJobRunStatus,
  formatDateTime,
} from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { listJobRuns } from './jobs-api';
import { RunStatus } from './RunStatus';
import { Paging } from '../../ui/Paging';
import { TableScroll } from '../../ui/TableScroll';

const WIDE = { display: { xs: 'none', sm: 'table-cell' } } as const;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The runs of every job, newest first, with their errors; filtered by status. */
export function JobHistory() {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [status, setStatus] = useState<TJobRunStatus | ''>('');
  const query = { page, pageSize, ...(status ? { status } : {}) };
  const result = useQuery({
    queryKey: ['jobs', 'history', query],
    queryFn: ({ signal }) => listJobRuns(api, query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
  const rows = result.data?.data ?? [];
  const at = (iso: string | null) => formatDateTime(iso, i18n.language);
  return (
    <>
      <TextField
        select
        size="small"
        label={t('jobs.status')}
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as TJobRunStatus | '');
          setPage(1);
        }}
        sx={{ minWidth: 180 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('jobs.all')}</MenuItem>
        {JOB_RUN_STATUSES.map((name) => (
          <MenuItem key={name} value={name}>
            {t(`jobs.statusName.${name}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 4, my: 1 }}>{result.isFetching && <LinearProgress />}</Box>
      {result.isError && <ErrorNotice error={result.error} />}
      <TableScroll label={t('jobs.tabs.history')}>
        <Table size="small" aria-label={t('jobs.tabs.history')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('jobs.name')}</TableCell>
              <TableCell>{t('jobs.status')}</TableCell>
              <TableCell sx={WIDE}>{t('jobs.attempt')}</TableCell>
              <TableCell sx={WIDE}>{t('jobs.started')}</TableCell>
              <TableCell sx={WIDE}>{t('jobs.finished')}</TableCell>
              <TableCell>{t('jobs.error')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((run) => (
              <TableRow key={run.id}>
                <TableCell sx={NO_WRAP}>{run.name}</TableCell>
                <TableCell>
                  <RunStatus status={run.status} />
                </TableCell>
                <TableCell sx={WIDE}>{run.attempt}</TableCell>
                <TableCell sx={{ ...WIDE, ...NO_WRAP }}>{at(run.startedAt)}</TableCell>
                <TableCell sx={{ ...WIDE, ...NO_WRAP }}>{at(run.finishedAt)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', color: 'error.main' }}>
                  {run.error}
                </TableCell>
              </TableRow>
            ))}
            {result.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
                  {t('jobs.emptyHistory')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableScroll>
      <Paging
        count={result.data?.count ?? 0}
        page={page}
        pageSize={pageSize}
        onChange={(change) => {
          setPage(change.page);
          if (change.pageSize) setPageSize(change.pageSize);
        }}
      />
    </>
  );
}
