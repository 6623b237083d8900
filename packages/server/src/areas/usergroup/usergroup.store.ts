import { sql, type Kysely, type SqlBool } from 'kysely';
import type {
  BrandKey,
  PagedResult,
  TGroupMembership,
  TPersonSummary,
  TUserGroup,
  TUserGroupMember,
  TUserGroupRow,
  ZUserGroupDetailQuery,
  ZUserGroupSearch,
} from '@portal/core';
import type { z } from 'zod';
import { containsPattern, searchTextContains } from '../../db/query-helpers';
import type { Database } from '../../db/schema';

export type StoredGroup = Omit<TUserGroup, 'abilities'>;
type DetailQuery = z.output<typeof ZUserGroupDetailQuery>;
type SearchQuery = z.output<typeof ZUserGroupSearch>;

/** The group picture's address: a new picture is a new address (as for user accounts). */
export const groupPictureUrl = (groupId: string, hash: string) =>
  `/pictures/usergroup/${groupId}/${hash.slice(0, 32)}`;

const personName = sql<string>`trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`;

async function peopleOf(db: Kysely<Database>, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('user_group_person as p')
    .innerJoin('user_account as u', 'u.id', 'p.user_account_id')
    .leftJoin('identity_user as i', 'i.id', 'u.user_id')
    .select(['p.user_group_id', 'p.role', 'u.id', 'u.first_name', 'u.last_name', 'i.email'])
    .where('p.user_group_id', 'in', ids)
    .where('p.role', 'in', ['trainer', 'leader'])
    .orderBy('u.last_name')
    .execute();
}

async function accountsOf(db: Kysely<Database>, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('user_group_crm_account as gc')
    .innerJoin('crm_account as a', 'a.id', 'gc.crm_account_id')
    .select(['gc.user_group_id', 'a.id', 'a.account_name'])
    .where('gc.user_group_id', 'in', ids)
    .orderBy('a.account_name')
    .execute();
}

