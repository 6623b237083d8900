import { z } from 'zod';
import { PROFILE_COACHES } from '../access/roles';
import { ANY } from '../access/rules';
import type { ComputedReport } from '../domain/profile-report';
import { LOCALES } from '../i18n/locales';
import { zGuid } from '../validation/guid';
import { zProfileReportInfo } from '../validation/people-status';
import {
  zCreateQuickReportRequest,
  zCreatedReport,
  zCreateReportRequest,
  zExcludeBatchRequest,
  zIdList,
  zPreviewReportRequest,
  zProfileReportListItem,
  zProfileReportStatus,
  zQuickReportBulkResult,
  zReportDescriberInfo,
  zProfileReportData,
  zTeamReportData,
  zUserAccountIdList,
  type ProfileExport,
  type ProfileReportData,
  type ProfileReportListItem,
  type ReportDescriberInfo,
} from '../validation/profile-report';
import { endpoint, json, jsonOf, type Answer } from './endpoint';
import { zIdParams } from './params';
import {
  zBrandKeyParam,
  zGuidPairParams,
  zIgnoredSegment,
  zLocaleQuery,
  zMembersQuery,
  zReportRef,
} from './profile-params';
import { profileReportPrintApi } from './profile-report-print';

const base = '/api/profilereport';
const list = jsonOf(z.array(zProfileReportListItem), 'ProfileReportListItem[]');
const report = jsonOf(zProfileReportData, 'ProfileReportData');
/** Answered with 204 (undefined to the caller) when there is none. */
const reportOrNone = json<ProfileReportData | undefined>('ProfileReportData (204 when none)');
const zBulkParams = z.object({ a: zGuid, b: z.coerce.number().int().min(0).max(50) });
const zBulkQuery = z.object({
  label: z.string().trim().max(100).default(''),
  simulateOnly: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  crmAccountId: zGuid.optional(),
});
const zDay = z.iso.date().transform((d) => new Date(`${d}T00:00:00Z`));
const jobStarted = json<{ jobId: string | null }>('{ jobId }');

/** A GET on one id (or code) of the caller's reach, in the language asked for. */
const byId = <P extends z.ZodType, A extends Answer>(
  path: `/api/${string}`,
  params: P,
  summary: string,
  answer: A,
) => endpoint({ method: 'GET', path, access: ANY, summary, params, query: zLocaleQuery, answer });
const byIds = <B extends z.ZodType, A extends Answer>(
  action: string,
  body: B,
  summary: string,
  answer: A,
) => endpoint({ method: 'POST', path: `${base}/${action}`, access: ANY, summary, body, answer });
const bulk = <A extends Answer>(action: string, summary: string, answer: A) =>
  endpoint({
    method: 'GET',
    path: `${base}/${action}/:a/:b`,
    access: PROFILE_COACHES,
    summary,
    params: zBulkParams,
    query: zBulkQuery,
    answer,
  });
const teamData = <P extends z.ZodType>(path: `/api/${string}`, params: P) =>
  endpoint({
    method: 'GET',
    path,
    access: ANY,
    summary: "A team's report: its members (all, or those in userAccountIds) that may be seen.",
    params,
    query: zMembersQuery.extend(zLocaleQuery.shape),
    answer: jsonOf(zTeamReportData, 'TeamReportData'),
  });

