import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { assessmentApi, formatDate, type TGrowthReport } from '@portal/core';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { PrintLayout } from '../../print/PrintLayout';
import { usePrintApi } from '../../print/print-api';
import { printGet } from '../../print/print-call';
import { useReportRendered } from '../../print/use-report-rendered';
import { AssessmentAnswers } from '../AssessmentAnswers';
import { GrowthHeading } from './GrowthHeading';
import { ScoreTable } from './ScoreTable';

function GrowthReportSheet({ report }: { report: TGrowthReport }) {
  const { t, i18n } = useTranslation();
  const { current, previous } = report;
  const points = previous ? [previous, current] : [current];
  return (
    <>
      <GrowthHeading
        kind={t('assessments.print.report')}
        accountName={report.accountName}
        definitionName={report.definitionName}
      />
      <Typography sx={{ mb: 2 }}>
        {t('assessments.form.completedBy', {
          date: formatDate(current.completedAt, i18n.language),
          name: current.assessorName ?? '–',
        })}
      </Typography>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('assessments.print.scores')}
      </Typography>
      <ScoreTable points={points} label={t('assessments.print.scores')} />
      {!previous && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('assessments.print.first')}
        </Typography>
      )}
      <Typography variant="h6" component="h2" sx={{ mt: 4 }}>
        {t('assessments.print.answers')}
      </Typography>
      <AssessmentAnswers body={report.body} answers={report.answers} />
    </>
  );
}

/**
 * print/growthAssessmentReport/{printKey}/{id}: one completed assessment — its section scores
 * beside the previous assessment's, and its answers.
 */
export function GrowthReportPrintPage() {
  const printApi = usePrintApi();
  const { id = '' } = useParams();
  const report = useQuery({
    queryKey: ['print', 'growthReport', id],
    queryFn: () => printGet(printApi, assessmentApi.growthReportPrintData, { params: { id } }),
    retry: false,
  });
  useReportRendered(report.isSuccess);
  return (
    <PrintLayout>
      {report.isError && <ErrorNotice error={report.error} />}
      {report.data && <GrowthReportSheet report={report.data} />}
    </PrintLayout>
  );
}
