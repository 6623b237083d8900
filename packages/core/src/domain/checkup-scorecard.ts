import { CHECKUP_RATINGS } from '../validation/checkup-feedback';
import type {
  CheckupRatingSummary,
  CheckupReport,
  CheckupReportStep,
} from '../validation/checkup-report';

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

/** The scorecard's columns in the reader's language (the caller words them). */
export type ScorecardHeadings = {
  constraint: string;
  step: string;
  ratings: readonly string[];
  notApplicable: string;
  rated: string;
  average: string;
  /** The label of the last line, the whole checkup. */
  overall: string;
};

/** A column of the scorecard sheet: its heading and whether it holds text or numbers. */
export type ScorecardColumn = { heading: string; kind: 'text' | 'number' };

/** The scorecard sheet's columns: constraint, step, a count per rating, N/A, ratings, average. */
export function scorecardColumns(headings: ScorecardHeadings): ScorecardColumn[] {
  const text = (heading: string) => ({ heading, kind: 'text' as const });
  const number = (heading: string) => ({ heading, kind: 'number' as const });
  return [
    text(headings.constraint),
    text(headings.step),
    ...headings.ratings.map(number),
    number(headings.notApplicable),
    number(headings.rated),
    number(headings.average),
  ];
}

/** The scorecard's lines under its columns: one per step, then the overall line. */
export function scorecardLines(
  report: CheckupReport,
  overall: string,
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
    ...scorecardRows(report).map((row) => line(row.constraint, row.step, row.summary)),
    line(overall, '', report.overall),
  ];
}