async function memberCounts(db: Kysely<Database>, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_group_person')
    .select(['user_group_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('user_group_id', 'in', ids)
    .where('role', '=', 'member')
    .groupBy('user_group_id')
    .execute();
  return new Map(rows.map((row) => [row.user_group_id, Number(row.n)]));
}

async function codesOf(db: Kysely<Database>, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('invite_code')
    .select(['user_group_id', 'code'])
    .where('user_group_id', 'in', ids)
    .where('deactivated_at', 'is', null)
    .orderBy('created_at', 'asc')
    .execute();
  return new Map(rows.map((row) => [row.user_group_id ?? '', row.code]));
}

const summary = (p: {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}): TPersonSummary => ({
  userAccountId: p.id,
  firstName: p.first_name,
  lastName: p.last_name,
  email: p.email,
});

/** The brand's groups with these ids, whole. */
export async function loadGroups(
  db: Kysely<Database>,
  brand: BrandKey,
  ids: readonly string[],
): Promise<StoredGroup[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('user_group as g')
    .leftJoin('user_group_picture as pic', 'pic.user_group_id', 'g.id')
    .selectAll('g')
    .select('pic.hash as picture_hash')
    .where('g.app_name', '=', brand)
    .where('g.id', 'in', [...ids])
    .execute();
  const found = rows.map((row) => row.id);
  const [people, accounts, counts, codes] = await Promise.all([
    peopleOf(db, found),
    accountsOf(db, found),
    memberCounts(db, found),
    codesOf(db, found),
  ]);
  return rows.map((row) => {
    const mine = (role: string) =>
      people.filter((p) => p.user_group_id === row.id && p.role === role).map(summary);
    const crmAccounts = accounts
      .filter((a) => a.user_group_id === row.id)
      .map((a) => ({ id: a.id, accountName: a.account_name }));
    return {
      id: row.id,
      appName: row.app_name,
      version: row.version,
      name: row.name,
      crmAccountIds: crmAccounts.map((a) => a.id),
      crmAccounts,
      trainerUserAccountIds: mine('trainer').map((p) => p.userAccountId),
      leaderUserAccountIds: mine('leader').map((p) => p.userAccountId),
      trainers: mine('trainer'),
      leaders: mine('leader'),
      isHidden: row.is_hidden,
      isVisibleToLeaders: row.is_visible_to_leaders,
      profileConfigId: row.profile_config_id,
      referenceId: row.reference_id,
      referenceType: row.reference_type,
      crmStatus: row.crm_status as TUserGroup['crmStatus'],
      status: row.status as TUserGroup['status'],
      coachingSessionStatusUpdateEmail: row.coaching_session_status_update_email,
      specialTeamCode: row.special_team_code,
      memberCount: counts.get(row.id) ?? 0,
      inviteCode: codes.get(row.id) ?? null,
      dataImageUrl: row.picture_hash ? groupPictureUrl(row.id, row.picture_hash) : null,
      attachments: [],
      createdUTC: row.created_at.toISOString(),
    };
  });
}

const MEMBER_COUNT = sql<string>`(select count(*) from user_group_person m
  where m.user_group_id = g.id and m.role = 'member')`;

/** The groups' rows as a search lists them (no people, codes or picture), in the ids' order. */
async function groupRows(db: Kysely<Database>, ids: string[]): Promise<TUserGroupRow[]> {
  if (ids.length === 0) return [];
  const [rows, accounts] = await Promise.all([
    // The page's member counts in one grouped pass (a count per row would scan once per group).
    db
      .selectFrom('user_group as g')
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('user_group_person')
            .select(['user_group_id', (c) => c.fn.countAll<string>().as('n')])
            .where('user_group_id', 'in', ids)
            .where('role', '=', 'member')
            .groupBy('user_group_id')
            .as('mc'),
        (join) => join.onRef('mc.user_group_id', '=', 'g.id'),
      )
      .select(['g.id', 'g.name', 'g.is_hidden', 'g.crm_status', 'g.status', 'g.reference_type'])
      .select(['g.created_at', 'mc.n as member_count'])
      .where('g.id', 'in', ids)
      .execute(),
    accountsOf(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const crmAccounts = accounts
      .filter((a) => a.user_group_id === id)
      .map((a) => ({ id: a.id, accountName: a.account_name }));
    return [
      {
        id,
        name: row.name,
        crmAccounts,
        isHidden: row.is_hidden,
        crmStatus: row.crm_status as TUserGroupRow['crmStatus'],
        status: row.status as TUserGroupRow['status'],
        memberCount: Number(row.member_count ?? 0),
        referenceType: row.reference_type,
        createdUTC: row.created_at.toISOString(),
      },
    ];
  });
}

/**
 * A page of the brand's groups within the visible ids, by name, account or hidden flag: the
 * count, the page's ids, then the page's rows (only what a search lists).
 */
export async function searchGroups(
  db: Kysely<Database>,
  brand: BrandKey,
  query: SearchQuery & { crmAccountIds?: readonly string[] },
  visible: 'all' | string[],
): Promise<PagedResult<TUserGroupRow>> {
  let q = db.selectFrom('user_group as g').where('g.app_name', '=', brand);
  if (visible !== 'all') {
    q = visible.length === 0 ? q.where(sql<SqlBool>`false`) : q.where('g.id', 'in', visible);
  }
  if (query.search) q = q.where('g.name', 'ilike', containsPattern(query.search));
  if (!query.includeHidden) q = q.where('g.is_hidden', '=', false);
  const accountIds = [
    ...(query.crmAccountId ? [query.crmAccountId] : []),
    ...(query.crmAccountIds ?? []),
  ];
  if (accountIds.length > 0) {
    q = q.where(sql<SqlBool>`exists (select 1 from user_group_crm_account gc
      where gc.user_group_id = g.id and gc.crm_account_id in (${sql.join(accountIds)}))`);
  }
  const order = {
    name: sql`lower(g.name)`,
    createdUTC: sql`g.created_at`,
    memberCount: MEMBER_COUNT,
  }[query.sortProperty];
  const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const page = await q
    .select('g.id')
    .orderBy(sql`${order} ${query.sortAscending ? sql`asc` : sql`desc`}`)
    .orderBy('g.id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    count: Number(total.n),
    data: await groupRows(
      db,
      page.map((row) => row.id),
    ),
    sortProperty: query.sortProperty,
    sortAscending: query.sortAscending,
  };
}

const MEMBER_ORDER: Record<DetailQuery['sortProperty'], ReturnType<typeof sql>> = {
  lastName: sql`lower(u.last_name)`,
  firstName: sql`lower(u.first_name)`,
  email: sql`lower(i.email)`,
  added: sql`m.added_at`,
};

/** A page of a group's members, with whether each also leads or trains the group. */
export async function memberPage(
  db: Kysely<Database>,
  groupId: string,
  query: DetailQuery | z.output<typeof ZUserGroupDetailQuery>,
): Promise<PagedResult<TUserGroupMember>> {
  let q = db
    .selectFrom('user_group_person as m')
    .innerJoin('user_account as u', 'u.id', 'm.user_account_id')
    .leftJoin('identity_user as i', 'i.id', 'u.user_id')
    .where('m.user_group_id', '=', groupId)
    .where('m.role', '=', 'member');
  const search = query.search;
  if (search) {
    q = q.where((eb) =>
      eb.or([
        searchTextContains('u.search_name', search),
        eb('i.email', 'ilike', containsPattern(search)),
      ]),
    );
  }
  const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.titles',
      'i.email',
      'm.added_at',
      sql<boolean>`exists (select 1 from user_group_person x where x.user_group_id = m.user_group_id
        and x.user_account_id = u.id and x.role = 'leader')`.as('is_leader'),
      sql<boolean>`exists (select 1 from user_group_person x where x.user_group_id = m.user_group_id
        and x.user_account_id = u.id and x.role = 'trainer')`.as('is_trainer'),
    ])
    .orderBy(
      sql`${MEMBER_ORDER[query.sortProperty]} ${query.sortAscending ? sql`asc` : sql`desc`} nulls last`,
    )
    .orderBy('u.id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    count: Number(total.n),
    data: rows.map((row) => ({
      ...summary(row),
      titles: row.titles,
      addedUTC: new Date(row.added_at).toISOString(),
      isLeader: row.is_leader,
      isTrainer: row.is_trainer,
    })),
    sortProperty: query.sortProperty,
    sortAscending: query.sortAscending,
  };
}

