import { z } from 'zod';
import { CLIENT_REPORTERS, REPORT_VIEWERS } from '../access/roles';
import type { FeatureGate } from '../domain/features';
import type { TCampusSummaryRow } from './account-overviews';
import type { ReportColumn, ReportName } from './reports';
import { reportRangeInOrder, reportRangeMessage, zReportDay } from './reports';

/**
 * Client reports (`clientReports`, docs/decisions.md "Reports"): what a client's own accounts
 * received, for the client's people with taClientReporting. Education: the campus summary of the
 * client's campuses. CKH: each event of a CKH event type (family CKH1, CKH2...) held for the
 * client's accounts, with its attendance, plans and post-event survey. The results
 * of one account gather both on a printable sheet (`print/clientResults`) and its PDF.
 */

export const CLIENT_REPORT_NAMES = [
  'clientEducation',
  'clientCkh',
] as const satisfies readonly ReportName[];
export type ClientReportName = (typeof CLIENT_REPORT_NAMES)[number];

export const isClientReport = (name: ReportName): name is ClientReportName =>
  (CLIENT_REPORT_NAMES as readonly string[]).includes(name);

/** Who may read a report by its name: client reports and the others have their own rule. */
export const reportAccess = (name: ReportName) =>
  isClientReport(name) ? CLIENT_REPORTERS : REPORT_VIEWERS;

/**
 * The flags a report needs on by its name: the client reports' or the reports' own, and for the
 * e-mail message charts the e-mail statistics' too.
 */
export const reportFeatures = (name: ReportName): FeatureGate =>
  isClientReport(name)
    ? 'clientReports'
    : name === 'emailMessageCharts'
      ? ['reports', 'emailStats']
      : 'reports';

/** An event type belongs to CKH when its family starts with this, in any case (CKH1, ckh2). */
export const CKH_FAMILY_PREFIX = 'CKH';

/** CKH client report: one event of a CKH event type held for one of the client's accounts. */
export type TCkhEventRow = {
  eventId: string;
  accountId: string;
  accountName: string;
  eventName: string;
  eventTypeName: string;
  /** When it starts (ISO), or null while unscheduled. */
  startDate: string | null;
  participants: number;
  checkedIn: number;
  /** Its participants whose Traction Plan is complete now. */
  plansComplete: number;
  /** Answers to its post-event survey. */
  surveyResponses: number;
  /** The mean of every rating of those answers (1 to 5, two decimals), or null without answers. */
  surveyAverage: number | null;
};

export const CKH_EVENT_COLUMNS = [
  { key: 'accountName', kind: 'text' },
  { key: 'eventName', kind: 'text' },
  { key: 'eventTypeName', kind: 'text' },
  { key: 'startDate', kind: 'date' },
  { key: 'participants', kind: 'number' },
  { key: 'checkedIn', kind: 'number' },
  { key: 'plansComplete', kind: 'number' },
  { key: 'surveyResponses', kind: 'number' },
  { key: 'surveyAverage', kind: 'number' },
] as const satisfies readonly ReportColumn<TCkhEventRow>[];

/** The range of a client's results (the print view and its PDF). */
export const zClientResultsQuery = z
  .object({ from: zReportDay, to: zReportDay })
  .refine(reportRangeInOrder, reportRangeMessage);
export type TClientResultsQuery = z.output<typeof zClientResultsQuery>;

/** Most campuses and events the results sheet lists; its totals count them all. */
export const CLIENT_RESULTS_MAX_ROWS = 200;

type JourneyTotals = Pick<
  TCampusSummaryRow,
  | 'people'
  | 'profilesStarted'
  | 'reportsReleased'
  | 'plansStarted'
  | 'plansComplete'
  | 'checkupsReported'
>;

/** The figures of the whole account: its campuses' journey and its CKH events added up. */
export type TClientResultsTotals = JourneyTotals & {
  campuses: number;
  events: number;
  participants: number;
  checkedIn: number;
  surveyResponses: number;
  surveyAverage: number | null;
};

/** One account's client results: its totals, then its first campuses and CKH events. */
export type TClientResults = {
  accountId: string;
  accountName: string;
  from: string | null;
  to: string | null;
  totals: TClientResultsTotals;
  campuses: TCampusSummaryRow[];
  events: TCkhEventRow[];
};

const sum = <Row>(rows: readonly Row[], value: (row: Row) => number) =>
  rows.reduce((total, row) => total + value(row), 0);

/** Two decimals, as the reports show averages. */
export const roundAverage = (value: number) => Math.round(value * 100) / 100;

/**
 * The totals of an account's results from all its campus and event rows. The survey average
 * weighs each event by its answers (every answer rates the same statements).
 */
export function clientResultsTotals(
  campuses: readonly TCampusSummaryRow[],
  events: readonly TCkhEventRow[],
): TClientResultsTotals {
  const surveyResponses = sum(events, (e) => e.surveyResponses);
  const ratedSum = sum(events, (e) => (e.surveyAverage ?? 0) * e.surveyResponses);
  return {
    campuses: campuses.length,
    people: sum(campuses, (c) => c.people),
    profilesStarted: sum(campuses, (c) => c.profilesStarted),
    reportsReleased: sum(campuses, (c) => c.reportsReleased),
    plansStarted: sum(campuses, (c) => c.plansStarted),
    plansComplete: sum(campuses, (c) => c.plansComplete),
    checkupsReported: sum(campuses, (c) => c.checkupsReported),
    events: events.length,
    participants: sum(events, (e) => e.participants),
    checkedIn: sum(events, (e) => e.checkedIn),
    surveyResponses,
    surveyAverage: surveyResponses === 0 ? null : roundAverage(ratedSum / surveyResponses),
  };
}
