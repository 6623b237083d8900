import type {
  BrandKey,
  TResourceGroup,
  TSeriesCleanup,
  TSeriesMemberStats,
  TSeriesRelease,
  TSeriesRun,
  TSeriesTestRelease,
} from '@portal/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import type { ActorContext } from '../../shared/request-context';
import { CONTENT_NOT_FOUND } from './content.service';
import { groupItems } from './content.store';
import { requireGroup } from './resourcegroup.policy';
import { groupPeopleIds, loadGroups } from './resourcegroup.store';
import {
  completionsOf,
  enrolMembers,
  insertReleases,
  isSeriesStarted,
  personNames,
  removeStaleSeries,
  seriesMemberIds,
  seriesMembers,
  startSeries,
  startedSeriesGroupIds,
  type SeriesMember,
} from './series.store';

/**
 * Series: a group in series mode releases its items (all but the intro, in the group's order) to
 * each member one after another. A member's first item is released when they join the series;
 * the next one when `intervalDays` calendar days (UTC) have passed since their last release. A
 * run releases at most one item per member, so a member who missed runs catches up one a day.
 */

export const NOT_SERIES = 'errors.contentSeries.notSeries';
export const SERIES_NOT_ACTIVE = 'errors.contentSeries.notActive';
export const SERIES_NOT_STARTED = 'errors.contentSeries.notStarted';
export const NOT_IN_SERIES = 'errors.contentSeries.personNotFound';

type SeriesItem = { id: string; title: string };
type PlannedRelease = { userAccountId: string; contentId: string; reason: 'start' | 'due' };
type Clock = { db: Kysely<Database>; brand: BrandKey; now: Date };

/** A guid as the database answers it (lower case, no braces). */
const plainId = (id: string) => id.replace(/[{}]/g, '').toLowerCase();

const utcDay = (date: Date) => Math.floor(date.getTime() / 86_400_000);

/** The group's items in release order: every item but the intro. */
async function seriesItems(db: Kysely<Database>, brand: BrandKey, group: TResourceGroup) {
  const items = await groupItems(db, brand, [group.id]);
  return items
    .filter((item) => item.id !== group.introContentId)
    .map(({ id, title }): SeriesItem => ({ id, title }));
}

/** The member's next item if it is due now (none when every item is released). */
function dueRelease(
  items: readonly SeriesItem[],
  member: SeriesMember | undefined,
  intervalDays: number,
  now: Date,
): Omit<PlannedRelease, 'userAccountId'> | null {
  const next = items.find((item) => !member?.released.has(item.id));
  if (!next) return null;
  if (!member?.lastReleasedAt) return { contentId: next.id, reason: 'start' };
  return utcDay(now) - utcDay(member.lastReleasedAt) >= intervalDays
    ? { contentId: next.id, reason: 'due' }
    : null;
}

async function planReleases(
  { db, brand, now }: Clock,
  group: TResourceGroup,
  people: readonly string[],
): Promise<{ items: SeriesItem[]; planned: PlannedRelease[] }> {
  const items = await seriesItems(db, brand, group);
  const members = await seriesMembers(db, group.id, people);
  const planned = people.flatMap((userAccountId) => {
    const due = dueRelease(items, members.get(userAccountId), group.series.intervalDays, now);
    return due ? [{ userAccountId, ...due }] : [];
  });
  return { items, planned };
}

/** Puts the people into the series (from now) and releases what is due to them now. */
async function runSeries(clock: Clock, group: TResourceGroup, people: readonly string[]) {
  return clock.db.transaction().execute(async (db) => {
    const started = await enrolMembers(db, group.id, people, clock.now);
    const { planned } = await planReleases({ ...clock, db }, group, people);
    const released = await insertReleases(db, group.id, planned, clock.now, 'schedule');
    return { members: people.length, started, released };
  });
}

/** A group the caller reaches that is in series mode (400 otherwise). */
async function requireSeriesGroup(ctx: ActorContext, id: string): Promise<TResourceGroup> {
  const group = await requireGroup(ctx, id);
  if (!group.series.enabled) throw new HttpError(400, NOT_SERIES);
  return group;
}

/** A series group that releases: active (a member cannot read a draft or an archived group). */
async function requireActiveSeries(ctx: ActorContext, id: string): Promise<TResourceGroup> {
  const group = await requireSeriesGroup(ctx, id);
  if (group.status !== 'active') throw new HttpError(409, SERIES_NOT_ACTIVE);
  return group;
}

/** initializeSeries, InitializeSeriesById/{id}: starts the series for every current member. */
export async function initializeSeries(ctx: ActorContext, id: string): Promise<TSeriesRun> {
  const group = await requireActiveSeries(ctx, id);
  await startSeries(ctx.db, group.id, ctx.now, ctx.actor.userAccountId);
  const run = await runSeries(ctx, group, await groupPeopleIds(ctx.db, group.id));
  return { ...run, hasMore: false };
}

/**
 * batchProcessSeries/{group}/{size}/{batch}: releases what is due now to one batch of the
 * people the group reaches (by id; batch 0 first), new members joining the series.
 */
