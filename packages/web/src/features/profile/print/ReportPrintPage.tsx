import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { profileReportApi, type ProfileReportData } from '@portal/core';
import { printGet } from '../../print/print-call';
import { useReportRendered } from '../../print/use-report-rendered';
import { REPORT_VIEWS, ReportBody, reportViewOf } from '../report/ReportBody';
import { usePrintLocale } from './print-locale';
import { ReportPrintHeader } from './ReportPrintHeader';
import { usePrintData } from './use-print-data';

/**
 * print/report/{printKey}/{reportCode}/{view?}: a report on paper, every view. The last segment
 * is the language the server renders in (or one report view when a person names it).
 */
export function ReportPrintPage() {
  const { reportCode = '', view } = useParams();
  const locale = usePrintLocale(view);
  const report = usePrintData(
    (api) =>
      printGet(api, profileReportApi.printData, { params: { id: reportCode }, query: { locale } }),
    `${reportCode}/${view ?? ''}`,
  );
  return (
    <PrintedReport report={report.data} error={report.error} view={locale ? undefined : view} />
  );
}

/** print/reportByParticipant/{printKey}/{participantId}/{view?}: a participant's latest report. */
export function ReportByParticipantPrintPage() {
  const { participantId = '', view } = useParams();
  const locale = usePrintLocale(view);
  const report = usePrintData(
    (api) =>
      printGet(api, profileReportApi.participantPrintData, {
        params: { id: participantId },
        query: { locale },
      }),
    `${participantId}/${view ?? ''}`,
  );
  return (
    <PrintedReport report={report.data} error={report.error} view={locale ? undefined : view} />
  );
}

function PrintedReport(props: {
  report: ProfileReportData | null;
  error: Error | null;
  view?: string;
}) {
  const { t } = useTranslation();
  useReportRendered(props.report !== null || props.error !== null);
  if (props.error) return <Alert severity="error">{props.error.message}</Alert>;
  if (!props.report) return null;
  const report = props.report;
  return (
    <>
      <ReportPrintHeader
        eyebrow={t('profile.report.eyebrow')}
        title={`${report.participantFirstName} ${report.participantLastName}`.trim()}
        subtitle={report.formattedLabel}
      />
      <ReportBody
        report={report}
        views={props.view ? [reportViewOf(props.view)] : REPORT_VIEWS}
        planLinks={false}
      />
    </>
  );
}
