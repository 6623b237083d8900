import { sql, type Kysely } from 'kysely';
import {
  ZSeriesSettings,
  type BrandKey,
  type PagedResult,
  type ResourceGroupMemberType,
  type TResourceGroup,
  type TResourceGroupMember,
  type ZResourceGroupSave,
  type ZResourceGroupSearch,
} from '@portal/core';
import type { z } from 'zod';
import { containsPattern, pageWindow } from '../../db/query-helpers';
import { toJson, type Database } from '../../db/schema';

/**
 * The SQL of resource groups: the groups, their members, and which groups a person reaches.
 * Membership is read from the tables of user groups, CRM accounts, event participants and
 * content subscribers (read only; those areas own the writes).
 */

type GroupSave = z.output<typeof ZResourceGroupSave>;
/** Which groups a caller reaches: every group (staff) or these ids. */
export type GroupReach = 'all' | readonly string[];

function selectGroups(db: Kysely<Database>, brand: BrandKey) {
  return db
    .selectFrom('resource_group as g')
    .select([
      'g.id',
      'g.name',
      'g.code',
      'g.description',
      'g.status',
      'g.intro_content_id',
      'g.featured_content_id',
      'g.featured_at',
      'g.priority',
      'g.series',
      'g.version',
      'g.created_at',
      'g.updated_at',
      sql<string>`(select count(*) from resource_group_content rc
        where rc.resource_group_id = g.id)`.as('content_count'),
      sql<Date | null>`(select s.started_at from resource_group_series s
        where s.resource_group_id = g.id)`.as('series_started_at'),
    ])
    .where('g.app_name', '=', brand);
}
type GroupSelected = Awaited<ReturnType<ReturnType<typeof selectGroups>['execute']>>[number];

