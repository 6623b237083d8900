import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  contentVersionApi,
  gateFeatures,
  LIBRARY_PARTS,
  resourceGroupApi as api,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { requireFeatures } from '../webconfig/webconfig.service';
import { serve } from '../../http/serve';
import { actorContext, requestContext } from '../../shared/request-context';
import {
  addContent,
  allContentsByIds,
  contentsByIds,
  filtersCounts,
  groupContents,
  introContent,
  latestFeatured,
  libraryPage,
  migrateToMultiLevelSort,
  orderedContentIds,
  printGroup,
  relatedContentInfo,
  removeContent,
  setContentOrder,
  updateGroupContentItems,
  upsertContent,
  type LibraryContext,
} from './content.service';
import { contentFileLinks } from './content-file-links';
import { registerContentFileRoutes } from './content-file.routes';
import { registerContentPrintRoutes } from './content-print.routes';
import { publicContent } from './content-public.service';
import { searchAllContents, searchContents } from './content-search.service';
import { contentVersion, contentVersions, restoreContentVersion } from './content-versions.service';
import {
  batchProcessSeries,
  cleanupSeries,
  initializeSeries,
  performSeriesTest,
  releaseSurveyContent,
  type ContentSurveyInviter,
  userSeriesStats,
} from './series.service';
import {
  completedContents,
  personTrendingContent,
  recordProgress,
  trendingContent,
  updateTrendingMetrics,
} from './trending.service';
import { contentParams } from './content-params.service';
import { reachableGroups, requireGroup, requireGroupByCode } from './resourcegroup.policy';
import {
  findMemberCandidates,
  groupUserCount,
  memberNames,
  isPriorityAvailable,
  listGroups,
  removeGroup,
  saveGroup,
  searchGroups,
} from './resourcegroup.service';

/**
 * Runs a change of a group's items and announces the items it added (the subscription area's
 * content alerts, given by the app so that this area does not depend on that one).
 */
export type NewItemAnnouncer = <T>(
  ctx: LibraryContext,
  groupId: string,
  change: () => Promise<T>,
) => Promise<T>;

/**
 * resourcegroup area: resource groups, their ordered content items, featured and intro items,
 * content progress and trending, series, files; the content alerts are the subscription area's.
 */
