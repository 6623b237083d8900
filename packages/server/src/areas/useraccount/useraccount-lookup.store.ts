import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { EMPTY_GUID, type BrandKey, type ZFindUsers } from '@portal/core';
import type { z } from 'zod';
import { containsPattern, searchTextContains, totalOf, windowTotal } from '../../db/query-helpers';
import type { Database, UserAccountEmail } from '../../db/schema';

/**
 * The people a viewer may see (see `visiblePeople`): all, or the viewer and the people of the
 * groups and accounts the viewer may see.
 */
export type PeopleScope =
  'all' | { self: string | null; groups: 'all' | string[]; accounts: 'all' | string[] };

/** The scope as a condition over `user_account as u`. */
function visibleCondition(scope: Exclude<PeopleScope, 'all'>): RawBuilder<SqlBool> {
  const member = (column: string, ids: 'all' | string[]) =>
    ids === 'all'
      ? sql`true`
      : ids.length === 0
        ? sql`false`
        : sql`${sql.ref(column)} in (${sql.join(ids)})`;
  const groupTest = member('p.user_group_id', scope.groups);
  const accountTest = member('l.crm_account_id', scope.accounts);
  return sql<SqlBool>`(u.id = ${scope.self ?? EMPTY_GUID}
    or exists (select 1 from user_group_person p where p.user_account_id = u.id and ${groupTest})
    or exists (select 1 from user_account_crm_account l where l.user_account_id = u.id and ${accountTest}))`;
}

