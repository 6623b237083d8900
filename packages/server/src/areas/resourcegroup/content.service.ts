import {
  canonicalSortPaths,
  type PagedResult,
  type TContent,
  type TContentInfo,
  type TContentSave,
  type TFeaturedContent,
  type TFiltersCounts,
  type TGroupContentItem,
  type TGroupContents,
  type TResourceGroup,
  type TSortMigration,
  type ZContentList,
} from '@portal/core';
import type { z } from 'zod';
import { HttpError, notFound } from '../../http/errors';
import type { ActorContext } from '../../shared/request-context';
import type { ContentFileLinks } from './content-file-links';
import { saveContentFiles } from './content-file.service';
import { fileUsesOf } from './content-file.store';
import {
  allPlaces,
  appendItems,
  contentInfo,
  groupItems,
  insertContent,
  listContents,
  loadContents,
  removeItem,
  replaceItems,
  setPlaces,
  type StoredContent,
} from './content.store';
import { CONTENT_NOT_FOUND, saveOverStored } from './content-versions.service';

export { CONTENT_NOT_FOUND, STALE_CONTENT } from './content-versions.service';
import { groupReach, reachableGroups, requireGroup, seriesViewer } from './resourcegroup.policy';
import { clearDetachedHighlights, listGroupIds } from './resourcegroup.store';

export const ORDER_MISMATCH = 'errors.resources.orderMismatch';

type Place = { contentId: string; sortPath: number[] };

/** What hands items out: the request's context and the signer of file addresses. */
export type FileLinkContext = Pick<ActorContext, 'db' | 'brand' | 'now'> & {
  fileLinks: ContentFileLinks;
};
/** A signed-in caller of the library's services. */
export type LibraryContext = ActorContext & FileLinkContext;
type Presented = TContent & { fileUrls: Record<string, string> };

/**
 * Every item the server hands to a caller goes through here, and only items the caller reaches
 * get here: each gets the signed addresses of the files it uses (its own file and the images
 * its sections name), so whoever reaches the item can load them with a bare <img> or <video>.
 */
export async function presentContents(
  ctx: FileLinkContext,
  contents: readonly StoredContent[],
): Promise<Presented[]> {
  const uses = await fileUsesOf(
    ctx.db,
    contents.map((content) => content.id),
  );
  return contents.map((content) => ({
    ...content,
    fileUrls: ctx.fileLinks.urls(ctx.brand, uses.get(content.id) ?? [], ctx.now),
  }));
}

const presentOne = async (ctx: FileLinkContext, content: StoredContent | undefined) =>
  content ? ((await presentContents(ctx, [content]))[0] ?? null) : null;

/** The ids of the groups the caller reaches. */
async function reachableGroupIdList(ctx: ActorContext): Promise<string[]> {
  return listGroupIds(ctx.db, ctx.brand, await groupReach(ctx));
}

/**
 * The items among the ids the caller reaches: staff every item of the brand, members the
 * items of the groups they reach (in a series group, those released to them).
 */
export async function reachableContents(
  ctx: ActorContext,
  ids: readonly string[],
): Promise<StoredContent[]> {
  const reach = await groupReach(ctx);
  if (reach === 'all') return loadContents(ctx.db, ctx.brand, ids);
  const items = await groupItems(ctx.db, ctx.brand, reach, seriesViewer(ctx));
  const reachable = new Set(items.map((item) => item.id));
  return loadContents(
    ctx.db,
    ctx.brand,
    ids.filter((id) => reachable.has(id)),
  );
}

const itemsOf = (ctx: ActorContext, groupId: string): Promise<TGroupContentItem[]> =>
  groupItems(ctx.db, ctx.brand, [groupId], seriesViewer(ctx)).then((items) =>
    items.map(({ resourceGroupId: _group, ...item }) => item),
  );

/** getcontentsbyid/{id}: a reachable group's items, in order. */
export async function groupContents(ctx: ActorContext, id: string): Promise<TGroupContentItem[]> {
  await requireGroup(ctx, id);
  return itemsOf(ctx, id);
}

/** GetOrderedContentIdsById/{id}. */
export async function orderedContentIds(ctx: ActorContext, id: string): Promise<string[]> {
  return (await groupContents(ctx, id)).map((item) => item.id);
}

/** getPrint/{id}: the group and its items whole, in order. */
export async function printGroup(ctx: LibraryContext, id: string): Promise<TGroupContents> {
  return groupWhole(ctx, await requireGroup(ctx, id), seriesViewer(ctx));
}

