import { z } from 'zod';
import { zGuid } from './guid';
import { zRiskDirection, zScaleTarget } from './profile-instrument';

/**
 * Report groups: each invited relationship, or 'others' where groups below the minimum size
 * were merged. 'self' is never a group; the self score is shown apart.
 */
export const REPORT_GROUP_KEYS = ['manager', 'peer', 'directReport', 'other', 'others'] as const;
export const zReportGroupKey = z.enum(REPORT_GROUP_KEYS);
export type ReportGroupKey = z.output<typeof zReportGroupKey>;

export const zReportGroup = z.object({
  key: zReportGroupKey,
  count: z.number().int().nonnegative(),
  /** The manager's name where the format shows the manager by name; else null. */
  displayName: z.string().nullable(),
});
export type ReportGroup = z.output<typeof zReportGroup>;

/**
 * Why the breakdown by relationship looks as it does (core's `groupMerging`): the relationships
 * shown together as 'others' (empty when 'others' is only the 'other' relationship), whether
 * each of them had fewer answers than the minimum, and the relationships counted only in the
 * whole.
 */
export const zGroupMerging = z.object({
  together: z.array(z.enum(['manager', 'peer', 'directReport', 'other'])),
  fewInEach: z.boolean(),
  wholeOnly: z.array(z.enum(['manager', 'peer', 'directReport', 'other'])),
  minGroupSize: z.number().int().positive(),
});
export type GroupMerging = z.output<typeof zGroupMerging>;

/** One group's result on one scale. */
export const zGroupScore = z.object({
  group: zReportGroupKey,
  medianScore: z.number().nullable(),
  count: z.number().int().nonnegative(),
});
export type GroupScore = z.output<typeof zGroupScore>;

export const zReportScale = z.object({
  id: zGuid,
  code: z.string(),
  name: z.string(),
  displayName: z.string(),
  definition: z.array(z.string()),
  riskDirection: zRiskDirection,
  targetLow: z.number(),
  targetHigh: z.number(),
  /** Median of the describers' scale scores (self apart); the self score in a self-only report. */
  medianScore: z.number().nullable(),
  selfScore: z.number().nullable(),
  /** Per shown group. */
  scores: z.array(zGroupScore),
  /** Strength statements; filled only when the scale is one of the strengths. */
  strengths: z.array(z.string()),
  tractionSteps: z.array(z.string()),
  props: z.object({
    isStrength: z.boolean(),
    isConstraint: z.boolean(),
    /** Distance from the risk edge of the target range (negative: past it). */
    margin: z.number().nullable(),
    rank: z.number().int().nullable(),
  }),
});
export type ReportScale = z.output<typeof zReportScale>;

/** `getProfileReportData/{reportCode}` and the print data. */
export const zProfileReportData = z.object({
  id: zGuid,
  reportCode: z.string(),
  formattedLabel: z.string(),
  label: z.string(),
  participantId: zGuid,
  userAccountId: zGuid,
  participantFirstName: z.string(),
  participantLastName: z.string(),
  createdUTC: z.string(),
  releasedUTC: z.string().nullable(),
  isReleased: z.boolean(),
  isExcluded: z.boolean(),
  selfOnly: z.boolean(),
  /** Describers in the report, self included. */
  describerCount: z.number().int().nonnegative(),
  groups: z.array(zReportGroup),
  merging: zGroupMerging,
  scales: z.array(zReportScale),
  topConstraints: z.array(zReportScale),
  strengths: z.array(zReportScale),
  /** Describers' comments in random order, without names. */
  comments: z.array(z.string()),
  abilities: z.object({
    delete: z.boolean(),
    exclude: z.boolean(),
    insights: z.boolean(),
    /** Release the report now (its coaches, while it is not released). */
    release: z.boolean(),
  }),
});
export type ProfileReportData = z.output<typeof zProfileReportData>;

/** A report in lists (`getAllByUserAccountId`, `myreports`). */
export const zProfileReportListItem = z.object({
  id: zGuid,
  reportCode: z.string(),
  formattedLabel: z.string(),
  label: z.string(),
  participantId: zGuid,
  userAccountId: zGuid,
  createdUTC: z.string(),
  releasedUTC: z.string().nullable(),
  isReleased: z.boolean(),
  isExcluded: z.boolean(),
  describerCount: z.number().int().nonnegative(),
});
export type ProfileReportListItem = z.output<typeof zProfileReportListItem>;

// ---- Requests --------------------------------------------------------------------------------

const zLabel = z.string().trim().max(100).default('');

export const zCreateReportRequest = z.object({
  profileParticipantId: zGuid,
  /** Completed describers to include (self is always included when complete). */
  describerIds: z.array(zGuid).max(500).default([]),
  label: zLabel,
});
export type CreateReportRequest = z.output<typeof zCreateReportRequest>;

export const zCreateQuickReportRequest = z.object({
  userAccountId: zGuid,
  profileReportConfigId: zGuid.optional(),
  describerIds: z.array(zGuid).max(500).default([]),
  label: zLabel,
});
export type CreateQuickReportRequest = z.output<typeof zCreateQuickReportRequest>;

/** `PreviewProfileReport`: the report as it would be, not stored. */
export const zPreviewReportRequest = z.object({
  userAccountId: zGuid,
  describers: z.array(zGuid).max(500).default([]),
  profileFormatId: zGuid.optional(),
  profileScaleTargetId: zGuid.optional(),
  profileDefinitionId: zGuid.optional(),
  view: z.string().max(40).optional(),
});
export type PreviewReportRequest = z.output<typeof zPreviewReportRequest>;

export const zIdList = z.object({ ids: z.array(zGuid).max(1000) });
export const zUserAccountIdList = z.object({ userAccountIds: z.array(zGuid).max(1000) });

