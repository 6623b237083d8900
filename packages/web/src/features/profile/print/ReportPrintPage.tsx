import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ProfileReportData } from '@portal/core';
import { useReportRendered } from '../../print/use-report-rendered';
import { REPORT_VIEWS, ReportBody, reportViewOf } from '../report/ReportBody';
import { ReportPrintHeader } from './ReportPrintHeader';
import { usePrintData } from './use-print-data';

const seg = (value: string) => encodeURIComponent(value);
const viewSeg = (view: string | undefined) => (view ? `/${seg(view)}` : '');

/** print/report/{printKey}/{reportCode}/{view?}: a report on paper, all views unless one is named. */
export function ReportPrintPage() {
  const { reportCode = '', view } = useParams();
  const report = usePrintData(
    (api) =>
      api.get<ProfileReportData>(
        `/api/profilereport/getProfileReportPrintData/${seg(reportCode)}${viewSeg(view)}`,
      ),
    `${reportCode}/${view ?? ''}`,
  );
  return <PrintedReport report={report.data} error={report.error} view={view} />;
}

/** print/reportByParticipant/{printKey}/{participantId}/{view?}: a participant's latest report. */
export function ReportByParticipantPrintPage() {
  const { participantId = '', view } = useParams();
  const report = usePrintData(
    (api) =>
      api.get<ProfileReportData>(
        `/api/profilereport/GetProfileReportDataByParticipantId/${seg(participantId)}${viewSeg(view)}`,
      ),
    `${participantId}/${view ?? ''}`,
  );
  return <PrintedReport report={report.data} error={report.error} view={view} />;
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
