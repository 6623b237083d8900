import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PdfBatch } from '@portal/core';
import { useFeatureOn } from '../../app/portal-context';
import { useDownloadFile } from './use-download-file';
import { usePdfBatch } from './use-pdf-batch';

type Props = {
  /** Starts the batch: the feature's StartGenerate...PdfBatch call. */
  start: () => Promise<PdfBatch>;
  /** The feature's download call of a finished batch (Download...PdfBatch/{id}). */
  downloadPath: (batchId: string) => string;
  /** The zip's name (the server's when absent). */
  fileName?: string;
  disabled?: boolean;
};

const NO_WRAP = { flexShrink: 0, whiteSpace: 'nowrap' } as const;

function BatchState({ batch }: { batch: PdfBatch }) {
  const { t } = useTranslation();
  if (batch.status === 'queued' || batch.status === 'running') {
    const value = batch.total === 0 ? 0 : ((batch.done + batch.failed) / batch.total) * 100;
    return (
      <Box sx={{ minWidth: 220 }}>
        <Typography variant="body2" role="status">
          {batch.status === 'queued'
            ? t('print.batch.queued')
            : t('print.batch.progress', { done: batch.done, total: batch.total })}
        </Typography>
        <LinearProgress variant="determinate" value={value} sx={{ mt: 1 }} />
      </Box>
    );
  }
  if (batch.status === 'failed') return <Alert severity="error">{t('print.batch.failed')}</Alert>;
  return (
    <Alert severity={batch.failed > 0 ? 'warning' : 'success'} role="status">
      {batch.failed > 0
        ? t('print.batch.readyWithFailures', { failed: batch.failed, total: batch.total })
        : t('print.batch.ready')}
    </Alert>
  );
}

/**
 * Creates PDFs in the background: a start button, the progress, then the zip's download; where
 * the brand has `pdfDownloads` on.
 */
export function PdfBatchProgress(props: Props) {
  return useFeatureOn('pdfDownloads') ? <BatchControls {...props} /> : null;
}

function BatchControls({ start, downloadPath, fileName, disabled = false }: Props) {
  const { t } = useTranslation();
  const download = useDownloadFile();
  const { batch, error, starting, running, begin } = usePdfBatch(start);
  const ready = batch?.status === 'done';
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Button
        variant={ready ? 'outlined' : 'contained'}
        onClick={() => void begin()}
        disabled={disabled || starting || running}
        sx={NO_WRAP}
      >
        {t('print.batch.start')}
      </Button>
      {batch && <BatchState batch={batch} />}
      {ready && (
        <Button
          variant="contained"
          sx={NO_WRAP}
          onClick={() =>
            void download({ path: downloadPath(batch.id), ...(fileName ? { fileName } : {}) })
          }
        >
          {t('print.batch.download')}
        </Button>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
