import { CONTENT_ADMINS, CONTENT_STAFF } from '../access/roles';
import type { TContentParamValues } from '../domain/content-params';
import { LIBRARY_PARTS } from '../domain/library-parts';
import {
  ZContentProgress,
  ZInitializeSeries,
  ZReleaseSurveyParams,
  ZSeriesBatchParams,
  ZTrendingByUaParams,
  ZTrendingParams,
  ZTrendingQuery,
  type TSeriesCleanup,
  type TSeriesMemberStats,
  type TSeriesRelease,
  type TSeriesRun,
  type TSeriesTestRelease,
  type TTrendingContent,
  type TTrendingUpdate,
} from '../validation/content-series';
import { json } from './endpoint';
import { zIdParams } from './params';
import { call, reader } from './resourcegroup-call';

const trending = json<TTrendingContent[]>('TTrendingContent[]');
const { trending: trendingGate } = LIBRARY_PARTS;
const seriesRun = json<TSeriesRun>('TSeriesRun');

/** What people read: progress, trending items, and series released one item after another. */
export const contentProgressCalls = {
  contentProgress: call(
    'POST',
    'contentProgress/:id',
    reader,
    'Counts a view of a reachable item, or its completion (once per person).',
    { params: zIdParams, body: ZContentProgress, answer: json<boolean>('boolean') },
  ),
  contentParams: call(
    'GET',
    'contentParams/:id',
    reader,
    "The caller's own values for the params a reachable item declares (its links' {eventId}, {accountId}, {uaId}, {email}).",
    { params: zIdParams, answer: json<TContentParamValues>('TContentParamValues') },
  ),
  completedContents: call(
    'GET',
    'completedContents/:id',
    reader,
    'The ids of the items of a group the caller reads that they have completed.',
    { params: zIdParams, answer: json<string[]>('string[]') },
  ),
  trending: call(
    'GET',
    'GetTrendingContent/:count/:skip/:name',
    reader,
    'The reachable items ranked by the global metrics (views and completions of late).',
    { params: ZTrendingParams, query: ZTrendingQuery, answer: trending, feature: trendingGate },
  ),
  trendingByUa: call(
    'GET',
    'GetTrendingContentByUa/:uaId/:count/:skip/:name',
    reader,
    "The items ranked by one person's own views and completions (themself or content staff).",
    { params: ZTrendingByUaParams, query: ZTrendingQuery, answer: trending, feature: trendingGate },
  ),
  updateTrendingMetrics: call(
    'GET',
    'UpdateGlobalTrendingContentMetrics',
    CONTENT_ADMINS,
    "Recomputes the brand's trending metrics now (the scheduled job does it every hour).",
    { answer: json<TTrendingUpdate>('TTrendingUpdate'), feature: trendingGate },
  ),
  initializeSeries: call(
    'POST',
    'initializeSeries',
    CONTENT_STAFF,
    "Starts a series group's release for its current members (their first item now).",
    { body: ZInitializeSeries, answer: seriesRun },
  ),
  initializeSeriesById: call(
    'GET',
    'InitializeSeriesById/:id',
    CONTENT_STAFF,
    'initializeSeries with the group in the path.',
    { params: zIdParams, answer: seriesRun },
  ),
  batchProcessSeries: call(
    'POST',
    'batchProcessSeries/:a/:b/:c',
    CONTENT_STAFF,
    'Releases what is due now to one batch of a series group: a group, b members per batch, c batch.',
    { params: ZSeriesBatchParams, answer: seriesRun },
  ),
  userSeriesStats: call(
    'GET',
    'GetUserSeriesStats/:id',
    CONTENT_STAFF,
    "Each member's released, remaining and completed items of a series group.",
    { params: zIdParams, answer: json<TSeriesMemberStats[]>('TSeriesMemberStats[]') },
  ),
  performSeriesTest: call(
    'GET',
    'PerformSeriesTest/:id',
    CONTENT_STAFF,
    'A dry run: what a series run now would release to whom (changes nothing).',
    { params: zIdParams, answer: json<TSeriesTestRelease[]>('TSeriesTestRelease[]') },
  ),
  cleanupSeriesTest: call(
    'GET',
    'CleanupTest',
    CONTENT_ADMINS,
    'Removes the series state of archived groups and of groups no longer in series mode.',
    { answer: json<TSeriesCleanup>('TSeriesCleanup') },
  ),
  releaseSurveyContent: call(
    'POST',
    'releaseSurveyContent/:a/:b/:c?',
    CONTENT_STAFF,
    'Releases an item of a series to a member now: a group, b person, c item (else the next).',
    { params: ZReleaseSurveyParams, answer: json<TSeriesRelease>('TSeriesRelease') },
  ),
};
