import type { PagedResult, TContentSearchHit, ZContentSearch } from '@portal/core';
import type { z } from 'zod';
import type { ActorContext } from '../../shared/request-context';
import {
  groupLabels,
  groupsOfContents,
  searchContentIds,
  type SearchScope,
} from './content-search.store';
import { contentInfo, loadContents } from './content.store';
import { groupReach, requireGroup, seriesViewer } from './resourcegroup.policy';
import { listGroupIds } from './resourcegroup.store';

type Search = z.output<typeof ZContentSearch>;

async function present(
  ctx: ActorContext,
  found: { count: number; hits: { id: string; rank: number }[] },
  groupIds: readonly string[] | 'all',
): Promise<PagedResult<TContentSearchHit>> {
  const ids = found.hits.map((hit) => hit.id);
  const contents = new Map((await loadContents(ctx.db, ctx.brand, ids)).map((c) => [c.id, c]));
  // The groups searched are the caller's reach already: their labels are all a hit needs.
  const links = await groupsOfContents(ctx.db, ids, groupIds, seriesViewer(ctx));
  const labels = await groupLabels(ctx.db, ctx.brand, [...new Set(links.map((l) => l.groupId))]);
  const groups = new Map(labels.map((g) => [g.id, g]));
  const data = found.hits.flatMap((hit) => {
    const content = contents.get(hit.id);
    if (!content) return [];
    const resourceGroups = links
      .filter((link) => link.contentId === hit.id)
      .flatMap((link) => groups.get(link.groupId) ?? [])
      .sort((a, b) => a.name.localeCompare(b.name));
    return [{ ...contentInfo(content), rank: hit.rank, resourceGroups }];
  });
  return { count: found.count, data };
}

/** The groups a member's search looks in: the one asked (reached, else 404), or their reach. */
async function searchedGroupIds(ctx: ActorContext, groupId: string | undefined) {
  if (groupId) return [(await requireGroup(ctx, groupId)).id];
  const reach = await groupReach(ctx);
  return reach === 'all' ? listGroupIds(ctx.db, ctx.brand, reach) : reach;
}

/** searchContents: the items of the groups the caller reaches (or of one of them), ranked. */
export async function searchContents(
  ctx: ActorContext,
  query: Search,
): Promise<PagedResult<TContentSearchHit>> {
  const groupIds = await searchedGroupIds(ctx, query.resourceGroupId);
  const found = await searchContentIds(
    ctx.db,
    ctx.brand,
    { groupIds, releasedTo: seriesViewer(ctx) },
    query,
  );
  return present(ctx, found, groupIds);
}

/** searchAllContents (staff): the whole library, in a group or not, ranked. */
export async function searchAllContents(
  ctx: ActorContext,
  query: Search,
): Promise<PagedResult<TContentSearchHit>> {
  const scope: SearchScope = query.resourceGroupId
    ? { groupIds: [(await requireGroup(ctx, query.resourceGroupId)).id] }
    : 'library';
  const found = await searchContentIds(ctx.db, ctx.brand, scope, query);
  return present(ctx, found, scope === 'library' ? 'all' : scope.groupIds);
}
