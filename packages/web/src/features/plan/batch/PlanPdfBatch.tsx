import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TRACTION_PLAN_API, zPdfBatch, type PdfBatch } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { useDownloadFile } from '../../print/use-download-file';

/** How often a running batch is asked for its progress. */
const POLL_MS = 2000;

const batchStatusPath = (batchId: string) => `/api/documents/batch/${encodeURIComponent(batchId)}`;

type Props = {
  /** The plans to put in the zip (e.g. those of a team's members who have one). */
  tractionPlanIds: readonly string[];
  /** Names the zip (e.g. the team's name). */
  name: string;
};

function Progress({ batch }: { batch: PdfBatch }) {
  const { t } = useTranslation();
  if (batch.status === 'failed') return <Alert severity="error">{t('print.batch.failed')}</Alert>;
  if (batch.status === 'done') {
    return (
      <Alert severity={batch.failed > 0 ? 'warning' : 'success'}>
        {batch.failed > 0
          ? t('print.batch.readyWithFailures', { failed: batch.failed, total: batch.total })
          : t('print.batch.ready')}
      </Alert>
    );
  }
  const value = batch.total > 0 ? (100 * (batch.done + batch.failed)) / batch.total : 0;
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" role="status">
        {batch.status === 'queued'
          ? t('print.batch.queued')
          : t('print.batch.progress', { done: batch.done, total: batch.total })}
      </Typography>
      <LinearProgress
        variant={batch.status === 'queued' ? 'indeterminate' : 'determinate'}
        value={value}
      />
    </Stack>
  );
}

/**
 * The plans of a list as one zip of PDFs: start, watch the progress, download. For the people
 * lists that show plan statuses (docs/decisions.md, Traction Plan (web)).
 */
export function PlanPdfBatch({ tractionPlanIds, name }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const download = useDownloadFile();
  const start = useMutation({
    mutationFn: async () =>
      zPdfBatch.parse(
        await api.post(TRACTION_PLAN_API.startPdfBatch(encodeURIComponent(name)), {
          tractionPlanIds,
        }),
      ),
  });
  const batchId = start.data?.id ?? null;
  const status = useQuery({
    queryKey: ['documents', 'batch', batchId],
    queryFn: async ({ signal }) =>
      zPdfBatch.parse(await api.get(batchStatusPath(batchId ?? ''), undefined, signal)),
    enabled: batchId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'done' || query.state.data?.status === 'failed'
        ? false
        : POLL_MS,
  });
  const batch = status.data ?? start.data;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        disabled={
          tractionPlanIds.length === 0 ||
          start.isPending ||
          (batch !== undefined && batch.status !== 'done' && batch.status !== 'failed')
        }
        onClick={() => start.mutate()}
      >
        {t('print.batch.start')}
      </Button>
      {start.isError && <ErrorNotice error={start.error} />}
      {status.isError && <ErrorNotice error={status.error} />}
      {batch && <Progress batch={batch} />}
      {batch?.status === 'done' && batch.done > 0 && (
        <Button
          variant="contained"
          onClick={() => void download({ path: TRACTION_PLAN_API.downloadPdfBatch(batch.id) })}
        >
          {t('print.batch.download')}
        </Button>
      )}
    </Stack>
  );
}