export async function batchProcessSeries(
  ctx: ActorContext,
  id: string,
  size: number,
  batch: number,
): Promise<TSeriesRun> {
  const group = await requireActiveSeries(ctx, id);
  if (!(await isSeriesStarted(ctx.db, group.id))) throw new HttpError(409, SERIES_NOT_STARTED);
  const people = await groupPeopleIds(ctx.db, group.id);
  const run = await runSeries(ctx, group, people.slice(batch * size, (batch + 1) * size));
  return { ...run, hasMore: people.length > (batch + 1) * size };
}

/** The scheduled run: every started, active series group of the brand, all its people. */
export async function releaseDueSeries(clock: Clock): Promise<number> {
  let released = 0;
  const groups = await loadGroups(
    clock.db,
    clock.brand,
    await startedSeriesGroupIds(clock.db, clock.brand),
  );
  for (const group of groups) {
    const people = await groupPeopleIds(clock.db, group.id);
    released += (await runSeries(clock, group, people)).released;
  }
  return released;
}

/** GetUserSeriesStats/{id}: each member's released, remaining and completed items. */
export async function userSeriesStats(
  ctx: ActorContext,
  id: string,
): Promise<TSeriesMemberStats[]> {
  const group = await requireSeriesGroup(ctx, id);
  const items = await seriesItems(ctx.db, ctx.brand, group);
  const itemIds = items.map((item) => item.id);
  const people = await seriesMemberIds(ctx.db, group.id);
  const members = await seriesMembers(ctx.db, group.id, people);
  const completions = await completionsOf(ctx.db, itemIds, people);
  const names = await personNames(ctx.db, people);
  return people.flatMap((userAccountId) => {
    const member = members.get(userAccountId);
    if (!member) return [];
    const released = itemIds.filter((item) => member.released.has(item)).length;
    return [
      {
        userAccountId,
        name: names.get(userAccountId) ?? '',
        startedAt: member.startedAt.toISOString(),
        released,
        remaining: itemIds.length - released,
        completed: completions.get(userAccountId)?.size ?? 0,
        lastReleasedAt: member.lastReleasedAt?.toISOString() ?? null,
      },
    ];
  });
}

/** PerformSeriesTest/{id}: what a run now would release to whom; nothing is written. */
export async function performSeriesTest(
  ctx: ActorContext,
  id: string,
): Promise<TSeriesTestRelease[]> {
  const group = await requireSeriesGroup(ctx, id);
  const people = await groupPeopleIds(ctx.db, group.id);
  const { items, planned } = await planReleases(ctx, group, people);
  const names = await personNames(
    ctx.db,
    planned.map((p) => p.userAccountId),
  );
  const titles = new Map(items.map((item) => [item.id, item.title]));
  return planned.map((p) => ({
    ...p,
    name: names.get(p.userAccountId) ?? '',
    title: titles.get(p.contentId) ?? '',
  }));
}

/** CleanupTest: the series state of archived groups and groups no longer in series mode. */
export const cleanupSeries = (ctx: ActorContext): Promise<TSeriesCleanup> =>
  removeStaleSeries(ctx.db, ctx.brand);

/**
 * Invites a member to the open surveys of an item's survey sections when a series releases it to
 * them (the survey area's, given by the app so that this area does not depend on that one).
 */
export type ContentSurveyInviter = (
  ctx: ActorContext,
  contentId: string,
  userAccountId: string,
) => Promise<number>;

/**
 * releaseSurveyContent/{group}/{person}/{item?}: releases an item to a member now (the one
 * named, else their next), e.g. after they answered a survey, and invites them to the open
 * surveys of its survey sections (e-mailed); null when nothing is left.
 */
export async function releaseSurveyContent(
  ctx: ActorContext,
  { a: groupId, b: userAccountId, c: contentId }: { a: string; b: string; c?: string | undefined },
  inviteToContentSurveys: ContentSurveyInviter,
): Promise<TSeriesRelease> {
  const group = await requireActiveSeries(ctx, groupId);
  const people = await groupPeopleIds(ctx.db, group.id);
  const person = people.find((id) => id === plainId(userAccountId));
  if (!person) throw notFound(NOT_IN_SERIES);
  const items = await seriesItems(ctx.db, ctx.brand, group);
  return ctx.db.transaction().execute(async (db) => {
    await enrolMembers(db, group.id, [person], ctx.now);
    const member = (await seriesMembers(db, group.id, [person])).get(person);
    const item = contentId
      ? items.find((i) => i.id === plainId(contentId))
      : items.find((i) => !member?.released.has(i.id));
    if (contentId && !item) throw notFound(CONTENT_NOT_FOUND);
    if (!item) return null;
    await insertReleases(
      db,
      group.id,
      [{ userAccountId: person, contentId: item.id }],
      ctx.now,
      'survey',
    );
    await inviteToContentSurveys({ ...ctx, db }, item.id, person);
    return { contentId: item.id };
  });
}
