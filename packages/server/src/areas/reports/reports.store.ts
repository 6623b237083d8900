import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { BrandKey } from '@portal/core';
import { MAX_ACCOUNT_DEPTH, containsPattern } from '../../db/query-helpers';
import type { Database } from '../../db/schema';

/**
 * The SQL of the reports over existing data. Every query starts from the accounts in scope: the
 * brand's (or the visible ones), narrowed to an account and its descendants, and with a group to
 * that group's links. Counting rules: docs/decisions.md, "Reports".
 */

/** What a report query is narrowed to; `visible` is 'all' for global data access. */
export type ReportScope = {
  brand: BrandKey;
  visible: 'all' | readonly string[];
  accountId?: string | undefined;
  groupId?: string | undefined;
};

/** Instants in UTC: `from` inclusive, `until` exclusive (the day after the last). */
export type ReportRange = { from?: Date | undefined; until?: Date | undefined };

export type ReportSlice = { offset: number; limit: number };

/** The accounts in scope, as a CTE `scope_account(id)` (with the recursive tree it needs). */
export function scopeAccounts(scope: ReportScope): RawBuilder<unknown> {
  const visible =
    scope.visible === 'all' ? sql`true` : sql`a.id in (${sql.join([...scope.visible])})`;
  const inTree = scope.accountId ? sql`a.id in (select id from tree)` : sql`true`;
  // The named account must itself be visible: a district its campus admin may not see answers
  // nothing, as an unknown id does.
  return sql`tree(id, account_id, depth) as (
      select a.id, a.account_id, 0 from crm_account a
      where a.app_name = ${scope.brand} and a.id = ${scope.accountId ?? null}::uuid and ${visible}
      union all
      select c.id, c.account_id, t.depth + 1 from crm_account c
      join tree t on c.parent_account_id = t.account_id and c.app_name = ${scope.brand}
      where t.depth < ${MAX_ACCOUNT_DEPTH}
    ),
    scope_account(id) as (
      select a.id from crm_account a
      where a.app_name = ${scope.brand} and ${visible} and ${inTree}
    )`;
}

export function inRange(column: RawBuilder<unknown>, range: ReportRange): RawBuilder<unknown> {
  const parts = [sql`${column} is not null`];
  if (range.from) parts.push(sql`${column} >= ${range.from}`);
  if (range.until) parts.push(sql`${column} < ${range.until}`);
  return sql.join(parts, sql` and `);
}

/** `count(*) over ()` beside each row: the rows of all pages; a slice of none is every row. */
export function paged(slice: ReportSlice | undefined): RawBuilder<unknown> {
  return slice ? sql`limit ${slice.limit} offset ${slice.offset}` : sql``;
}

/**
 * The people of the accounts in scope, as `(account_id, group_id, user_account_id)`: those linked
 * to an account and the members of its groups; with a group, only that group's members (the
 * group in `group_id`, else null). Needs the `scope_account` CTE.
 */
export function accountPeople(scope: ReportScope): RawBuilder<unknown> {
  return scope.groupId
    ? sql`select gc.crm_account_id as account_id, gc.user_group_id as group_id, m.user_account_id
        from user_group_crm_account gc
        join scope_account s on s.id = gc.crm_account_id
        join user_group_person m on m.user_group_id = gc.user_group_id and m.role = 'member'
        where gc.user_group_id = ${scope.groupId}`
    : sql`select l.crm_account_id as account_id, cast(null as uuid) as group_id, l.user_account_id
        from user_account_crm_account l join scope_account s on s.id = l.crm_account_id
        union
        select gc.crm_account_id, cast(null as uuid), m.user_account_id
        from user_group_crm_account gc
        join scope_account s on s.id = gc.crm_account_id
        join user_group_person m on m.user_group_id = gc.user_group_id and m.role = 'member'`;
}

export type ProfileAuditRecord = {
  account_id: string;
  account_name: string;
  group_id: string | null;
  group_name: string | null;
  profiles_started: number | string;
  describers_invited: number | string;
  describers_finished: number | string;
  reports_released: number | string;
  last_released_at: Date | null;
  total: number | string;
};

/**
 * Profile audit: per account (and group), the 360s of its people. An account's people are those
 * linked to it and the members of its groups; with a group, only that group's members.
 */
export async function profileAuditRows(
  db: Kysely<Database>,
  scope: ReportScope,
  range: ReportRange,
  slice?: ReportSlice,
): Promise<ProfileAuditRecord[]> {
  const { rows } = await sql<ProfileAuditRecord>`
    with recursive ${scopeAccounts(scope)},
    people as (${accountPeople(scope)}),
    profiles as (
      select p.account_id, p.group_id, pp.id as participant_id, pp.created_at
      from people p
      join profile_participant pp on pp.user_account_id = p.user_account_id
        and pp.app_name = ${scope.brand}
    ),
    facts(account_id, group_id, kind, at) as (
      select account_id, group_id, 'started', created_at from profiles
      union all
      select x.account_id, x.group_id, 'invited', d.invited_at
      from profiles x join profile_describer d on d.participant_id = x.participant_id
      where d.relationship <> 'self'
      union all
      select x.account_id, x.group_id, 'finished', d.completed_at
      from profiles x join profile_describer d on d.participant_id = x.participant_id
      where d.relationship <> 'self' and d.is_complete
      union all
      select x.account_id, x.group_id, 'released', r.released_at
      from profiles x join profile_report r on r.participant_id = x.participant_id
      where r.is_released
    )
    select f.account_id, a.account_name, f.group_id, g.name as group_name,
      count(*) filter (where f.kind = 'started') as profiles_started,
      count(*) filter (where f.kind = 'invited') as describers_invited,
      count(*) filter (where f.kind = 'finished') as describers_finished,
      count(*) filter (where f.kind = 'released') as reports_released,
      max(f.at) filter (where f.kind = 'released') as last_released_at,
      count(*) over () as total
    from facts f
    join crm_account a on a.id = f.account_id
    left join user_group g on g.id = f.group_id
    where ${inRange(sql`f.at`, range)}
    group by f.account_id, a.account_name, f.group_id, g.name
    order by a.account_name, f.account_id, g.name
    ${paged(slice)}`.execute(db);
  return rows;
}