/**
 * A group with its items whole, in order (its reach checked by the caller); for a series
 * member (`releasedTo`), the items released to them.
 */
export async function groupWhole(
  ctx: FileLinkContext,
  group: TResourceGroup,
  releasedTo: string | undefined,
): Promise<TGroupContents> {
  const items = await groupItems(ctx.db, ctx.brand, [group.id], releasedTo);
  const contents = await presentContents(
    ctx,
    await loadContents(
      ctx.db,
      ctx.brand,
      items.map((item) => item.id),
    ),
  );
  const byId = new Map(contents.map((content) => [content.id, content]));
  return {
    group,
    items: items.flatMap((item) => {
      const content = byId.get(item.id);
      return content ? [{ ...content, sortPath: item.sortPath }] : [];
    }),
  };
}

/** GetIntroContentItem/{id}: the group's intro item, or null. */
export async function introContent(ctx: LibraryContext, id: string): Promise<TContent | null> {
  const group = await requireGroup(ctx, id);
  if (!group.introContentId) return null;
  const [content] = await loadContents(ctx.db, ctx.brand, [group.introContentId]);
  return presentOne(ctx, content);
}

/** getcontentsbyids: the reachable items among the ids, whole. */
export const contentsByIds = async (ctx: LibraryContext, ids: readonly string[]) =>
  presentContents(ctx, await reachableContents(ctx, ids));

/** getallcontentsbyids (staff): the items among the ids, in any group or none. */
export const allContentsByIds = async (ctx: LibraryContext, ids: readonly string[]) =>
  presentContents(ctx, await loadContents(ctx.db, ctx.brand, ids));

/** GetRelatedContentInfoByIds: titles and summaries of the reachable items. */
export async function relatedContentInfo(
  ctx: ActorContext,
  ids: readonly string[],
): Promise<TContentInfo[]> {
  return (await reachableContents(ctx, ids)).map(contentInfo);
}

/** GetContents (staff): a page of the library. */
export const libraryPage = (
  ctx: ActorContext,
  query: z.output<typeof ZContentList>,
): Promise<PagedResult<TContentInfo>> => listContents(ctx.db, ctx.brand, query);

/** upsertContent/{groupId}: creates or changes an item and keeps it in the group. */
export async function upsertContent(
  ctx: LibraryContext,
  groupId: string,
  input: TContentSave,
): Promise<TContent> {
  await requireGroup(ctx, groupId);
  const id = await ctx.db.transaction().execute(async (trx) => {
    let contentId = input.id;
    if (contentId) {
      await saveOverStored(trx, ctx, contentId, input);
    } else {
      contentId = await insertContent(trx, ctx.brand, input, ctx.actor.userAccountId);
    }
    await saveContentFiles(trx, ctx.brand, contentId, input);
    await appendItems(trx, groupId, [contentId]);
    return contentId;
  });
  const [content] = await loadContents(ctx.db, ctx.brand, [id]);
  const presented = await presentOne(ctx, content);
  if (!presented) throw notFound(CONTENT_NOT_FOUND);
  return presented;
}

async function requireContents(ctx: ActorContext, ids: readonly string[]): Promise<void> {
  const found = await loadContents(ctx.db, ctx.brand, ids);
  if (found.length !== new Set(ids).size) throw notFound(CONTENT_NOT_FOUND);
}

/** addcontent/{id}: library items appended to the group in the order given. */
export async function addContent(
  ctx: ActorContext,
  groupId: string,
  contentIds: readonly string[],
): Promise<TGroupContentItem[]> {
  await requireGroup(ctx, groupId);
  await requireContents(ctx, contentIds);
  await appendItems(ctx.db, groupId, [...new Set(contentIds)]);
  return itemsOf(ctx, groupId);
}

