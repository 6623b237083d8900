import { z } from 'zod';
import { CheckupStage } from '../domain/enums';
import { isGateOpen, type FeatureName } from '../domain/features';
import type { AccountOverviewColumnKey } from './account-overviews';
import type { TCkhEventRow } from './client-reports';
import { zGuid } from './guid';
import { zPagedQuery } from './paging';

/**
 * The shared frame of the `reports` page (docs/decisions.md, "Reports"): the filters every report
 * takes, kept in the page's address so a report can be bookmarked, its paging, and the export.
 */

/** A blank query value (`?accountId=`) counts as absent. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A calendar day (`YYYY-MM-DD`) of a filter, or absent. */
export const zReportDay = z.preprocess(blankToUndefined, z.iso.date().optional());
/** An id of a filter, or absent. */
export const zReportFilterId = z.preprocess(blankToUndefined, zGuid.optional());

const filterFields = {
  /** First calendar day counted (UTC), inclusive. */
  from: zReportDay,
  /** Last calendar day counted (UTC), inclusive. */
  to: zReportDay,
  /** An account; a district includes its campuses (all its descendants). */
  accountId: zReportFilterId,
  /** A group: only its members (profiles) or its events (checkups), per account. */
  groupId: zReportFilterId,
};

export const reportRangeInOrder = (filters: {
  from?: string | undefined;
  to?: string | undefined;
}) => !filters.from || !filters.to || filters.from <= filters.to;
export const reportRangeMessage = {
  message: 'The first day must not be after the last.',
  path: ['to'],
};

export const zReportFilters = z.object(filterFields).refine(reportRangeInOrder, reportRangeMessage);
export type TReportFilters = z.output<typeof zReportFilters>;

/** A page of a report: the filters and the page. */
export const zReportPageQuery = z
  .object({
    ...filterFields,
    page: zPagedQuery.shape.page,
    pageSize: zPagedQuery.shape.pageSize,
  })
  .refine(reportRangeInOrder, reportRangeMessage);
export type TReportPageQuery = z.output<typeof zReportPageQuery>;

export const REPORT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

/** The flags a download format needs beyond its report's own: CSV files are `csvExport`'s. */
export const EXPORT_FORMAT_FEATURES: Record<ReportExportFormat, readonly FeatureName[]> = {
  csv: ['csvExport'],
  xlsx: [],
};

/** The download formats a brand offers (CSV only where it has `csvExport` on). */
export const exportFormatsOf = (
  features: Readonly<Record<string, boolean>>,
): ReportExportFormat[] =>
  REPORT_EXPORT_FORMATS.filter((format) => isGateOpen(features, EXPORT_FORMAT_FEATURES[format]));

/** A report's download: the same filters as the screen, every page, as CSV or Excel. */
export const zReportExportQuery = z
  .object({ ...filterFields, format: z.enum(REPORT_EXPORT_FORMATS) })
  .refine(reportRangeInOrder, reportRangeMessage);
export type TReportExportQuery = z.output<typeof zReportExportQuery>;

/** Most rows an export holds; a report of more asks for narrower filters. */
export const REPORT_EXPORT_MAX_ROWS = 100_000;

/** A report of more rows than this downloads as a background export with its progress. */
export const REPORT_EXPORT_JOB_MIN_ROWS = 5_000;

