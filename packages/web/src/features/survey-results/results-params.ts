import {
  zSurveyResultsQuery,
  type TSurveyResultsFilters,
  type TSurveyResultsQuery,
} from '@portal/core';
import { paramsThrough } from '../reports/report-filters';

/** The search parameters of the results page: its filters and the release compared with. */
export const RESULT_PARAMS = [
  'from',
  'to',
  'accountId',
  'groupId',
  'eventId',
  'compareReleaseId',
] as const;

/** The results' query in the page's address, values the server would refuse dropped. */
export const resultsQueryOf = (params: URLSearchParams): TSurveyResultsQuery =>
  paramsThrough(zSurveyResultsQuery, RESULT_PARAMS, params);

/** The filters of a results query (what its download takes: no release to compare with). */
export const resultsFiltersOf = (query: TSurveyResultsQuery): TSurveyResultsFilters => ({
  from: query.from,
  to: query.to,
  accountId: query.accountId,
  groupId: query.groupId,
  eventId: query.eventId,
});