/** DELETE {groupId}/{contentId}: the item leaves the group (and its intro or feature). */
export async function removeContent(
  ctx: ActorContext,
  groupId: string,
  contentId: string,
): Promise<boolean> {
  await requireGroup(ctx, groupId);
  return ctx.db.transaction().execute(async (trx) => {
    const removed = await removeItem(trx, groupId, contentId);
    if (removed) await clearDetachedHighlights(trx, groupId);
    return removed;
  });
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === a.length;

/** setcontentorder/{id}: every item of the group in its new place. */
export async function setContentOrder(
  ctx: ActorContext,
  groupId: string,
  places: readonly Place[],
): Promise<TGroupContentItem[]> {
  await requireGroup(ctx, groupId);
  const current = await itemsOf(ctx, groupId);
  const ids = places.map((p) => p.contentId);
  if (
    !sameSet(
      ids,
      current.map((item) => item.id),
    )
  )
    throw new HttpError(400, ORDER_MISMATCH);
  await ctx.db.transaction().execute((trx) => setPlaces(trx, groupId, places));
  return itemsOf(ctx, groupId);
}

/** UpdateResourceGroupContentItems: the group's items become these, in these places. */
export async function updateGroupContentItems(
  ctx: ActorContext,
  groupId: string,
  places: readonly Place[],
): Promise<TGroupContentItem[]> {
  await requireGroup(ctx, groupId);
  await requireContents(
    ctx,
    places.map((p) => p.contentId),
  );
  await ctx.db.transaction().execute(async (trx) => {
    await replaceItems(trx, groupId, places);
    await clearDetachedHighlights(trx, groupId);
  });
  return itemsOf(ctx, groupId);
}

/** GetFiltersCounts: the reachable items counted by type, tag and group. */
export async function filtersCounts(
  ctx: ActorContext,
  resourceGroupId: string | undefined,
): Promise<TFiltersCounts> {
  const groupIds = resourceGroupId
    ? [(await requireGroup(ctx, resourceGroupId)).id]
    : await reachableGroupIdList(ctx);
  const items = await groupItems(ctx.db, ctx.brand, groupIds, seriesViewer(ctx));
  const groups = await reachableGroups(ctx, groupIds);
  const count = <K extends string>(keys: K[]) => {
    const counts = new Map<K, number>();
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    return [...counts].sort(([a], [b]) => a.localeCompare(b));
  };
  // An item in two groups counts once per type and tag, once in each group.
  const unique = [...new Map(items.map((item) => [item.id, item])).values()];
  return {
    entityTypes: count(unique.map((i) => i.entityType)).map(([value, n]) => ({ value, count: n })),
    tags: count(unique.flatMap((i) => i.tags)).map(([value, n]) => ({ value, count: n })),
    resourceGroups: groups.map((group) => ({
      value: group.id,
      name: group.name,
      count: items.filter((item) => item.resourceGroupId === group.id).length,
    })),
  };
}

/**
 * GetLatestFeaturedContent: of the groups the caller belongs to (staff: every active group),
 * the featured item of the one featured last.
 */
export async function latestFeatured(ctx: LibraryContext): Promise<TFeaturedContent | null> {
  const groups = await reachableGroups(ctx, await reachableGroupIdList(ctx));
  // A series member sees a featured item once it is released to them.
  const visible = new Set(
    (
      await groupItems(
        ctx.db,
        ctx.brand,
        groups.map((g) => g.id),
        seriesViewer(ctx),
      )
    ).map((item) => `${item.resourceGroupId}/${item.id}`),
  );
  const featured = groups
    .filter((g) => g.status === 'active' && g.featuredContentId && g.featuredAt)
    .filter((g) => visible.has(`${g.id}/${g.featuredContentId}`))
    .sort((a, b) => (b.featuredAt ?? '').localeCompare(a.featuredAt ?? ''))[0];
  if (!featured?.featuredContentId) return null;
  const [stored] = await loadContents(ctx.db, ctx.brand, [featured.featuredContentId]);
  const content = await presentOne(ctx, stored);
  return content
    ? {
        resourceGroupId: featured.id,
        resourceGroupCode: featured.code,
        resourceGroupName: featured.name,
        content,
      }
    : null;
}

/** MigrateToMultiLevelSort: every group's places made canonical (gaps closed, depths kept). */
export async function migrateToMultiLevelSort(ctx: ActorContext): Promise<TSortMigration> {
  const places = await allPlaces(ctx.db, ctx.brand);
  const byGroup = new Map<string, Place[]>();
  for (const place of places) {
    const list = byGroup.get(place.groupId) ?? [];
    list.push({ contentId: place.contentId, sortPath: place.sortPath });
    byGroup.set(place.groupId, list);
  }
  let groups = 0;
  let items = 0;
  await ctx.db.transaction().execute(async (trx) => {
    for (const [groupId, list] of byGroup) {
      const canonical = canonicalSortPaths(list.map((p) => p.sortPath));
      const changed = list
        .map((p, i) => ({ contentId: p.contentId, sortPath: canonical[i] ?? p.sortPath }))
        .filter((p, i) => p.sortPath.join('.') !== list[i]?.sortPath.join('.'));
      if (changed.length === 0) continue;
      groups += 1;
      items += changed.length;
      await setPlaces(trx, groupId, changed);
    }
  });
  return { groups, items };
}
