import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  exportFormatsOf,
  formatNumber,
  REPORT_EXPORT_JOB_MIN_ROWS,
  reportsApi,
  type Endpoint,
  type FileAnswer,
  type ReportExportFormat,
  type ReportName,
  type TReportExport,
  type TReportFilters,
  type zReportExportQuery,
} from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { fileRequest } from '../print/download-file';
import { useDownloadFile } from '../print/use-download-file';
import { useReportExport } from './use-report-export';

type Props = {
  name: ReportName;
  download: Endpoint<undefined, typeof zReportExportQuery, undefined, FileAnswer>;
  filters: TReportFilters;
  /** The report's rows for the filters, once known: a long report is written in the background. */
  count: number | undefined;
};

/** The progress of a background export, said as text and drawn as a bar. */
function ExportProgress({ state }: { state: TReportExport }) {
  const { t, i18n } = useTranslation();
  const total = state.total;
  const count = (value: number) => formatNumber(value, i18n.language);
  return (
    <Box sx={{ minWidth: 240, flex: 1 }}>
      <Typography variant="body2" role="status">
        {total === null
          ? t('reports.export.reading')
          : t('reports.export.writing', { done: count(state.done), total: count(total) })}
      </Typography>
      <LinearProgress
        sx={{ mt: 1 }}
        aria-hidden
        {...(total
          ? { variant: 'determinate' as const, value: (state.done / total) * 100 }
          : { variant: 'indeterminate' as const })}
      />
    </Box>
  );
}

/**
 * A report's downloads, CSV (where the brand has `csvExport` on) and Excel, of every row the
 * filters select. A report of more than
 * REPORT_EXPORT_JOB_MIN_ROWS rows is written in the background with its progress shown, and its
 * file downloads by itself when ready.
 */
export function ReportDownloads({ name, download, filters, count }: Props) {
  const { t } = useTranslation();
  const formats = exportFormatsOf(usePortal().config.features);
  const save = useDownloadFile();
  const [saving, setSaving] = useState<ReportExportFormat | null>(null);
  const saveExport = useCallback(
    (state: TReportExport) =>
      void save(fileRequest(reportsApi.exportFile, { params: { id: state.id } })),
    [save],
  );
  const background = useReportExport(saveExport);
  const downloadAs = async (format: ReportExportFormat) => {
    if ((count ?? 0) > REPORT_EXPORT_JOB_MIN_ROWS) {
      await background.start({ ...filters, report: name, format });
      return;
    }
    setSaving(format);
    await save(fileRequest(download, { query: { ...filters, format } }));
    setSaving(null);
  };
  const { state } = background;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      {formats.map((format) => (
        <Button
          key={format}
          variant="outlined"
          disabled={saving !== null || background.writing}
          onClick={() => void downloadAs(format)}
        >
          {t(`reports.download.${format}`)}
        </Button>
      ))}
      {state && background.writing && <ExportProgress state={state} />}
      {state?.status === 'done' && (
        <Alert severity="success" role="status">
          {t('reports.export.ready')}{' '}
          <Button size="small" onClick={() => saveExport(state)}>
            {t('reports.export.again')}
          </Button>
        </Alert>
      )}
      {state?.status === 'failed' && <Alert severity="error">{state.error}</Alert>}
      {background.error && <Alert severity="error">{background.error}</Alert>}
    </Box>
  );
}
