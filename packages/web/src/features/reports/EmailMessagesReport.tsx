import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EMAIL_MESSAGES_COLUMNS, MAX_PAGE_SIZE, reportsApi } from '@portal/core';
import { call } from '../../api/call';
import { usePortal } from '../../app/portal-context';
import { filtersOf } from './report-filters';
import { ReportFrame } from './ReportFrame';

// The chart library loads with this report only, not with the reports page.
const MessagesChart = lazy(() => import('./MessagesChart'));

const CHART_HEIGHT = 260;

/** The chart over the periods of the filters: the first MAX_PAGE_SIZE of them. */
function MessagesOverTime() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [params] = useSearchParams();
  const query = { ...filtersOf(params), page: 1, pageSize: MAX_PAGE_SIZE };
  const result = useQuery({
    queryKey: ['reports', 'emailMessagesChart', query],
    queryFn: ({ signal }) => call(api, reportsApi.emailMessages, { query }, signal),
  });
  const rows = result.data?.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Box sx={{ minHeight: CHART_HEIGHT }}>
      <Suspense fallback={<Box sx={{ height: CHART_HEIGHT }} />}>
        <MessagesChart label={t('reports.messagesChart')} rows={rows} />
      </Suspense>
      {(result.data?.count ?? 0) > rows.length && (
        <Typography variant="body2" color="text.secondary">
          {t('reports.chartCapped', { count: rows.length })}
        </Typography>
      )}
    </Box>
  );
}

/**
 * E-mail message charts: the e-mails entered each day (a range of up to three months) or month,
 * by their status now, as stacked bars over the table of the same figures.
 */
export function EmailMessagesReport() {
  return (
    <ReportFrame
      name="emailMessageCharts"
      page={reportsApi.emailMessages}
      download={reportsApi.emailMessagesExport}
      columns={EMAIL_MESSAGES_COLUMNS}
      chart={<MessagesOverTime />}
    />
  );
}
