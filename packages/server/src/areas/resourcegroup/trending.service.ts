import {
  TRENDING_COMPLETION_WEIGHT,
  TRENDING_WINDOW_DAYS,
  type BrandKey,
  type ContentProgressKind,
  type TTrendingContent,
  type TTrendingUpdate,
} from '@portal/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import type { ActorContext } from '../../shared/request-context';
import { CONTENT_NOT_FOUND, groupContents, reachableContents } from './content.service';
import { contentInfo, groupItems, loadContents, readingCodes } from './content.store';
import { groupReach, isContentStaff, seriesViewer } from './resourcegroup.policy';
import { listGroupIds } from './resourcegroup.store';
import {
  completedAmong,
  globalTrending,
  insertCompletion,
  insertView,
  isBrandPerson,
  personTrending,
  rewriteMetrics,
  type ItemScope,
  type RankPage,
  type Ranked,
  type Weighting,
} from './trending.store';

/**
 * Views and completions of items, and trending: the global metrics rank the brand's items by
 * views + 3 × completions of the last 30 days (recomputed by the hourly job or on demand); a
 * person's own trending ranks the items by their own activity in the same window. Every list
 * holds only items the caller reaches.
 */

export const NO_USER_ACCOUNT = 'errors.contentTrending.noUserAccount';
export const PERSON_NOT_FOUND = 'errors.contentTrending.personNotFound';

const DAY_MS = 86_400_000;

const weighting = (now: Date): Weighting => ({
  since: new Date(now.getTime() - TRENDING_WINDOW_DAYS * DAY_MS),
  until: now,
  completionWeight: TRENDING_COMPLETION_WEIGHT,
});

/** contentProgress/{id}: a view (every time) or a completion (once) of a reachable item. */
export async function recordProgress(
  ctx: ActorContext,
  contentId: string,
  kind: ContentProgressKind,
): Promise<boolean> {
  const [content] = await reachableContents(ctx, [contentId]);
  if (!content) throw notFound(CONTENT_NOT_FOUND);
  const person = ctx.actor.userAccountId;
  if (!person) throw new HttpError(403, NO_USER_ACCOUNT);
  const record = kind === 'view' ? insertView : insertCompletion;
  await record(ctx.db, ctx.brand, content.id, person, ctx.now);
  return true;
}

/**
 * completedContents/{id}: the ids of the items of a group the caller reads that they have
 * completed (a person without a user account has completed none).
 */
export async function completedContents(ctx: ActorContext, groupId: string): Promise<string[]> {
  const items = await groupContents(ctx, groupId);
  const person = ctx.actor.userAccountId;
  if (!person) return [];
  return completedAmong(
    ctx.db,
    ctx.brand,
    person,
    items.map((item) => item.id),
  );
}

/**
 * The items the caller may see in a list: staff every item of the brand (of the groups asked,
 * when asked), members the items of their groups that they see; and the groups they read them in.
 */
async function itemScope(
  ctx: ActorContext,
  filteredRgs: readonly string[],
): Promise<{ items: ItemScope; groupIds: readonly string[] | 'all' }> {
  const reach = await groupReach(ctx);
  if (reach === 'all' && filteredRgs.length === 0) return { items: 'all', groupIds: 'all' };
  let groupIds = await listGroupIds(ctx.db, ctx.brand, reach);
  if (filteredRgs.length > 0) {
    const asked = new Set(filteredRgs.map((id) => id.replace(/[{}]/g, '').toLowerCase()));
    groupIds = groupIds.filter((id) => asked.has(id));
  }
  const items = await groupItems(ctx.db, ctx.brand, groupIds, seriesViewer(ctx));
  return { items: [...new Set(items.map((item) => item.id))], groupIds };
}

async function present(
  ctx: ActorContext,
  ranked: Ranked[],
  groupIds: readonly string[] | 'all',
): Promise<TTrendingContent[]> {
  const ids = ranked.map((r) => r.id);
  const [contents, codes] = await Promise.all([
    loadContents(ctx.db, ctx.brand, ids),
    readingCodes(ctx.db, ctx.brand, ids, groupIds, seriesViewer(ctx)),
  ]);
  const byId = new Map(contents.map((c) => [c.id, c]));
  return ranked.flatMap(({ id, views, completions, score }) => {
    const content = byId.get(id);
    if (!content) return [];
    return [
      { ...contentInfo(content), views, completions, score, groupCode: codes.get(id) ?? null },
    ];
  });
}

/** GetTrendingContent/{count}/{skip}/{name}: the global metrics, reachable items only. */
export async function trendingContent(
  ctx: ActorContext,
  page: RankPage,
  filteredRgs: readonly string[],
): Promise<TTrendingContent[]> {
  const scope = await itemScope(ctx, filteredRgs);
  const ranked = await globalTrending(ctx.db, ctx.brand, scope.items, page);
  return present(ctx, ranked, scope.groupIds);
}

/**
 * GetTrendingContentByUa/{uaId}/...: one person's own views and completions; for themself or the
 * content staff (anybody else: 404, as for a person who does not exist).
 */
export async function personTrendingContent(
  ctx: ActorContext,
  userAccountId: string,
  page: RankPage,
  filteredRgs: readonly string[],
): Promise<TTrendingContent[]> {
  const person = userAccountId.replace(/[{}]/g, '').toLowerCase();
  const allowed = isContentStaff(ctx) || ctx.actor.userAccountId === person;
  if (!allowed || !(await isBrandPerson(ctx.db, ctx.brand, person))) {
    throw notFound(PERSON_NOT_FOUND);
  }
  const scope = await itemScope(ctx, filteredRgs);
  const ranked = await personTrending(
    ctx.db,
    ctx.brand,
    person,
    weighting(ctx.now),
    scope.items,
    page,
  );
  return present(ctx, ranked, scope.groupIds);
}

/** The brand's metrics recomputed as of `now` (the job and UpdateGlobalTrendingContentMetrics). */
export async function updateTrendingMetrics(clock: {
  db: Kysely<Database>;
  brand: BrandKey;
  now: Date;
}): Promise<TTrendingUpdate> {
  const items = await rewriteMetrics(clock.db, clock.brand, weighting(clock.now));
  return { items, windowDays: TRENDING_WINDOW_DAYS, computedAt: clock.now.toISOString() };
}
