import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePortal } from '../../../app/portal-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { createInsightsReport, getReport } from '../profile-api';
import { InsightsEditor } from './InsightsEditor';

/**
 * insightsReportBuilder/{profileReportId}/{view?}: a coach sets the target range of each scale
 * for one report and sees the report redrawn with them. The insights report is created on the
 * first visit (CreateInitialReport answers the existing one afterwards).
 */
export function InsightsReportBuilderPage() {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const { profileReportId = '', view } = useParams();
  const insights = useQuery({
    queryKey: ['profile', 'insights', profileReportId],
    queryFn: () => createInsightsReport(api, profileReportId),
    staleTime: Infinity,
  });
  const report = useQuery({
    queryKey: ['profile', 'report', profileReportId, i18n.language],
    queryFn: ({ signal }) => getReport(api, profileReportId, i18n.language, signal),
  });
  if (insights.isError) return <ErrorNotice error={insights.error} />;
  if (report.isError) return <ErrorNotice error={report.error} />;
  if (!insights.data || !report.data)
    return <LinearProgress aria-label={t('shell.common.loading')} />;
  return (
    <InsightsEditor
      key={insights.data.id}
      insights={insights.data}
      report={report.data}
      previewOnly={view === 'preview'}
    />
  );
}