/** The groups a person belongs to in the brand, with a trainer of each. */
export async function membershipOf(
  db: Kysely<Database>,
  brand: BrandKey,
  userAccountId: string,
): Promise<TGroupMembership[]> {
  const rows = await db
    .selectFrom('user_group_person as m')
    .innerJoin('user_group as g', 'g.id', 'm.user_group_id')
    .select([
      'g.id',
      'g.name',
      'm.added_at',
      sql<boolean>`exists (select 1 from user_group_person x where x.user_group_id = g.id
        and x.user_account_id = m.user_account_id and x.role = 'leader')`.as('is_leader'),
      sql<string | null>`(select ${personName} from user_group_person t
        join user_account u on u.id = t.user_account_id
        where t.user_group_id = g.id and t.role = 'trainer' order by t.added_at limit 1)`.as(
        'trainer_name',
      ),
      sql<string | null>`(select i.email from user_group_person t
        join user_account u on u.id = t.user_account_id join identity_user i on i.id = u.user_id
        where t.user_group_id = g.id and t.role = 'trainer' order by t.added_at limit 1)`.as(
        'trainer_email',
      ),
    ])
    .where('m.user_account_id', '=', userAccountId)
    .where('m.role', '=', 'member')
    .where('g.app_name', '=', brand)
    .orderBy('m.added_at', 'desc')
    .execute();
  const accounts = await accountsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    userGroupId: row.id,
    name: row.name,
    addedUTC: new Date(row.added_at).toISOString(),
    isLeader: row.is_leader,
    trainerName: row.trainer_name,
    trainerEmail: row.trainer_email,
    crmAccounts: accounts
      .filter((a) => a.user_group_id === row.id)
      .map((a) => ({ id: a.id, accountName: a.account_name })),
  }));
}
