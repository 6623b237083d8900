import {
  CHECKUP_RATINGS,
  type CheckupRatingSummary,
  type CheckupReport,
  type CheckupReportStep,
} from '@portal/core';

/** One row of the scorecard: a step of a constraint, or the overall line. */
export type ScorecardRow = {
  key: string;
  constraintIndex: number;
  constraint: string;
  step: string;
  summary: CheckupRatingSummary;
};

/** The rows of the Excel scorecard: every rated step under its constraint, in plan order. */
export function scorecardRows(report: CheckupReport): ScorecardRow[] {
  return report.constraints.flatMap((constraint) =>
    constraint.steps.map((step: CheckupReportStep) => ({
      key: `${constraint.index}-${step.id}`,
      constraintIndex: constraint.index,
      constraint: constraint.name,
      step: step.description,
      summary: step,
    })),
  );
}

/**
 * How an average reads on the scorecard: 'low' under 2.5 (mostly disagreement), 'high' from 4
 * (mostly agreement), 'mid' between, 'none' when nobody rated. The cell colours follow it.
 */
export type ScoreBand = 'none' | 'low' | 'mid' | 'high';
export function scoreBand(average: number | null): ScoreBand {
  if (average === null) return 'none';
  if (average < 2.5) return 'low';
  return average >= 4 ? 'high' : 'mid';
}

/** Column headings of the CSV, in the reader's language (the caller words them). */
export type ScorecardHeadings = {
  constraint: string;
  step: string;
  ratings: readonly string[];
  notApplicable: string;
  rated: string;
  average: string;
  overall: string;
};

/** The scorecard as spreadsheet rows: headings, one row per step, then the overall line. */
export function scorecardCsvRows(
  report: CheckupReport,
  headings: ScorecardHeadings,
): (string | number | null)[][] {
  const line = (constraint: string, step: string, summary: CheckupRatingSummary) => [
    constraint,
    step,
    ...CHECKUP_RATINGS.map((_, i) => summary.distribution[i] ?? 0),
    summary.notApplicableCount,
    summary.ratedCount,
    summary.average,
  ];
  return [
    [
      headings.constraint,
      headings.step,
      ...headings.ratings,
      headings.notApplicable,
      headings.rated,
      headings.average,
    ],
    ...scorecardRows(report).map((row) => line(row.constraint, row.step, row.summary)),
    line(headings.overall, '', report.overall),
  ];
}