const toGroup = (row: GroupSelected, members: TResourceGroupMember[]): TResourceGroup => ({
  id: row.id,
  name: row.name,
  code: row.code,
  description: row.description,
  status: row.status,
  members,
  introContentId: row.intro_content_id,
  featuredContentId: row.featured_content_id,
  featuredAt: row.featured_at?.toISOString() ?? null,
  priority: row.priority,
  // Settings stored before a field existed take its default.
  series: ZSeriesSettings.parse(row.series),
  seriesStartedAt: row.series_started_at ? new Date(row.series_started_at).toISOString() : null,
  contentCount: Number(row.content_count),
  version: row.version,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

async function membersOf(
  db: Kysely<Database>,
  groupIds: readonly string[],
): Promise<Map<string, TResourceGroupMember[]>> {
  const byGroup = new Map<string, TResourceGroupMember[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .selectFrom('resource_group_member')
    .selectAll()
    .where('resource_group_id', 'in', groupIds)
    .orderBy('member_type')
    .orderBy('member_id')
    .execute();
  for (const row of rows) {
    const list = byGroup.get(row.resource_group_id) ?? [];
    list.push({ type: row.member_type, id: row.member_id });
    byGroup.set(row.resource_group_id, list);
  }
  return byGroup;
}

/** The brand's groups among the ids, in the order asked. */
export async function loadGroups(
  db: Kysely<Database>,
  brand: BrandKey,
  ids: readonly string[],
): Promise<TResourceGroup[]> {
  if (ids.length === 0) return [];
  const rows = await selectGroups(db, brand).where('g.id', 'in', ids).execute();
  const members = await membersOf(
    db,
    rows.map((r) => r.id),
  );
  const byId = new Map(rows.map((row) => [row.id, toGroup(row, members.get(row.id) ?? [])]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function groupIdByCode(
  db: Kysely<Database>,
  brand: BrandKey,
  code: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('resource_group')
    .select('id')
    .where('app_name', '=', brand)
    .where(sql`lower(code)`, '=', code.toLowerCase())
    .executeTakeFirst();
  return row?.id ?? null;
}

const inReach = (reach: GroupReach) => (reach === 'all' ? null : reach);

/** Every reachable group, prioritised ones first (by slot), then by name. */
export async function listGroupIds(
  db: Kysely<Database>,
  brand: BrandKey,
  reach: GroupReach,
): Promise<string[]> {
  const ids = inReach(reach);
  if (ids?.length === 0) return [];
  let query = db.selectFrom('resource_group').select('id').where('app_name', '=', brand);
  if (ids) query = query.where('id', 'in', ids);
  const rows = await query
    .orderBy(sql`priority nulls last`)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** SearchResourceGroups: a page of reachable groups whose name or code contains the text. */
export async function searchGroupIds(
  db: Kysely<Database>,
  brand: BrandKey,
  reach: GroupReach,
  query: z.output<typeof ZResourceGroupSearch>,
): Promise<PagedResult<string>> {
  const ids = inReach(reach);
  if (ids?.length === 0) return { count: 0, data: [] };
  let base = db.selectFrom('resource_group').where('app_name', '=', brand);
  if (ids) base = base.where('id', 'in', ids);
  if (query.status) base = base.where('status', '=', query.status);
  if (query.search) {
    const pattern = containsPattern(query.search);
    base = base.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('code', 'ilike', pattern)]));
  }
  const { count } = await base
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const { offset, limit } = pageWindow(query);
  const direction = query.sortAscending ? sql`asc` : sql`desc`;
  const rows = await base
    .select('id')
    .orderBy(sql`lower(name) ${direction}`)
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
  return { count: Number(count), data: rows.map((r) => r.id) };
}

/**
 * The active groups a person reaches: through a user group they are in, a CRM account they
 * belong to, an event they are registered for, or the group's subscription they are in.
 */
export async function reachableGroupIds(
  db: Kysely<Database>,
  brand: BrandKey,
  userAccountId: string,
): Promise<string[]> {
  const rows = await sql<{ id: string }>`
    select distinct m.resource_group_id as id
    from resource_group_member m
    join resource_group g on g.id = m.resource_group_id
    where g.app_name = ${brand} and g.status = 'active' and (
      (m.member_type = 'userGroup' and m.member_id in (
        select user_group_id from user_group_person where user_account_id = ${userAccountId}))
      or (m.member_type = 'crmAccount' and m.member_id in (
        select crm_account_id from user_account_crm_account where user_account_id = ${userAccountId}))
      or (m.member_type = 'event' and m.member_id in (
        select event_id from participant
        where user_account_id = ${userAccountId} and app_name = ${brand})))
    union
    select s.resource_group_id from content_subscriber p
    join content_subscription s on s.id = p.subscription_id
    join resource_group g on g.id = s.resource_group_id
    where p.user_account_id = ${userAccountId} and g.app_name = ${brand}
      and g.status = 'active'`.execute(db);
  return rows.rows.map((r) => r.id);
}

/** The people (user account ids) a group reaches through its members and subscribers. */
const groupPeople = (groupId: string) => sql<{ person: string }>`
  select p.user_account_id as person from resource_group_member m
  join user_group_person p on p.user_group_id = m.member_id
  where m.resource_group_id = ${groupId} and m.member_type = 'userGroup'
  union
  select a.user_account_id from resource_group_member m
  join user_account_crm_account a on a.crm_account_id = m.member_id
  where m.resource_group_id = ${groupId} and m.member_type = 'crmAccount'
  union
  select r.user_account_id from resource_group_member m
  join participant r on r.event_id = m.member_id
  where m.resource_group_id = ${groupId} and m.member_type = 'event'
    and r.user_account_id is not null
  union
  select p.user_account_id from content_subscription s
  join content_subscriber p on p.subscription_id = s.id
  where s.resource_group_id = ${groupId}`;

/** How many distinct people a group reaches through its members and subscribers. */
export async function countGroupPeople(db: Kysely<Database>, groupId: string): Promise<number> {
  const row = await sql<{ count: string }>`
    select count(distinct person) as count from (${groupPeople(groupId)}) people`.execute(db);
  return Number(row.rows[0]?.count ?? 0);
}

/** The people a group reaches, in the order of their ids (batches of a series run). */
export async function groupPeopleIds(db: Kysely<Database>, groupId: string): Promise<string[]> {
  const rows = await sql<{ person: string }>`
    select distinct person from (${groupPeople(groupId)}) people order by person`.execute(db);
  return rows.rows.map((r) => r.person);
}

const MEMBER_TABLES = {
  userGroup: 'user_group',
  crmAccount: 'crm_account',
  event: 'event',
} as const satisfies Record<ResourceGroupMemberType, string>;

/** The members that name nothing of the brand (a group, account or event of another brand). */
export async function unknownMembers(
  db: Kysely<Database>,
  brand: BrandKey,
  members: readonly TResourceGroupMember[],
): Promise<TResourceGroupMember[]> {
  const unknown: TResourceGroupMember[] = [];
  for (const [type, table] of Object.entries(MEMBER_TABLES) as [
    ResourceGroupMemberType,
    (typeof MEMBER_TABLES)[ResourceGroupMemberType],
  ][]) {
    const ids = members.filter((m) => m.type === type).map((m) => m.id);
    if (ids.length === 0) continue;
    const found = await db
      .selectFrom(table)
      .select('id')
      .where('app_name', '=', brand)
      .where('id', 'in', ids)
      .execute();
    const known = new Set(found.map((r) => r.id));
    unknown.push(...ids.filter((id) => !known.has(id)).map((id) => ({ type, id })));
  }
  return unknown;
}

/** The group holding a priority slot (archived groups hold none), other than `exceptId`. */
export async function priorityHolder(
  db: Kysely<Database>,
  brand: BrandKey,
  priority: number,
  exceptId: string | null,
): Promise<string | null> {
  let query = db
    .selectFrom('resource_group')
    .select('id')
    .where('app_name', '=', brand)
    .where('priority', '=', priority)
    .where('status', '<>', 'archived');
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst())?.id ?? null;
}

const groupValues = (input: GroupSave) => ({
  name: input.name,
  code: input.code,
  description: input.description,
  status: input.status,
  intro_content_id: input.introContentId,
  featured_content_id: input.featuredContentId,
  priority: input.priority,
  series: toJson(input.series),
});

export async function insertGroup(
  db: Kysely<Database>,
  brand: BrandKey,
  input: GroupSave,
  now: Date,
): Promise<string> {
  const row = await db
    .insertInto('resource_group')
    .values({
      ...groupValues(input),
      app_name: brand,
      featured_at: input.featuredContentId ? now : null,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a group; false when it changed since `version`. */
export async function updateGroup(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
  input: GroupSave,
  featuredAt: Date | null,
  now: Date,
): Promise<boolean> {
  let query = db
    .updateTable('resource_group')
    .set({
      ...groupValues(input),
      featured_at: featuredAt,
      updated_at: now,
      version: sql<number>`version + 1`,
    })
    .where('id', '=', id)
    .where('app_name', '=', brand);
  if (input.version !== undefined) query = query.where('version', '=', input.version);
  return (await query.executeTakeFirst()).numUpdatedRows > 0n;
}

export async function replaceMembers(
  db: Kysely<Database>,
  groupId: string,
  members: readonly TResourceGroupMember[],
): Promise<void> {
  await db.deleteFrom('resource_group_member').where('resource_group_id', '=', groupId).execute();
  if (members.length === 0) return;
  await db
    .insertInto('resource_group_member')
    .values(
      members.map((m) => ({ resource_group_id: groupId, member_type: m.type, member_id: m.id })),
    )
    .execute();
}

/** Drops the intro and featured items that are no longer items of the group. */
export async function clearDetachedHighlights(db: Kysely<Database>, groupId: string) {
  for (const column of ['intro_content_id', 'featured_content_id'] as const) {
    await db
      .updateTable('resource_group')
      .set({ [column]: null })
      .where('id', '=', groupId)
      .where(column, 'is not', null)
      .where(
        sql<boolean>`${sql.ref(column)} not in (select content_id from resource_group_content
          where resource_group_id = ${groupId})`,
      )
      .execute();
  }
}

export async function deleteGroup(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('resource_group')
    .where('id', '=', id)
    .where('app_name', '=', brand)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
