import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { BrandKey, PagedQuery } from '@portal/core';
import type { Database } from '../../db/schema';

/**
 * Every trainer of the brand's accounts becomes a trainer of the accounts' groups (added, never
 * removed); answers how many were added.
 */
export async function addAccountTrainersToGroups(
  db: Kysely<Database>,
  brand: BrandKey,
  now: Date,
): Promise<number> {
  const result = await sql<{ n: string }>`
    with added as (
      insert into user_group_person (user_group_id, user_account_id, role, added_at)
      select gc.user_group_id, p.user_account_id, 'trainer', ${now}
      from crm_account_person p
      join crm_account a on a.id = p.crm_account_id and a.app_name = ${brand}
      join user_group_crm_account gc on gc.crm_account_id = p.crm_account_id
      where p.role = 'trainer'
      on conflict do nothing
      returning 1
    ) select count(*) as n from added`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

export type CohortMemberRow = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
};

/**
 * A page of the people of the account (linked, or members of its groups) whose user holds the
 * cohort claim (`claimType` in lower case) with this value at `now`, by name.
 */
export async function cohortMemberPage(
  db: Kysely<Database>,
  brand: BrandKey,
  accountId: string,
  claim: { claimType: string; value: string; now: Date },
  paging: PagedQuery,
): Promise<{ count: number; rows: CohortMemberRow[] }> {
  const people = sql`
    select u.id, u.first_name, u.last_name, i.email from user_account u
    join identity_user i on i.id = u.user_id
    join user_claim c on c.user_id = u.user_id and lower(c.claim_type) = ${claim.claimType}
      and c.claim_value = ${claim.value} and (c.expires_at is null or c.expires_at > ${claim.now})
    where u.app_name = ${brand} and (
      exists (select 1 from user_account_crm_account l where l.user_account_id = u.id and l.crm_account_id = ${accountId})
      or exists (select 1 from user_group_person m join user_group_crm_account gc on gc.user_group_id = m.user_group_id
        where m.user_account_id = u.id and m.role = 'member' and gc.crm_account_id = ${accountId}))`;
  const total = await sql<{ n: string }>`select count(*) as n from (${people}) p`.execute(db);
  const rows = await sql<CohortMemberRow>`
    ${people} order by lower(u.last_name), lower(u.first_name), u.id
    limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}`.execute(db);
  return { count: Number(total.rows[0]?.n ?? 0), rows: rows.rows };
}

/** Whether the person is linked to the account. */
export async function isLinkedToAccount(
  db: Kysely<Database>,
  accountId: string,
  userAccountId: string,
): Promise<boolean> {
  const linked = await db
    .selectFrom('user_account_crm_account')
    .select('user_account_id')
    .where('crm_account_id', '=', accountId)
    .where('user_account_id', '=', userAccountId)
    .executeTakeFirst();
  return linked !== undefined;
}

export type BrandCountsRow = {
  app_name: string;
  crm_accounts: string;
  user_groups: string;
  user_accounts: string;
  group_members: string;
  notes: string;
  awards: string;
  active_people: string;
  profiles: string;
  traction_plans: string;
  checkups: string;
  events: string;
};

/**
 * The rows each dashboard series counts, with the time each was added; one rule for the tiles'
 * counts and their monthly trends.
 */
const dashboardRows = (brand: RawBuilder<unknown>) => sql`
  select 'activePeople' as series, created_at from user_account
    where ${brand} and user_id is not null
  union all select 'profiles', created_at from profile_participant
    where ${brand} and is_active
  union all select 'tractionPlans', created_at from traction_plan where ${brand}
  union all select 'checkups', created_at from traction_plan_checkup
    where ${brand} and is_active
  union all select 'events', created_at from event where ${brand} and not archived`;

/** The dashboard series as columns: `count(*)` of each over the rows `dashboardRows` gives. */
const seriesCounts = sql`
  count(*) filter (where d.series = 'activePeople') as active_people,
  count(*) filter (where d.series = 'profiles') as profiles,
  count(*) filter (where d.series = 'tractionPlans') as traction_plans,
  count(*) filter (where d.series = 'checkups') as checkups,
  count(*) filter (where d.series = 'events') as events`;

/** What each brand holds (every brand with data, or only `brand`), by brand. */
export async function brandCounts(
  db: Kysely<Database>,
  brand: BrandKey | 'all',
): Promise<BrandCountsRow[]> {
  const brandFilter = brand === 'all' ? sql`true` : sql`app_name = ${brand}`;
  const { rows } = await sql<BrandCountsRow>`
    with brands as (select distinct app_name from user_account where ${brandFilter}
      union select distinct app_name from crm_account where ${brandFilter})
    select b.app_name,
      (select count(*) from crm_account a where a.app_name = b.app_name) as crm_accounts,
      (select count(*) from user_group g where g.app_name = b.app_name) as user_groups,
      (select count(*) from user_account u where u.app_name = b.app_name) as user_accounts,
      (select count(*) from user_group_person m join user_group g on g.id = m.user_group_id
        where g.app_name = b.app_name and m.role = 'member') as group_members,
      (select count(*) from note n where n.app_name = b.app_name) as notes,
      (select count(*) from crm_account_award w join crm_account a on a.id = w.crm_account_id
        where a.app_name = b.app_name) as awards,
      s.active_people, s.profiles, s.traction_plans, s.checkups, s.events
    from brands b
    left join lateral (select ${seriesCounts} from (${dashboardRows(sql`app_name = b.app_name`)}) d)
      s on true
    order by b.app_name`.execute(db);
  return rows;
}

export type MonthlyTrendRow = {
  month: string;
  active_people: string;
  profiles: string;
  traction_plans: string;
  checkups: string;
  events: string;
};

/**
 * How many rows of each dashboard series the brand added in each of the last 12 calendar months
 * (UTC), oldest first: a row for every month, also one where nothing was added.
 */
export async function monthlyTrends(
  db: Kysely<Database>,
  brand: BrandKey,
): Promise<MonthlyTrendRow[]> {
  const { rows } = await sql<MonthlyTrendRow>`
    with months as (
      select generate_series(
        date_trunc('month', now() at time zone 'UTC') - interval '11 months',
        date_trunc('month', now() at time zone 'UTC'),
        interval '1 month') as start)
    select to_char(m.start, 'YYYY-MM') as month, ${seriesCounts}
    from months m
    left join (${dashboardRows(sql`app_name = ${brand}`)}) d
      on d.created_at at time zone 'UTC' >= m.start
      and d.created_at at time zone 'UTC' < m.start + interval '1 month'
    group by m.start order by m.start`.execute(db);
  return rows;
}