export type CheckupAuditRecord = {
  account_id: string;
  account_name: string;
  group_id: string | null;
  group_name: string | null;
  checkups: number | string;
  stages: number[];
  feedback_requested: number | string;
  feedback_received: number | string;
  reports_released: number | string;
  last_reported_at: Date | null;
  total: number | string;
};

/**
 * Checkup audit: per account (and group), the checkups of the account's events whose start day
 * (else the day they were made) is in the range, by stage, with their partners' feedback and the
 * reports released to their participants.
 */
export async function checkupAuditRows(
  db: Kysely<Database>,
  scope: ReportScope,
  days: { from?: string | undefined; to?: string | undefined },
  slice?: ReportSlice,
): Promise<CheckupAuditRecord[]> {
  const day = sql`coalesce(c.start_date, to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD'))`;
  const dayParts = [sql`true`];
  if (days.from) dayParts.push(sql`${day} >= ${days.from}`);
  if (days.to) dayParts.push(sql`${day} <= ${days.to}`);
  const group = scope.groupId ? sql`ev.user_group_id` : sql`cast(null as uuid)`;
  const inGroup = scope.groupId ? sql`ev.user_group_id = ${scope.groupId}` : sql`true`;
  const { rows } = await sql<CheckupAuditRecord>`
    with recursive ${scopeAccounts(scope)},
    checkups as (
      select distinct ea.crm_account_id as account_id, ${group} as group_id,
        c.id, c.stage, c.reported_at
      from traction_plan_checkup c
      join event ev on ev.id = c.event_id and ev.app_name = ${scope.brand}
      join event_crm_account ea on ea.event_id = ev.id
      join scope_account s on s.id = ea.crm_account_id
      where c.app_name = ${scope.brand} and ${inGroup} and ${sql.join(dayParts, sql` and `)}
    ),
    requests as (
      select r.checkup_id,
        count(*) filter (where r.sent_at is not null) as requested,
        count(*) filter (where r.status = 'answered') as received
      from checkup_feedback_request r
      where r.checkup_id in (select id from checkups)
      group by r.checkup_id
    ),
    released as (
      select p.checkup_id, count(*) as released
      from checkup_participant p
      where p.checkup_id in (select id from checkups) and p.release_notice_at is not null
      group by p.checkup_id
    )
    select k.account_id, a.account_name, k.group_id, g.name as group_name,
      count(*) as checkups,
      array[${sql.join(
        [0, 1, 2, 3, 4, 5, 6].map((stage) => sql`count(*) filter (where k.stage = ${stage})::int`),
      )}] as stages,
      coalesce(sum(q.requested), 0) as feedback_requested,
      coalesce(sum(q.received), 0) as feedback_received,
      coalesce(sum(rl.released), 0) as reports_released,
      max(k.reported_at) as last_reported_at,
      count(*) over () as total
    from checkups k
    join crm_account a on a.id = k.account_id
    left join user_group g on g.id = k.group_id
    left join requests q on q.checkup_id = k.id
    left join released rl on rl.checkup_id = k.id
    group by k.account_id, a.account_name, k.group_id, g.name
    order by a.account_name, k.account_id, g.name
    ${paged(slice)}`.execute(db);
  return rows;
}

/**
 * The accounts and groups in scope whose name holds `search`, the first `limit` of each by name,
 * with the chosen account and group (when in scope) among them.
 */
export async function scopeOptions(
  db: Kysely<Database>,
  scope: ReportScope,
  choice: {
    search?: string | undefined;
    accountId?: string | undefined;
    groupId?: string | undefined;
  },
  limit: number,
): Promise<{ accounts: { id: string; name: string }[]; groups: { id: string; name: string }[] }> {
  const named = (column: RawBuilder<unknown>) =>
    choice.search ? sql`${column} ilike ${containsPattern(choice.search)}` : sql`true`;
  const accounts = await sql<{ id: string; name: string }>`
    with recursive ${scopeAccounts(scope)}
    (select a.id, a.account_name as name from crm_account a
      join scope_account s on s.id = a.id
      where ${named(sql`a.account_name`)}
      order by a.account_name, a.id limit ${limit})
    union
    select a.id, a.account_name from crm_account a join scope_account s on s.id = a.id
    where a.id = ${choice.accountId ?? null}::uuid
    order by name, id`.execute(db);
  const groups = await sql<{ id: string; name: string }>`
    with recursive ${scopeAccounts(scope)},
    scope_group as (
      select distinct g.id, g.name from user_group g
      join user_group_crm_account gc on gc.user_group_id = g.id
      join scope_account s on s.id = gc.crm_account_id
      where g.app_name = ${scope.brand}
    )
    (select id, name from scope_group where ${named(sql`name`)} order by name, id limit ${limit})
    union
    select id, name from scope_group where id = ${choice.groupId ?? null}::uuid
    order by name, id`.execute(db);
  return { accounts: accounts.rows, groups: groups.rows };
}
