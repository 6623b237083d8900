import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CheckupReport } from '@portal/core';
import { PlanSection, PlanText } from '../../plan/PlanSections';
import { PRINT_CLASSES } from '../../print/PrintLayout';
import { ReportHeading } from '../report/CheckupReportView';
import { RatingSummaryView, useFormatAverage } from '../report/RatingSummaryView';

/** Strengths partners chose most often shown on the one-sheet summary. */
const TOP_STRENGTHS = 5;

/**
 * The checkup on one sheet: the goal, the overall rating, the strengths chosen most and, per
 * constraint, the partners' agreement and each step's average; the comments are in the report.
 */
export function CheckupSummary({ report }: { report: CheckupReport }) {
  const { t } = useTranslation();
  const format = useFormatAverage();
  const strengths = [...report.strengths]
    .filter((strength) => strength.chosenCount > 0)
    .sort((a, b) => b.chosenCount - a.chosenCount)
    .slice(0, TOP_STRENGTHS);
  return (
    <Stack spacing={2.5}>
      <ReportHeading report={report} />
      <PlanSection title={t('checkup.report.goal')}>
        <PlanText text={report.goal} />
      </PlanSection>
      <PlanSection title={t('checkup.report.overall')}>
        <RatingSummaryView summary={report.overall} />
      </PlanSection>
      <PlanSection title={t('checkup.report.topStrengths')}>
        <Typography>
          {strengths.length === 0
            ? '–'
            : strengths
                .map((s) => `${s.text} (${t('checkup.report.chosenBy', { count: s.chosenCount })})`)
                .join(' · ')}
        </Typography>
      </PlanSection>
      <PlanSection title={t('checkup.report.constraints')}>
        <Table size="small" className={PRINT_CLASSES.keepTogether}>
          <TableHead>
            <TableRow>
              <TableCell>{t('checkup.excel.step')}</TableCell>
              <TableCell align="right">{t('checkup.excel.rated')}</TableCell>
              <TableCell align="right">{t('checkup.excel.notApplicable')}</TableCell>
              <TableCell align="right">{t('checkup.excel.average')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.constraints.flatMap((constraint) => [
              <TableRow key={`c${constraint.index}`}>
                <TableCell colSpan={4} sx={{ fontWeight: 700, bgcolor: 'action.hover' }}>
                  {constraint.name} —{' '}
                  {t('checkup.report.agreeCount', { count: constraint.agreeCount })},{' '}
                  {t('checkup.report.disagreeCount', { count: constraint.disagreeCount })}
                </TableCell>
              </TableRow>,
              ...constraint.steps.map((step) => (
                <TableRow key={`${constraint.index}-${step.id}`}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{step.description}</TableCell>
                  <TableCell align="right">{step.ratedCount}</TableCell>
                  <TableCell align="right">{step.notApplicableCount}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {format(step.average)}
                  </TableCell>
                </TableRow>
              )),
            ])}
          </TableBody>
        </Table>
      </PlanSection>
    </Stack>
  );
}
