import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  assessmentApi,
  DEFAULT_LOCALE,
  formatDate,
  isLocale,
  surveyText,
  type TGrowthSummary,
} from '@portal/core';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { PRINT_CLASSES, PrintLayout } from '../../print/PrintLayout';
import { usePrintApi } from '../../print/print-api';
import { printGet } from '../../print/print-call';
import { useReportRendered } from '../../print/use-report-rendered';
import ResultChart from '../../survey-results/ResultChart';
import { GrowthHeading } from './GrowthHeading';
import { ScoreTable } from './ScoreTable';

function GrowthSummarySheet({ summary }: { summary: TGrowthSummary }) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const sections = summary.points.at(-1)?.scores ?? [];
  const chartLabel = t('assessments.print.chart', { name: summary.definitionName });
  return (
    <>
      <GrowthHeading
        kind={t('assessments.print.summary')}
        accountName={summary.accountName}
        definitionName={summary.definitionName}
      />
      <div className={PRINT_CLASSES.keepTogether}>
        <ResultChart
          label={chartLabel}
          categories={sections.map((s) => surveyText(s.title, locale) || s.section)}
          series={summary.points.map((point) => ({
            label: formatDate(point.completedAt, locale),
            data: sections.map(
              (s) => point.scores.find((p) => p.section === s.section)?.percent ?? 0,
            ),
          }))}
          legend
          max={100}
        />
      </div>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('assessments.print.scores')}
      </Typography>
      <ScoreTable points={summary.points} label={t('assessments.print.scores')} />
    </>
  );
}

/**
 * print/growthAssessmentSummary/{printKey}/{id}: an account's completed assessments of one
 * definition over time — each section's score by date, as a chart and a table.
 */
export function GrowthSummaryPrintPage() {
  const printApi = usePrintApi();
  const { id = '' } = useParams();
  const summary = useQuery({
    queryKey: ['print', 'growthSummary', id],
    queryFn: () => printGet(printApi, assessmentApi.growthSummaryPrintData, { params: { id } }),
    retry: false,
  });
  useReportRendered(summary.isSuccess);
  return (
    <PrintLayout>
      {summary.isError && <ErrorNotice error={summary.error} />}
      {summary.data && <GrowthSummarySheet summary={summary.data} />}
    </PrintLayout>
  );
}
