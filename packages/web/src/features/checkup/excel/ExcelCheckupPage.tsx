import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  CheckupType,
  exportFormatsOf,
  tractionPlanCheckupApi,
  type ReportExportFormat,
} from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { useSession } from '../../../auth/session-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { userAccountIdOf } from '../../plan/plan-owner';
import { fileRequest } from '../../print/download-file';
import { useDownloadFile } from '../../print/use-download-file';
import { fetchReportsOfUser } from '../checkup-api';
import { ReportContent, ReportPdfButton, useReportView } from '../report/CheckupReportDialog';

/**
 * Without an id in the path: the signed-in person's latest released Excel scorecard checkup
 * (null when there is none).
 */
function useLatestScorecardId(wanted: string | undefined) {
  const { api } = usePortal();
  const userAccountId = userAccountIdOf(useSession().session);
  const query = useQuery({
    queryKey: ['checkup', 'reportsOfUser', userAccountId],
    queryFn: ({ signal }) => fetchReportsOfUser(api, userAccountId ?? '', signal),
    enabled: wanted === undefined && userAccountId !== null,
  });
  if (wanted !== undefined) return { id: wanted, pending: false };
  const latest = (query.data ?? [])
    .filter((e) => e.checkupType === CheckupType.ExcelScorecard && e.stageView.isReported)
    .sort((a, b) => (b.stageView.reportedDate ?? '').localeCompare(a.stageView.reportedDate ?? ''))
    .at(0);
  return { id: latest?.id ?? null, pending: userAccountId !== null && query.isPending };
}

/**
 * The scorecard's downloads, made on the server: a real workbook and a CSV (where the brand has
 * `csvExport` on).
 */
function ScorecardDownloads({ checkupParticipantId }: { checkupParticipantId: string }) {
  const { t } = useTranslation();
  const formats = exportFormatsOf(usePortal().config.features);
  const save = useDownloadFile();
  const [saving, setSaving] = useState(false);
  const download = async (format: ReportExportFormat) => {
    setSaving(true);
    const endpoint = tractionPlanCheckupApi.scorecardFile;
    await save(fileRequest(endpoint, { params: { id: checkupParticipantId }, query: { format } }));
    setSaving(false);
  };
  return (['xlsx', 'csv'] as const)
    .filter((format) => formats.includes(format))
    .map((format) => (
      <Button
        key={format}
        variant="outlined"
        disabled={saving}
        onClick={() => void download(format)}
      >
        {t(`reports.download.${format}`)}
      </Button>
    ));
}

/**
 * excel/checkup/{checkupParticipantId?}: the Excel scorecard of a checkup participant (the
 * participant once released, coaches and admins of the event), as a grid of the ratings with a
 * spreadsheet download, then the report's details.
 */
export function ExcelCheckupPage() {
  const { t } = useTranslation();
  const { checkupParticipantId } = useParams();
  const target = useLatestScorecardId(checkupParticipantId);
  const query = useReportView(target.id);
  const view = query.data;
  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 1100, mx: 'auto', p: { xs: 2, sm: 4 }, borderRadius: 3 }}
    >
      <Stack spacing={2}>
        <div>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
            {t('checkup.excel.eyebrow')}
          </Typography>
          <Typography variant="h1" component="h2">
            {t('route.excelCheckup')}
          </Typography>
        </div>
        {(target.pending || (target.id !== null && query.isPending)) && <LinearProgress />}
        {!target.pending && target.id === null && (
          <Alert severity="info">{t('checkup.excel.none')}</Alert>
        )}
        {query.isError && <ErrorNotice error={query.error} />}
        {view && target.id && (
          <>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <ScorecardDownloads checkupParticipantId={target.id} />
              {view.abilities.downloadPdf && <ReportPdfButton checkupParticipantId={target.id} />}
            </Stack>
            <ReportContent view={view} scorecard />
          </>
        )}
      </Stack>
    </Paper>
  );
}