/** profilereport: reports, their release, team reports, exports and the report cache. */
export const profileReportApi = {
  ofAccount: endpoint({
    method: 'GET',
    path: `${base}/getAllByUserAccountId/:id`,
    access: ANY,
    summary: "A person's reports, newest first.",
    params: zIdParams,
    answer: list,
  }),
  ofAccountForWidget: endpoint({
    method: 'GET',
    path: `${base}/getAllByUserAccountIdForWidget/:a/:b`,
    access: ANY,
    summary: "Person {a}'s newest {b} reports.",
    params: z.object({ a: zGuid, b: z.coerce.number().int().min(1).max(50) }),
    answer: list,
  }),
  hasAny: endpoint({
    method: 'GET',
    path: `${base}/hasAnyReports/:id`,
    access: ANY,
    summary: 'Whether a person has a report the caller may see.',
    params: zIdParams,
    answer: json<boolean>('boolean'),
  }),
  infoOfAccount: endpoint({
    method: 'GET',
    path: `${base}/getAllReportInfoByUserAccountId/:id`,
    access: ANY,
    summary: "A person's reports as lists show them.",
    params: zIdParams,
    answer: jsonOf(z.array(zProfileReportInfo), 'ProfileReportInfo[]'),
  }),
  ofAccounts: byIds(
    'getAllByUserAccountIds',
    zUserAccountIdList,
    'The reports of the given people.',
    list,
  ),
  create: endpoint({
    method: 'POST',
    path: `${base}/createReport`,
    access: ANY,
    summary: "Makes a report of a participant's completed describers.",
    body: zCreateReportRequest,
    answer: jsonOf(zCreatedReport, 'CreatedReport'),
  }),
  createQuick: endpoint({
    method: 'POST',
    path: `${base}/createQuickReport`,
    access: ANY,
    summary: "Makes a report of a person's latest participant.",
    body: zCreateQuickReportRequest,
    answer: jsonOf(zCreatedReport, 'CreatedReport'),
  }),
  preview: endpoint({
    method: 'POST',
    path: `${base}/PreviewProfileReport`,
    access: PROFILE_COACHES,
    summary: 'The report as it would be from these describers, not stored (the profile builder).',
    query: zLocaleQuery,
    body: zPreviewReportRequest,
    answer: json<ComputedReport>('ComputedReport'),
  }),
  previewFormat: endpoint({
    method: 'POST',
    path: `${base}/PreviewProfileReportFormat/:a/:b`,
    access: PROFILE_COACHES,
    summary: 'Report {a} as it would be in report format {b}, not stored.',
    params: zGuidPairParams,
    query: zLocaleQuery,
    answer: report,
  }),
  data: byId(
    `${base}/getProfileReportData/:id`,
    z.object({ id: zReportRef }),
    'A report (by id or code) in the language asked for.',
    report,
  ),
  dataX: byId(
    `${base}/getProfileReportData/:id/:x`,
    z.object({ id: zReportRef, x: zIgnoredSegment }),
    'A report (by id or code) in the language asked for.',
    report,
  ),
  dataOfParticipant: byId(
    `${base}/GetProfileReportDataByParticipantId/:id`,
    zIdParams,
    "A participant's latest report; 204 when there is none.",
    reportOrNone,
  ),
  dataOfParticipantX: byId(
    `${base}/GetProfileReportDataByParticipantId/:id/:x`,
    zIdParams.extend({ x: zIgnoredSegment }),
    "A participant's latest report; 204 when there is none.",
    reportOrNone,
  ),
  latestData: byId(
    `${base}/GetLatestProfileReportData/:id`,
    zIdParams,
    "A person's latest report; 204 when there is none.",
    reportOrNone,
  ),
  teamData: teamData(`${base}/getProfileTeamReportData/:id`, zIdParams),
  teamDataX: teamData(
    `${base}/getProfileTeamReportData/:id/:x`,
    zIdParams.extend({ x: zIgnoredSegment }),
  ),
  releaseDue: endpoint({
    method: 'GET',
    path: `${base}/ProcessAutoReleaseReports`,
    access: 'developer',
    feature: 'reportAutoRelease',
    summary: 'Releases the reports of the brand whose release is due (the job, by hand).',
    answer: json<{ released: number }>('{ released }'),
  }),
  setExcluded: endpoint({
    method: 'POST',
    path: `${base}/UpdateIsExcludedBatch`,
    access: PROFILE_COACHES,
    summary: 'Excludes reports from (or includes them in) team reports.',
    body: zExcludeBatchRequest,
    answer: json<{ updated: number }>('{ updated }'),
  }),
  idsOfParticipants: byIds(
    'getIdsByParticipantIds',
    zIdList,
    'The ids of the reports of the given participants.',
    json<string[]>('string[]'),
  ),
  quickBulk: bulk(
    'CreateQuickReportBulk',
    'Makes a report for each participant of configuration {a} with at least {b} describers.',
    jsonOf(zQuickReportBulkResult, 'QuickReportBulkResult'),
  ),
  startQuickBulk: bulk(
    'StartCreateQuickReportBulk',
    'Starts the job of CreateQuickReportBulk.',
    jobStarted,
  ),
  exportData: endpoint({
    method: 'GET',
    path: `${base}/ExportProfileData/:a/:b/:c`,
    access: PROFILE_COACHES,
    feature: 'csvExport',
    summary: "The CSV of configuration {a}'s reports from day {b} to {c}; 204 when none.",
    params: z.object({ a: zGuid, b: zDay, c: zDay }),
    query: zLocaleQuery,
    answer: json<ProfileExport | undefined>('ProfileExport (204 when none)'),
  }),
  latestStatus: byIds(
    'GetLatestProfileReportStatus',
    zUserAccountIdList,
    'The latest report of each person, released or not.',
    jsonOf(z.array(zProfileReportStatus), 'ProfileReportStatus[]'),
  ),
  release: endpoint({
    method: 'POST',
    path: `${base}/ReleaseProfileReport/:id`,
    access: PROFILE_COACHES,
    summary:
      'Releases a report now, whatever its release rule (its participant is told as of a release by rule); false when it was released already.',
    params: zIdParams,
    answer: json<{ released: boolean }>('{ released }'),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${base}/DeleteProfileReport/:id`,
    access: PROFILE_COACHES,
    summary: 'Deletes a report.',
    params: zIdParams,
    answer: json<{ deleted: boolean }>('{ deleted }'),
  }),
  latestOtherDescribers: endpoint({
    method: 'GET',
    path: `${base}/GetLatestProfileReportOtherDescribersAsync/:id`,
    access: ANY,
    summary: "The describer counts of a person's latest report; 204 when there is none.",
    params: zIdParams,
    answer: json<ReportDescriberInfo | undefined>('ReportDescriberInfo (204 when none)'),
  }),
  startCacheFill: endpoint({
    method: 'GET',
    path: `${base}/StartBatchReportCacheGeneration/:a/:b`,
    access: 'developer',
    summary: 'Starts filling the report cache of brand {a} in language {b}.',
    params: z.object({ a: zBrandKeyParam, b: z.enum(LOCALES).optional() }),
    answer: jobStarted,
  }),
  dropCache: endpoint({
    method: 'GET',
    path: `${base}/BatchDeleteReportCache/:a`,
    access: 'developer',
    summary: 'Empties the report cache of brand {a}.',
    params: z.object({ a: zBrandKeyParam }),
    answer: json<{ deleted: number }>('{ deleted }'),
  }),
  latestReleased: byIds(
    'GetLatestReleasedByUserAccountIds',
    zUserAccountIdList,
    "Each person's latest released report.",
    list,
  ),
  describerInfo: byIds(
    'GetDescriberInfoAsync',
    zIdList,
    'How many describers each report has per shown group (never who).',
    jsonOf(z.array(zReportDescriberInfo), 'ReportDescriberInfo[]'),
  ),
  latestRelease: endpoint({
    method: 'GET',
    path: `${base}/GetLatestReleaseByUserAccountId/:id`,
    access: ANY,
    summary: "A person's latest released report; 204 when there is none.",
    params: zIdParams,
    answer: json<ProfileReportListItem | undefined>('ProfileReportListItem (204 when none)'),
  }),
  ...profileReportPrintApi,
};