/** Whether the brand has the person and the scope holds them. */
export async function isPersonVisible(
  db: Kysely<Database>,
  brand: BrandKey,
  userAccountId: string,
  scope: PeopleScope,
): Promise<boolean> {
  const row = await db
    .selectFrom('user_account as u')
    .select('u.id')
    .where('u.id', '=', userAccountId)
    .where('u.app_name', '=', brand)
    .$if(scope !== 'all', (q) => q.where(visibleCondition(scope as Exclude<PeopleScope, 'all'>)))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Which people a look-up lists: by id, by sign-in or contact address (lower case; one person
 * left out), the supervisors of a person (their groups' leaders and trainers) or a person's
 * direct reports (the members of the groups they lead).
 */
export type PeopleMatch =
  | { ids: readonly string[] }
  | { emails: readonly string[]; exceptId?: string | undefined }
  | { supervisorsOf: string }
  | { directReportsOf: string };

function matchCondition(match: PeopleMatch): RawBuilder<SqlBool> {
  if ('ids' in match) return sql<SqlBool>`u.id in (${sql.join(match.ids)})`;
  if ('emails' in match) {
    const emails = sql.join(match.emails);
    const except = match.exceptId ? sql<SqlBool>`u.id <> ${match.exceptId}` : sql<SqlBool>`true`;
    return sql<SqlBool>`(lower(i.email) in (${emails}) or exists (select 1 from
      jsonb_array_elements(u.emails) x where lower(x->>'address') in (${emails}))) and ${except}`;
  }
  if ('supervisorsOf' in match) {
    const id = match.supervisorsOf;
    return sql<SqlBool>`u.id <> ${id} and exists (select 1 from user_group_person me
      join user_group_person s on s.user_group_id = me.user_group_id and s.role in ('leader', 'trainer')
      where me.user_account_id = ${id} and me.role = 'member' and s.user_account_id = u.id)`;
  }
  const id = match.directReportsOf;
  return sql<SqlBool>`u.id <> ${id} and exists (select 1 from user_group_person me
    join user_group_person r on r.user_group_id = me.user_group_id and r.role = 'member'
    where me.user_account_id = ${id} and me.role = 'leader' and r.user_account_id = u.id)`;
}

export type SummaryRow = {
  id: string;
  user_id: string | null;
  app_name: string;
  first_name: string | null;
  last_name: string | null;
  titles: string[];
  emails: UserAccountEmail[];
  picture_hash: string | null;
};

/** The brand's people matching and in scope, by last name (at most `limit`). */
export function listPeople(
  db: Kysely<Database>,
  brand: BrandKey,
  match: PeopleMatch,
  scope: PeopleScope,
  limit: number,
): Promise<SummaryRow[]> {
  return db
    .selectFrom('user_account as u')
    .leftJoin('identity_user as i', 'i.id', 'u.user_id')
    .leftJoin('user_account_picture as pic', 'pic.user_account_id', 'u.id')
    .select([
      'u.id',
      'u.user_id',
      'u.app_name',
      'u.first_name',
      'u.last_name',
      'u.titles',
      'u.emails',
    ])
    .select('pic.hash as picture_hash')
    .where('u.app_name', '=', brand)
    .where(matchCondition(match))
    .$if(scope !== 'all', (q) => q.where(visibleCondition(scope as Exclude<PeopleScope, 'all'>)))
    .orderBy(sql`lower(u.last_name)`)
    .orderBy('u.id')
    .limit(limit)
    .execute();
}

/** The CRM accounts the people are linked to, by account name. */
export function crmAccountsOfPeople(db: Kysely<Database>, userAccountIds: readonly string[]) {
  return db
    .selectFrom('user_account_crm_account as l')
    .innerJoin('crm_account as a', 'a.id', 'l.crm_account_id')
    .select(['l.user_account_id', 'a.id', 'a.account_name'])
    .where('l.user_account_id', 'in', [...userAccountIds])
    .orderBy('a.account_name')
    .execute();
}

const FIND_ORDER = {
  lastName: sql`lower(u.last_name)`,
  firstName: sql`lower(u.first_name)`,
  email: sql`lower(i.email)`,
  createdUTC: sql`u.created_at`,
} as const;

/**
 * A page of the ids of the brand's people in scope, by name, e-mail, title, account or group,
 * with the count of all that match (for a search, from the same pass: `windowTotal`).
 */
export async function findPeoplePage(
  db: Kysely<Database>,
  brand: BrandKey,
  scope: PeopleScope,
  query: z.output<typeof ZFindUsers>,
): Promise<{ count: number; ids: string[] }> {
  let q = db
    .selectFrom('user_account as u')
    .leftJoin('identity_user as i', 'i.id', 'u.user_id')
    .where('u.app_name', '=', brand)
    .$if(scope !== 'all', (b) => b.where(visibleCondition(scope as Exclude<PeopleScope, 'all'>)));
  const search = query.search;
  if (search) {
    // The name is the account's and the address its sign-in's: the sign-ins are found first
    // (an array, once), so that both sides of the `or` are read through an index (a join in the
    // `or` would read every row).
    const signIns = sql`array(select e.id from identity_user e
      where e.email ilike ${containsPattern(search)})`;
    q = q.where((eb) =>
      eb.or([
        searchTextContains('u.search_name', search),
        sql<SqlBool>`u.user_id = any(${signIns})`,
      ]),
    );
  }
  if (query.title) q = q.where(sql<SqlBool>`u.titles @> ${JSON.stringify([query.title])}::jsonb`);
  if (query.crmAccountId) {
    q = q.where(sql<SqlBool>`exists (select 1 from user_account_crm_account l
      where l.user_account_id = u.id and l.crm_account_id = ${query.crmAccountId})`);
  }
  if (query.userGroupId) {
    q = q.where(sql<SqlBool>`exists (select 1 from user_group_person p
      where p.user_account_id = u.id and p.user_group_id = ${query.userGroupId})`);
  }
  const rows = await q
    .select('u.id')
    .$if(Boolean(search), (qb) => qb.select(windowTotal()))
    .orderBy(
      sql`${FIND_ORDER[query.sortProperty]} ${query.sortAscending ? sql`asc` : sql`desc`} nulls last`,
    )
    .orderBy('u.id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const count = await totalOf(rows, async () => {
    const all = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return all.n;
  });
  return { count, ids: rows.map((row) => row.id) };
}

/** When each of these people joined the group as a member. */
export function memberAddedDates(
  db: Kysely<Database>,
  groupId: string,
  userAccountIds: readonly string[],
) {
  return db
    .selectFrom('user_group_person')
    .select(['user_account_id', 'added_at'])
    .where('user_group_id', '=', groupId)
    .where('role', '=', 'member')
    .where('user_account_id', 'in', [...userAccountIds])
    .execute();
}

/** The user account ids of the group's members. */
export async function groupMemberIds(db: Kysely<Database>, groupId: string): Promise<string[]> {
  const members = await db
    .selectFrom('user_group_person')
    .select('user_account_id')
    .where('user_group_id', '=', groupId)
    .where('role', '=', 'member')
    .execute();
  return members.map((m) => m.user_account_id);
}
