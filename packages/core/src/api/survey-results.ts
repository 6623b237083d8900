import { z } from 'zod';
import { zGuid } from '../validation/guid';
import {
  REPORT_EXPORT_FORMATS,
  reportRangeInOrder,
  reportRangeMessage,
  zReportDay,
  zReportFilterId,
} from '../validation/reports';
import type { TSurveyResultSet } from '../survey/results';
import { endpoint, file, json } from './endpoint';

/**
 * A release's results, their filters and their download (issue 20, part 6). Any signed-in
 * person may call; the server lets through the release's readers only (core's
 * `canReadSurveyResults`): others 403, a release of another brand or unknown 404.
 */
const rule = { access: 'any', feature: 'survey' } as const;

export const zSurveyReleaseParams = z.object({ releaseId: zGuid });

/**
 * The filters of the results and of their download. An account (with its descendants), a group
 * or an event narrows to the responses about it (their entity) or, for a named release, from
 * its people (linked to the account, members of the group, participants of the event); an
 * anonymous release is narrowed by entity and days only. Days are of the completion (UTC).
 */
const filterFields = {
  from: zReportDay,
  to: zReportDay,
  accountId: zReportFilterId,
  groupId: zReportFilterId,
  eventId: zReportFilterId,
};

export const zSurveyResultsQuery = z
  .object({ ...filterFields, compareReleaseId: zReportFilterId })
  .refine(reportRangeInOrder, reportRangeMessage);
export type TSurveyResultsQuery = z.output<typeof zSurveyResultsQuery>;
export type TSurveyResultsFilters = Omit<TSurveyResultsQuery, 'compareReleaseId'>;

export const zSurveyNamedResponsesQuery = z
  .object(filterFields)
  .refine(reportRangeInOrder, reportRangeMessage);

export const zSurveyResultsExportQuery = z
  .object({ ...filterFields, format: z.enum(REPORT_EXPORT_FORMATS) })
  .refine(reportRangeInOrder, reportRangeMessage);

export type TSurveyResultsRelease = {
  id: string;
  name: string;
  anonymous: boolean;
  opensAt: string;
  closesAt: string | null;
};

export type TSurveyResults = {
  release: TSurveyResultsRelease & { definitionName: string };
  /** Fewer responses than this hide an anonymous release's results. */
  minimum: number;
  /** The release's invitations (unfiltered), or null when it has none (a link, say). */
  invitations: { invited: number; completed: number } | null;
  results: TSurveyResultSet;
  /** Another release of the same definition, with the same filters, side by side. */
  compare: { release: TSurveyResultsRelease; results: TSurveyResultSet } | null;
};

export type TSurveyFilterOption = { id: string; name: string };

/** The newest named responses the results list, each to read as a viewer (the download has all). */
export const SURVEY_NAMED_RESPONSES_SHOWN = 100;

/** A named release's response for the filters: whose, when, and its id to read it as a viewer. */
export type TSurveyNamedResponse = { id: string; name: string; completedAt: string };

/** What the results may be filtered by: the release's own accounts, groups and events. */
export type TSurveyResultFilters = {
  accounts: TSurveyFilterOption[];
  groups: TSurveyFilterOption[];
  events: TSurveyFilterOption[];
  /** The other releases of the definition the caller may read, to compare with. */
  releases: TSurveyFilterOption[];
};

export const surveyResultsApi = {
  getResults: endpoint({
    method: 'GET',
    path: '/api/survey/GetResults/:releaseId',
    ...rule,
    summary:
      "A release's results per question for the filters, and another release's beside them (compareReleaseId).",
    params: zSurveyReleaseParams,
    query: zSurveyResultsQuery,
    answer: json<TSurveyResults>('TSurveyResults'),
  }),
  getResultFilters: endpoint({
    method: 'GET',
    path: '/api/survey/GetResultFilters/:releaseId',
    ...rule,
    summary:
      "The accounts, groups and events of a release's responses and targets, and the releases to compare with.",
    params: zSurveyReleaseParams,
    answer: json<TSurveyResultFilters>('TSurveyResultFilters'),
  }),
  getNamedResponses: endpoint({
    method: 'GET',
    path: '/api/survey/GetNamedResponses/:releaseId',
    ...rule,
    summary:
      "A named release's newest responses for the filters (whose, when), to read each as a viewer; none for an anonymous release.",
    params: zSurveyReleaseParams,
    query: zSurveyNamedResponsesQuery,
    answer: json<TSurveyNamedResponse[]>('TSurveyNamedResponse[]'),
  }),
  exportResults: endpoint({
    method: 'GET',
    path: '/api/survey/ExportResults/:releaseId',
    ...rule,
    summary:
      'Every completed response for the filters, one row each (named releases with the person), as CSV or Excel (format=csv|xlsx).',
    params: zSurveyReleaseParams,
    query: zSurveyResultsExportQuery,
    answer: file,
  }),
};