export const zExcludeBatchRequest = z.object({
  reportIds: z.array(zGuid).min(1).max(500),
  isExcluded: z.boolean(),
});

/** `createReport` and `createQuickReport`: the report made. */
export const zCreatedReport = z.object({
  id: zGuid,
  reportCode: z.string(),
  isReleased: z.boolean(),
});
export type CreatedReport = z.output<typeof zCreatedReport>;

/** `GetLatestProfileReportStatus`: the latest report of each person, released or not. */
export const zProfileReportStatus = z.object({
  userAccountId: zGuid,
  reportId: zGuid.nullable(),
  reportCode: z.string().nullable(),
  formattedLabel: z.string().nullable(),
  isReleased: z.boolean(),
  releasedUTC: z.string().nullable(),
});
export type ProfileReportStatus = z.output<typeof zProfileReportStatus>;

/** `GetDescriberInfoAsync`: how many describers a report has per shown group (never who). */
export const zReportDescriberInfo = z.object({
  reportId: zGuid,
  describerCount: z.number().int().nonnegative(),
  hasSelf: z.boolean(),
  groups: z.array(zReportGroup),
});
export type ReportDescriberInfo = z.output<typeof zReportDescriberInfo>;

/** Answer of the report-making jobs and bulk calls. */
export const zQuickReportBulkResult = z.object({
  simulateOnly: z.boolean(),
  candidates: z.number().int().nonnegative(),
  created: z.number().int().nonnegative(),
  skipped: z.array(z.object({ userAccountId: zGuid, reason: z.string() })),
});
export type QuickReportBulkResult = z.output<typeof zQuickReportBulkResult>;

/** `ExportProfileData`: CSV text and its download name. */
export const zProfileExport = z.object({ fileName: z.string(), body: z.string() });
export type ProfileExport = z.output<typeof zProfileExport>;
export const NO_DATA_TO_EXPORT = 'no data to export';

// ---- Team and insights reports --------------------------------------------------------------

export const zTeamScale = z.object({
  code: z.string(),
  displayName: z.string(),
  targetLow: z.number(),
  targetHigh: z.number(),
  riskDirection: zRiskDirection,
  /** Members whose median is below, within and above the target range. */
  below: z.number().int().nonnegative(),
  within: z.number().int().nonnegative(),
  above: z.number().int().nonnegative(),
  /** Median of the members' medians. */
  teamMedian: z.number().nullable(),
  /** Members counted in each half-point band 1.0-1.5, 1.5-2.0, ... 4.5-5.0. */
  bands: z.array(z.number().int().nonnegative()),
});
export type TeamScale = z.output<typeof zTeamScale>;

/** `getProfileTeamReportData`; hidden (no scales) below the minimum group size. */
export const zTeamReportData = z.object({
  userGroupId: zGuid.nullable(),
  memberCount: z.number().int().nonnegative(),
  membersWithReport: z.number().int().nonnegative(),
  minGroupSize: z.number().int(),
  isHidden: z.boolean(),
  scales: z.array(zTeamScale),
});
export type TeamReportData = z.output<typeof zTeamReportData>;

/** Team report input until groups exist: explicit members (see decisions). */
export const zTeamReportRequest = z.object({
  userAccountIds: z.array(zGuid).min(1).max(5000),
});

export const zInsightsReport = z.object({
  id: zGuid,
  profileReportId: zGuid,
  isComplete: z.boolean(),
  rangeSelections: z.array(zScaleTarget),
  updatedUTC: z.string(),
});
export type InsightsReport = z.output<typeof zInsightsReport>;

export const zCreateInsightsRequest = z.object({ profileReportId: zGuid });
export const zSaveRangeSelectionsRequest = z.object({
  id: zGuid,
  rangeSelections: z.array(zScaleTarget).max(40),
  isComplete: z.boolean().default(false),
});

/** `GetInsightsReportPrintData`: the report re-read with the coach's ranges. */
export const zInsightsReportData = z.object({
  insights: zInsightsReport,
  report: zProfileReportData,
});
export type InsightsReportData = z.output<typeof zInsightsReportData>;

/** Profile attachment (the `profile` area). */
export const zProfileAttachment = z.object({
  id: zGuid,
  userAccountId: zGuid,
  name: z.string(),
  participantId: zGuid.nullable(),
  planDataId: zGuid.nullable(),
  path: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  createdUTC: z.string(),
});
export type ProfileAttachment = z.output<typeof zProfileAttachment>;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

// ---- Print views ------------------------------------------------------------------------------

/** What a print key of the 360 opens (documents' print scopes). */
export const PROFILE_PRINT_SCOPES = {
  report: 'profileReport',
  participant: 'profileParticipant',
  team: 'profileTeam',
  insights: 'insightsReport',
} as const;

/**
 * The print views the server renders to PDF. `view` carries the language of the texts (a
 * locale code); the print page passes it on as `?locale=` to its print-data call.
 */
export const reportPrintPath = (printKey: string, reportCode: string, locale: string) =>
  `/print/report/${printKey}/${reportCode}/${locale}`;
export const participantReportPrintPath = (
  printKey: string,
  participantId: string,
  locale: string,
) => `/print/reportByParticipant/${printKey}/${participantId}/${locale}`;
/** Until groups exist, the team's members ride in the query (see decisions). */
export const teamReportPrintPath = (
  printKey: string,
  userGroupId: string,
  locale: string,
  userAccountIds: readonly string[],
) =>
  `/print/team/${printKey}/${userGroupId}/team/${locale}?userAccountIds=${userAccountIds.join(',')}`;
export const zPdfBatchRequest = z.object({ ids: z.array(zGuid).min(1).max(1000) });
