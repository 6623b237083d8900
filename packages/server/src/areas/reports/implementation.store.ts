import { sql, type Kysely, type RawBuilder } from 'kysely';
import { CheckupStage, type BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';
import {
  inRange,
  paged,
  scopeAccounts,
  type ReportRange,
  type ReportScope,
  type ReportSlice,
} from './reports.store';

/**
 * What followed the events of an `events(id)` CTE, as two more CTEs: `attendance(event_id,
 * registered, checked_in, with_account, plans_complete)` — participants, those checked in, those
 * with an account and those whose Traction Plan in the brand is complete — and `followed(event_id,
 * checkups, reported)`, the checkups and those whose reports went out (stage Reported or later).
 */
export function eventFollowUp(brand: BrandKey): RawBuilder<unknown> {
  return sql`attendance as (
      select p.event_id, count(*) as registered,
        count(*) filter (where p.checked_in_at is not null) as checked_in,
        count(*) filter (where p.user_account_id is not null) as with_account,
        count(*) filter (where tp.is_complete) as plans_complete
      from participant p
      left join traction_plan tp on tp.user_account_id = p.user_account_id
        and tp.app_name = ${brand}
      where p.event_id in (select id from events)
      group by p.event_id
    ),
    followed as (
      select c.event_id, count(*) as checkups,
        count(*) filter (where c.stage >= ${CheckupStage.Reported}) as reported
      from traction_plan_checkup c
      where c.event_id in (select id from events) and c.app_name = ${brand}
      group by c.event_id
    )`;
}

export type ImplementationRecord = {
  account_id: string;
  account_name: string;
  group_id: string | null;
  group_name: string | null;
  events: number | string;
  participants: number | string;
  checked_in: number | string;
  plans_complete: number | string;
  checkups: number | string;
  checkups_done: number | string;
  last_event_at: Date | null;
  total: number | string;
};

/**
 * Implementation: per account (and group: the event's group), the account's events whose start
 * (else the moment they were made) is in the range, their participants and check-ins, the
 * participants whose Traction Plan is complete, and the events' checkups and those reported.
 */
export async function implementationRows(
  db: Kysely<Database>,
  scope: ReportScope,
  range: ReportRange,
  slice?: ReportSlice,
): Promise<ImplementationRecord[]> {
  const group = scope.groupId ? sql`ev.user_group_id` : sql`cast(null as uuid)`;
  const inGroup = scope.groupId ? sql`ev.user_group_id = ${scope.groupId}` : sql`true`;
  const { rows } = await sql<ImplementationRecord>`
    with recursive ${scopeAccounts(scope)},
    events as (
      select distinct ea.crm_account_id as account_id, ${group} as group_id, ev.id, ev.start_date
      from event ev
      join event_crm_account ea on ea.event_id = ev.id
      join scope_account s on s.id = ea.crm_account_id
      where ev.app_name = ${scope.brand} and ${inGroup}
        and ${inRange(sql`coalesce(ev.start_date, ev.created_at)`, range)}
    ),
    ${eventFollowUp(scope.brand)}
    select e.account_id, a.account_name, e.group_id, g.name as group_name,
      count(*) as events,
      coalesce(sum(t.registered), 0) as participants,
      coalesce(sum(t.checked_in), 0) as checked_in,
      coalesce(sum(t.plans_complete), 0) as plans_complete,
      coalesce(sum(f.checkups), 0) as checkups,
      coalesce(sum(f.reported), 0) as checkups_done,
      max(e.start_date) as last_event_at,
      count(*) over () as total
    from events e
    join crm_account a on a.id = e.account_id
    left join user_group g on g.id = e.group_id
    left join attendance t on t.event_id = e.id
    left join followed f on f.event_id = e.id
    group by e.account_id, a.account_name, e.group_id, g.name
    order by a.account_name, e.account_id, g.name
    ${paged(slice)}`.execute(db);
  return rows;
}