/** The reports that download, by their sub-page's name. */
export const REPORT_NAMES = [
  'profileAudit',
  'checkupAudit',
  'implementation',
  'emailMessageCharts',
  'campusSummary',
  'premiumCampusesOverview',
  'premiumDistrictsOverview',
  'premiumStrategistsOverview',
  'clientEducation',
  'clientCkh',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

/** A background export: the report, its filters and the format. */
export const zReportExportStart = z
  .object({ ...filterFields, report: z.enum(REPORT_NAMES), format: z.enum(REPORT_EXPORT_FORMATS) })
  .refine(reportRangeInOrder, reportRangeMessage);
export type TReportExportStart = z.output<typeof zReportExportStart>;

/** A background export as it progresses (its file is read once `done`). */
export type TReportExport = {
  id: string;
  report: ReportName;
  format: ReportExportFormat;
  status: 'queued' | 'running' | 'done' | 'failed';
  /** The rows the file holds, once read; null before. */
  total: number | null;
  /** The rows written so far. */
  done: number;
  /** Why it failed, in the asker's language, else null. */
  error: string | null;
  /** When the file is deleted (ISO). */
  expiresAt: string;
};

/** A report's column: its key in the row, its heading (`reports.column.<key>`) and its kind. */
export type ReportColumn<Row> = {
  key: keyof Row & ReportColumnKey;
  kind: 'text' | 'number' | 'date';
};

/** The account (and group) a report row counts for. */
export type TReportScopeRow = {
  accountId: string;
  accountName: string;
  groupId: string | null;
  groupName: string | null;
};

const SCOPE_COLUMNS = [
  { key: 'accountName', kind: 'text' },
  { key: 'groupName', kind: 'text' },
] as const satisfies readonly ReportColumn<TReportScopeRow>[];

/** Profile audit: the 360s of an account's people in the range. */
export type TProfileAuditRow = TReportScopeRow & {
  profilesStarted: number;
  describersInvited: number;
  describersFinished: number;
  reportsReleased: number;
  /** When the last report of the range was released (ISO), or null. */
  lastReleasedAt: string | null;
};

export const PROFILE_AUDIT_COLUMNS = [
  ...SCOPE_COLUMNS,
  { key: 'profilesStarted', kind: 'number' },
  { key: 'describersInvited', kind: 'number' },
  { key: 'describersFinished', kind: 'number' },
  { key: 'reportsReleased', kind: 'number' },
  { key: 'lastReleasedAt', kind: 'date' },
] as const satisfies readonly ReportColumn<TProfileAuditRow>[];

/** The checkup stages by name, in order (the spec's enum; `Inititial` is its spelling). */
export const CHECKUP_AUDIT_STAGES = Object.keys(CheckupStage) as (keyof typeof CheckupStage)[];

/** Checkup audit: the checkups of an account's events starting in the range. */
export type TCheckupAuditRow = TReportScopeRow & {
  checkups: number;
  stageInititial: number;
  stageNotify: number;
  stageFinalNotification: number;
  stageFeedback: number;
  stageFeedbackClosed: number;
  stageReported: number;
  stageCompleted: number;
  feedbackRequested: number;
  feedbackReceived: number;
  reportsReleased: number;
  /** When the last checkup of the row was reported (ISO), or null. */
  lastReportedAt: string | null;
};

export const CHECKUP_AUDIT_COLUMNS = [
  ...SCOPE_COLUMNS,
  { key: 'checkups', kind: 'number' },
  ...CHECKUP_AUDIT_STAGES.map((stage) => ({
    key: `stage${stage}` as const,
    kind: 'number' as const,
  })),
  { key: 'feedbackRequested', kind: 'number' },
  { key: 'feedbackReceived', kind: 'number' },
  { key: 'reportsReleased', kind: 'number' },
  { key: 'lastReportedAt', kind: 'date' },
] as const satisfies readonly ReportColumn<TCheckupAuditRow>[];

/** Implementation: the events of an account starting in the range, and what followed them. */
export type TImplementationRow = TReportScopeRow & {
  events: number;
  participants: number;
  checkedIn: number;
  /** Participants (with an account) whose Traction Plan is complete. */
  plansComplete: number;
  checkups: number;
  /** Checkups whose reports went out (stage Reported or Completed). */
  checkupsDone: number;
  /** The start of the last of the events (ISO), or null when none has a start. */
  lastEventAt: string | null;
};

export const IMPLEMENTATION_COLUMNS = [
  ...SCOPE_COLUMNS,
  { key: 'events', kind: 'number' },
  { key: 'participants', kind: 'number' },
  { key: 'checkedIn', kind: 'number' },
  { key: 'plansComplete', kind: 'number' },
  { key: 'checkups', kind: 'number' },
  { key: 'checkupsDone', kind: 'number' },
  { key: 'lastEventAt', kind: 'date' },
] as const satisfies readonly ReportColumn<TImplementationRow>[];

/**
 * E-mail message charts: the e-mails of the brand (with an account or group: to its people)
 * entered in each period, by their status now.
 */
export type TEmailMessagesRow = {
  /** The calendar day (`YYYY-MM-DD`) or month (`YYYY-MM`), UTC. */
  period: string;
  entered: number;
  complete: number;
  reject: number;
  deferred: number;
  /** Still waiting in the queue or being sent. */
  pending: number;
};

export const EMAIL_MESSAGES_COLUMNS = [
  { key: 'period', kind: 'text' },
  { key: 'entered', kind: 'number' },
  { key: 'complete', kind: 'number' },
  { key: 'reject', kind: 'number' },
  { key: 'deferred', kind: 'number' },
  { key: 'pending', kind: 'number' },
] as const satisfies readonly ReportColumn<TEmailMessagesRow>[];

/** A range of at most this many days is shown day by day; a longer one (or none) by month. */
export const EMAIL_MESSAGES_DAILY_MAX_DAYS = 92;

/** The keys of the report columns, each with its heading in `reports.column`. */
export type ReportColumnKey = Exclude<
  | keyof TProfileAuditRow
  | keyof TCheckupAuditRow
  | keyof TImplementationRow
  | keyof TEmailMessagesRow
  | AccountOverviewColumnKey
  | keyof TCkhEventRow,
  'accountId' | 'groupId' | 'userAccountId' | 'eventId'
>;

/** What the filters offer: the accounts and groups the viewer may report on, by name. */
export type TReportScopeOptions = {
  accounts: { id: string; name: string }[];
  groups: { id: string; name: string }[];
};

/** Most accounts (and groups) the filters offer at once: typing narrows them. */
export const REPORT_SCOPE_MAX_OPTIONS = 50;

/**
 * The filters' choices: the accounts and groups whose name holds `search` (all of them without
 * one), the first REPORT_SCOPE_MAX_OPTIONS by name, and the chosen ones so their names show.
 */
export const zReportScopeOptionsQuery = z.object({
  search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  accountId: zReportFilterId,
  groupId: zReportFilterId,
});
export type TReportScopeOptionsQuery = z.output<typeof zReportScopeOptionsQuery>;