export function registerResourceGroupRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  announceNewItems: NewItemAnnouncer,
  inviteToContentSurveys: ContentSurveyInviter,
): void {
  const fileLinks = contentFileLinks(app.portal.keys);
  const ctx = async (request: FastifyRequest) => ({
    ...(await actorContext(request, db)),
    fileLinks,
  });

  serve(app, api.list, async (_input, request) => listGroups(await ctx(request)));
  serve(app, api.get, async ({ params }, request) => requireGroup(await ctx(request), params.id));
  serve(app, api.print, async ({ params }, request) => printGroup(await ctx(request), params.id));
  serve(app, api.byIds, async ({ body }, request) => reachableGroups(await ctx(request), body));
  serve(app, api.search, async ({ query }, request) => searchGroups(await ctx(request), query));
  serve(app, api.byCode, async ({ params }, request) =>
    requireGroupByCode(await ctx(request), params.code),
  );
  serve(app, api.save, async ({ body }, request) => saveGroup(await ctx(request), body));
  serve(app, api.remove, async ({ params }, request) => removeGroup(await ctx(request), params.id));
  serve(app, api.removeContent, async ({ params }, request) =>
    removeContent(await ctx(request), params.groupId, params.contentId),
  );

  serve(app, api.contents, async ({ query }, request) => libraryPage(await ctx(request), query));
  serve(app, api.contentsByIds, async ({ body }, request) =>
    contentsByIds(await ctx(request), body),
  );
  serve(app, api.allContentsByIds, async ({ body }, request) =>
    allContentsByIds(await ctx(request), body),
  );
  serve(app, api.relatedInfo, async ({ body }, request) =>
    relatedContentInfo(await ctx(request), body),
  );
  serve(app, api.groupContents, async ({ params }, request) =>
    groupContents(await ctx(request), params.id),
  );
  // Items added to an active group with alerts on are announced to its subscribers.
  const alerting = async <T>(
    request: FastifyRequest,
    groupId: string,
    change: (c: LibraryContext) => Promise<T>,
  ) => {
    const c = await ctx(request);
    return announceNewItems(c, groupId, () => change(c));
  };
  serve(app, api.addContent, async ({ params, body }, request) =>
    alerting(request, params.id, (c) => addContent(c, params.id, body.contentIds)),
  );
  serve(app, api.upsertContent, async ({ params, body }, request) =>
    alerting(request, params.id, (c) => upsertContent(c, params.id, body)),
  );
  serve(app, api.setContentOrder, async ({ params, body }, request) =>
    setContentOrder(await ctx(request), params.id, body.items),
  );
  serve(app, api.updateGroupContentItems, async ({ body }, request) =>
    alerting(request, body.resourceGroupId, (c) =>
      updateGroupContentItems(c, body.resourceGroupId, body.items),
    ),
  );
  serve(app, api.memberCandidates, async ({ query }, request) =>
    findMemberCandidates(await ctx(request), query),
  );
  serve(app, api.memberNames, async ({ params }, request) =>
    memberNames(await ctx(request), params.id),
  );
  serve(app, api.userCount, async ({ params }, request) =>
    groupUserCount(await ctx(request), params.id),
  );
  serve(app, api.filtersCounts, async ({ query }, request) =>
    filtersCounts(await ctx(request), query.resourceGroupId),
  );
  serve(app, api.introContent, async ({ params }, request) =>
    introContent(await ctx(request), params.id),
  );
  serve(app, api.orderedContentIds, async ({ params }, request) =>
    orderedContentIds(await ctx(request), params.id),
  );
  serve(app, api.latestFeatured, async (_input, request) => latestFeatured(await ctx(request)));
  serve(
    app,
    api.hasFeatured,
    async (_input, request) => (await latestFeatured(await ctx(request))) !== null,
  );
  serve(app, api.isPriorityAvailable, async ({ params }, request) =>
    isPriorityAvailable(await ctx(request), params.n, params.x),
  );
  serve(app, api.searchContents, async ({ query }, request) => {
    if (query.resourceGroupId)
      await requireFeatures(
        { db, brand: request.brand },
        ...gateFeatures(LIBRARY_PARTS.groupSearch),
      );
    return searchContents(await ctx(request), query);
  });
  serve(app, api.searchAllContents, async ({ query }, request) =>
    searchAllContents(await ctx(request), query),
  );
  serve(app, api.publicContent, async ({ params }, request) =>
    publicContent({ ...requestContext(request, db), fileLinks }, params.code, params.contentId),
  );
  registerContentPrintRoutes(app, db, fileLinks);
  serve(app, api.migrateToMultiLevelSort, async (_input, request) =>
    migrateToMultiLevelSort(await ctx(request)),
  );

  serve(app, api.contentProgress, async ({ params, body }, request) =>
    recordProgress(await ctx(request), params.id, body.kind),
  );
  serve(app, api.contentParams, async ({ params }, request) =>
    contentParams(await ctx(request), params.id),
  );
  serve(app, api.completedContents, async ({ params }, request) =>
    completedContents(await ctx(request), params.id),
  );
  serve(app, api.trending, async ({ params, query }, request) =>
    trendingContent(await ctx(request), params, query.filteredRgs),
  );
  serve(app, api.trendingByUa, async ({ params, query }, request) =>
    personTrendingContent(await ctx(request), params.uaId, params, query.filteredRgs),
  );
  serve(app, api.updateTrendingMetrics, async (_input, request) =>
    updateTrendingMetrics(await ctx(request)),
  );
  serve(app, api.initializeSeries, async ({ body }, request) =>
    initializeSeries(await ctx(request), body.resourceGroupId),
  );
  serve(app, api.initializeSeriesById, async ({ params }, request) =>
    initializeSeries(await ctx(request), params.id),
  );
  serve(app, api.batchProcessSeries, async ({ params }, request) =>
    batchProcessSeries(await ctx(request), params.a, params.b, params.c),
  );
  serve(app, api.userSeriesStats, async ({ params }, request) =>
    userSeriesStats(await ctx(request), params.id),
  );
  serve(app, api.performSeriesTest, async ({ params }, request) =>
    performSeriesTest(await ctx(request), params.id),
  );
  serve(app, api.cleanupSeriesTest, async (_input, request) => cleanupSeries(await ctx(request)));
  serve(app, api.releaseSurveyContent, async ({ params }, request) =>
    releaseSurveyContent(await ctx(request), params, inviteToContentSurveys),
  );
  serve(app, contentVersionApi.list, async ({ params }, request) =>
    contentVersions(await ctx(request), params.id),
  );
  serve(app, contentVersionApi.get, async ({ params }, request) =>
    contentVersion(await ctx(request), params.id, params.version),
  );
  serve(app, contentVersionApi.restore, async ({ params, body }, request) =>
    restoreContentVersion(await ctx(request), params.id, params.version, body.currentVersion),
  );
  registerContentFileRoutes(app, db);
}
