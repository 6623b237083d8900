import { sql, type Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';

/**
 * The SQL of series: when a group's series started, who is in it since when, and which item was
 * released to whom. A member of a group in series mode sees its intro item and the items
 * released to them; `releasedToMember` is that rule as a condition on `rc`, a row of
 * resource_group_content.
 */

/** The condition "the item `rc` is visible to this member" (groups not in series: every item). */
export const releasedToMember = (userAccountId: string) => sql<boolean>`exists (
  select 1 from resource_group sg where sg.id = rc.resource_group_id and (
    coalesce((sg.series->>'enabled')::boolean, false) = false
    or sg.intro_content_id = rc.content_id
    or exists (select 1 from resource_group_series_release sr
      where sr.resource_group_id = rc.resource_group_id and sr.content_id = rc.content_id
        and sr.user_account_id = ${userAccountId})))`;

/** Rows per insert: a large group's people stay far below the limit of bind parameters. */
const INSERT_CHUNK = 1000;
const chunks = <T>(list: readonly T[]) =>
  Array.from({ length: Math.ceil(list.length / INSERT_CHUNK) }, (_, i) =>
    list.slice(i * INSERT_CHUNK, (i + 1) * INSERT_CHUNK),
  );

export type SeriesMember = {
  userAccountId: string;
  startedAt: Date;
  released: Set<string>;
  lastReleasedAt: Date | null;
};

/** Marks a group's series as started (the first start stays). */
export async function startSeries(
  db: Kysely<Database>,
  groupId: string,
  now: Date,
  by: string | null,
): Promise<void> {
  await db
    .insertInto('resource_group_series')
    .values({ resource_group_id: groupId, started_at: now, started_by: by })
    .onConflict((oc) => oc.column('resource_group_id').doNothing())
    .execute();
}

export async function isSeriesStarted(db: Kysely<Database>, groupId: string): Promise<boolean> {
  const row = await db
    .selectFrom('resource_group_series')
    .select('resource_group_id')
    .where('resource_group_id', '=', groupId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The brand's active series groups that were started (the daily run's work). */
export async function startedSeriesGroupIds(
  db: Kysely<Database>,
  brand: BrandKey,
): Promise<string[]> {
  const rows = await db
    .selectFrom('resource_group_series as s')
    .innerJoin('resource_group as g', 'g.id', 's.resource_group_id')
    .select('g.id')
    .where('g.app_name', '=', brand)
    .where('g.status', '=', 'active')
    .where(sql<boolean>`coalesce((g.series->>'enabled')::boolean, false)`)
    .orderBy('g.id')
    .execute();
  return rows.map((r) => r.id);
}

/** Puts people into a group's series from now; answers how many were not in it yet. */
export async function enrolMembers(
  db: Kysely<Database>,
  groupId: string,
  userAccountIds: readonly string[],
  now: Date,
): Promise<number> {
  let enrolled = 0;
  for (const chunk of chunks(userAccountIds)) {
    const rows = await db
      .insertInto('resource_group_series_member')
      .values(
        chunk.map((id) => ({ resource_group_id: groupId, user_account_id: id, started_at: now })),
      )
      .onConflict((oc) => oc.columns(['resource_group_id', 'user_account_id']).doNothing())
      .returning('user_account_id')
      .execute();
    enrolled += rows.length;
  }
  return enrolled;
}

/** The series state of these people in a group (those not in the series left out). */
export async function seriesMembers(
  db: Kysely<Database>,
  groupId: string,
  userAccountIds: readonly string[],
): Promise<Map<string, SeriesMember>> {
  const members = new Map<string, SeriesMember>();
  if (userAccountIds.length === 0) return members;
  const rows = await db
    .selectFrom('resource_group_series_member')
    .select(['user_account_id', 'started_at'])
    .where('resource_group_id', '=', groupId)
    .where('user_account_id', 'in', userAccountIds)
    .execute();
  for (const row of rows) {
    members.set(row.user_account_id, {
      userAccountId: row.user_account_id,
      startedAt: row.started_at,
      released: new Set(),
      lastReleasedAt: null,
    });
  }
  if (members.size === 0) return members;
  const releases = await db
    .selectFrom('resource_group_series_release')
    .select(['user_account_id', 'content_id', 'released_at'])
    .where('resource_group_id', '=', groupId)
    .where('user_account_id', 'in', [...members.keys()])
    .execute();
  for (const release of releases) {
    const member = members.get(release.user_account_id);
    if (!member) continue;
    member.released.add(release.content_id);
    if (!member.lastReleasedAt || release.released_at > member.lastReleasedAt) {
      member.lastReleasedAt = release.released_at;
    }
  }
  return members;
}

export async function insertReleases(
  db: Kysely<Database>,
  groupId: string,
  releases: readonly { userAccountId: string; contentId: string }[],
  now: Date,
  source: 'schedule' | 'survey',
): Promise<number> {
  let inserted = 0;
  for (const chunk of chunks(releases)) {
    const rows = await db
      .insertInto('resource_group_series_release')
      .values(
        chunk.map((r) => ({
          resource_group_id: groupId,
          user_account_id: r.userAccountId,
          content_id: r.contentId,
          released_at: now,
          source,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['resource_group_id', 'user_account_id', 'content_id']).doNothing(),
      )
      .returning('content_id')
      .execute();
    inserted += rows.length;
  }
  return inserted;
}

/** Which of these items each person completed. */
export async function completionsOf(
  db: Kysely<Database>,
  contentIds: readonly string[],
  userAccountIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const byPerson = new Map<string, Set<string>>();
  if (contentIds.length === 0 || userAccountIds.length === 0) return byPerson;
  const rows = await db
    .selectFrom('content_completion')
    .select(['user_account_id', 'content_id'])
    .where('content_id', 'in', contentIds)
    .where('user_account_id', 'in', userAccountIds)
    .execute();
  for (const row of rows) {
    const set = byPerson.get(row.user_account_id) ?? new Set<string>();
    set.add(row.content_id);
    byPerson.set(row.user_account_id, set);
  }
  return byPerson;
}

/** The people of a group's series, in order of their ids. */
export async function seriesMemberIds(db: Kysely<Database>, groupId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('resource_group_series_member')
    .select('user_account_id')
    .where('resource_group_id', '=', groupId)
    .orderBy('user_account_id')
    .execute();
  return rows.map((r) => r.user_account_id);
}

/** Display names of people: first and last name, else their first e-mail address. */
export async function personNames(
  db: Kysely<Database>,
  userAccountIds: readonly string[],
): Promise<Map<string, string>> {
  if (userAccountIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_account')
    .select([
      'id',
      sql<string>`coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''),
        emails->0->>'address', '')`.as('name'),
    ])
    .where('id', 'in', userAccountIds)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * CleanupTest: removes the series state (start, members, releases) of the brand's archived
 * groups and of groups no longer in series mode; answers the groups and releases removed.
 */
export async function removeStaleSeries(
  db: Kysely<Database>,
  brand: BrandKey,
): Promise<{ groups: number; releases: number }> {
  return db.transaction().execute(async (trx) => {
    const stale = await trx
      .selectFrom('resource_group as g')
      .select('g.id')
      .where('g.app_name', '=', brand)
      .where((eb) =>
        eb.or([
          eb('g.status', '=', 'archived'),
          eb(sql<boolean>`coalesce((g.series->>'enabled')::boolean, false)`, '=', false),
        ]),
      )
      .where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('resource_group_series')
              .select('resource_group_id')
              .whereRef('resource_group_id', '=', 'g.id'),
          ),
          eb.exists(
            eb
              .selectFrom('resource_group_series_member')
              .select('resource_group_id')
              .whereRef('resource_group_id', '=', 'g.id'),
          ),
        ]),
      )
      .execute();
    const ids = stale.map((r) => r.id);
    if (ids.length === 0) return { groups: 0, releases: 0 };
    const releases = await trx
      .deleteFrom('resource_group_series_release')
      .where('resource_group_id', 'in', ids)
      .executeTakeFirst();
    await trx
      .deleteFrom('resource_group_series_member')
      .where('resource_group_id', 'in', ids)
      .execute();
    await trx.deleteFrom('resource_group_series').where('resource_group_id', 'in', ids).execute();
    return { groups: ids.length, releases: Number(releases.numDeletedRows) };
  });
}
