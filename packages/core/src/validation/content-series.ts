import { z } from 'zod';
import { zGuid } from './guid';
import type { TContentInfo } from './resource-group';

/**
 * Content progress (views and completions), trending content and series: the inputs of the
 * `resourcegroup` calls that count, rank and release items, and their answers.
 */

/** What a person did with an item: opened it, or finished it (counted once per person). */
export const CONTENT_PROGRESS_KINDS = ['view', 'completion'] as const;
export type ContentProgressKind = (typeof CONTENT_PROGRESS_KINDS)[number];

/** contentProgress/{id}: the body. */
export const ZContentProgress = z.object({ kind: z.enum(CONTENT_PROGRESS_KINDS) });
export type TContentProgress = z.input<typeof ZContentProgress>;

/** The spec's defaults of GetTrendingContent, and the largest page a caller may ask for. */
export const TRENDING_DEFAULTS = { count: 15, skip: 0 } as const;
export const TRENDING_LIMITS = { count: 100, skip: 10_000, name: 200 } as const;

/**
 * The `{name}` segment that stands for "no title filter": a path segment cannot be empty, so a
 * client with an empty name sends this instead.
 */
export const TRENDING_EMPTY_NAME = '-';

/** How the global metrics rank items: views and completions of the last `windowDays` days. */
export const TRENDING_WINDOW_DAYS = 30;
export const TRENDING_COMPLETION_WEIGHT = 3;

const zName = z
  .string()
  .trim()
  .max(TRENDING_LIMITS.name)
  .transform((name) => (name === TRENDING_EMPTY_NAME ? '' : name));

/** `{count}/{skip}/{name}` of GetTrendingContent. */
export const ZTrendingParams = z.object({
  count: z.coerce.number().int().min(1).max(TRENDING_LIMITS.count),
  skip: z.coerce.number().int().min(0).max(TRENDING_LIMITS.skip),
  name: zName,
});

/** The same with the person whose own activity ranks the items (GetTrendingContentByUa). */
export const ZTrendingByUaParams = ZTrendingParams.extend({ uaId: zGuid });

/** `filteredRgs`: the groups to look in, repeated or comma-separated ids (none: every group). */
export const ZTrendingQuery = z.object({
  filteredRgs: z
    .union([z.array(z.string()), z.string()])
    .optional()
    .transform((value) =>
      (Array.isArray(value) ? value : (value ?? '').split(','))
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    )
    .pipe(z.array(zGuid).max(100)),
});

export type TTrendingContent = TContentInfo & {
  views: number;
  completions: number;
  /** views + completion weight × completions; the order of the list. */
  score: number;
  /** The code of an active group the caller reads the item in (first by name); null: none. */
  groupCode: string | null;
};

/** UpdateGlobalTrendingContentMetrics: how many items the brand's metrics now rank. */
export type TTrendingUpdate = { items: number; windowDays: number; computedAt: string };

/** initializeSeries: the group whose series starts for its members. */
export const ZInitializeSeries = z.object({ resourceGroupId: zGuid });

/** batchProcessSeries/{a}/{b}/{c}: the group, members per batch, and which batch (from 0). */
export const ZSeriesBatchParams = z.object({
  a: zGuid,
  b: z.coerce.number().int().min(1).max(1000),
  c: z.coerce.number().int().min(0).max(100_000),
});

/** releaseSurveyContent/{a}/{b}/{c?}: the group, the person, and the item (else the next). */
export const ZReleaseSurveyParams = z.object({ a: zGuid, b: zGuid, c: zGuid.optional() });

/** What a series run did: members looked at, members it started, items it released. */
export type TSeriesRun = {
  members: number;
  started: number;
  released: number;
  /** batchProcessSeries: whether later batches hold more members. */
  hasMore: boolean;
};

/** GetUserSeriesStats: one line per member of the series. */
export type TSeriesMemberStats = {
  userAccountId: string;
  name: string;
  startedAt: string;
  released: number;
  remaining: number;
  completed: number;
  lastReleasedAt: string | null;
};

/** PerformSeriesTest: a release that a run now would make (nothing is changed). */
export type TSeriesTestRelease = {
  userAccountId: string;
  name: string;
  contentId: string;
  title: string;
  /** 'start': the member's first item; 'due': the next item after the interval. */
  reason: 'start' | 'due';
};

/** releaseSurveyContent: the item released, or null when every item was already released. */
export type TSeriesRelease = { contentId: string } | null;

/** CleanupTest: what was removed (series state of archived groups and of groups not in series). */
export type TSeriesCleanup = { groups: number; releases: number };
