import { sql, type Kysely, type RawBuilder } from 'kysely';
import { MAX_ACCOUNT_DEPTH, personName } from '../../db/query-helpers';
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
 * The campus summary and the premium overviews (docs/decisions.md, "Reports"): figures per unit —
 * a campus (an account without child accounts), a district (an account with some, together with
 * its descendants) or a strategist (a trainer of accounts, with their descendants) — over the
 * accounts in scope. Every unit is a row, with or without activity.
 */
export type OverviewUnit = 'campus' | 'district' | 'strategist';

export type OverviewRecord = {
  unit_id: string;
  name: string;
  district_name: string | null;
  strategist_names: string | null;
  implementation_status: string | null;
  email: string | null;
  /** The unit's accounts without child accounts. */
  campuses: number | string;
  people: number | string;
  profiles_started: number | string;
  reports_released: number | string;
  plans_started: number | string;
  plans_complete: number | string;
  checkups_reported: number | string;
  events: number | string;
  checked_in: number | string;
  awards: number | string;
  assessments_completed: number | string;
  total: number | string;
};

/** `(unit_id, account_id)`: the accounts each unit stands for. Needs the `descend` CTE. */
const UNITS: Record<OverviewUnit, RawBuilder<unknown>> = {
  campus: sql`select d.root_id, d.id from descend d
    where d.depth = 0 and not exists (select 1 from descend x where x.root_id = d.root_id and x.depth > 0)`,
  district: sql`select d.root_id, d.id from descend d
    where d.root_id in (select x.root_id from descend x where x.depth > 0)`,
  strategist: sql`select distinct t.user_account_id, d.id from crm_account_person t
    join descend d on d.root_id = t.crm_account_id where t.role = 'trainer'`,
};

/** A person's name as the reports show it, or null when they have none. */
const nameOf = (alias: string) => sql`nullif(trim(${personName(alias)}), '')`;

/** The trainers of account `a` and of its parent (a district's strategist serves its campuses). */
const trainerNames = (brand: string) => sql`(select string_agg(distinct ${nameOf('tu')}, ', '
      order by ${nameOf('tu')})
    from crm_account_person t join user_account tu on tu.id = t.user_account_id
    where t.role = 'trainer' and (t.crm_account_id = a.id or t.crm_account_id in
      (select p.id from crm_account p where p.app_name = ${brand} and p.account_id = a.parent_account_id)))`;

/** What describes a unit, joined to `uf` (its figures): its name and the columns of its kind. */
function about(
  unit: OverviewUnit,
  brand: string,
): { select: RawBuilder<unknown>; join: RawBuilder<unknown> } {
  if (unit === 'strategist') {
    return {
      select: sql`coalesce(${nameOf('ua')}, '') as name, null as district_name,
        null as strategist_names, null as implementation_status,
        (select x->>'address' from jsonb_array_elements(ua.emails) x
          order by (x->>'primary')::boolean desc limit 1) as email`,
      join: sql`join user_account ua on ua.id = uf.unit_id`,
    };
  }
  return {
    select: sql`a.account_name as name,
      (select p.account_name from crm_account p
        where p.app_name = ${brand} and p.account_id = a.parent_account_id limit 1) as district_name,
      ${trainerNames(brand)} as strategist_names,
      a.account_implementation_status as implementation_status, null as email`,
    join: sql`join crm_account a on a.id = uf.unit_id`,
  };
}

/** The units of a kind in scope with their figures for the range (`days` for dated awards). */
export async function overviewRows(
  db: Kysely<Database>,
  scope: ReportScope,
  unit: OverviewUnit,
  range: ReportRange,
  days: { from?: string | undefined; to?: string | undefined },
  slice?: ReportSlice,
): Promise<OverviewRecord[]> {
  const brand = scope.brand;
  const { select, join } = about(unit, brand);
  const awardDays = [sql`true`];
  if (days.from) awardDays.push(sql`w.awarded_date >= ${days.from}::date`);
  if (days.to) awardDays.push(sql`w.awarded_date <= ${days.to}::date`);
  const { rows } = await sql<OverviewRecord>`
    with recursive ${scopeAccounts(scope)},
    descend(root_id, id, account_id, depth) as (
      select a.id, a.id, a.account_id, 0 from crm_account a join scope_account s on s.id = a.id
      union all
      select d.root_id, c.id, c.account_id, d.depth + 1 from crm_account c
      join descend d on c.parent_account_id = d.account_id and c.app_name = ${brand}
      join scope_account s on s.id = c.id
      where d.depth < ${MAX_ACCOUNT_DEPTH}
    ),
    units(unit_id, account_id) as (${UNITS[unit]}),
    unit_figures as (
      select u.unit_id,
        count(*) filter (where not exists (select 1 from crm_account c
          where c.app_name = ${brand} and c.parent_account_id = a.account_id)) as campuses,
        coalesce(sum(a.assessments_completed), 0) as assessments_completed,
        coalesce(sum((select count(*) from crm_account_award w
          where w.crm_account_id = a.id and ${sql.join(awardDays, sql` and `)})), 0) as awards
      from units u join crm_account a on a.id = u.account_id
      group by u.unit_id
    ),
    people as (
      select u.unit_id, l.user_account_id from units u
      join user_account_crm_account l on l.crm_account_id = u.account_id
      union
      select u.unit_id, m.user_account_id from units u
      join user_group_crm_account gc on gc.crm_account_id = u.account_id
      join user_group_person m on m.user_group_id = gc.user_group_id and m.role = 'member'
    ),
    people_figures as (
      select p.unit_id, count(*) as people,
        count(*) filter (where exists (select 1 from profile_participant pp
          where pp.user_account_id = p.user_account_id and pp.app_name = ${brand}
            and ${inRange(sql`pp.created_at`, range)})) as profiles_started,
        count(*) filter (where exists (select 1 from profile_participant pp
          join profile_report r on r.participant_id = pp.id and r.is_released
          where pp.user_account_id = p.user_account_id and pp.app_name = ${brand}
            and ${inRange(sql`r.released_at`, range)})) as reports_released,
        count(*) filter (where exists (select 1 from traction_plan tp
          where tp.user_account_id = p.user_account_id and tp.app_name = ${brand}
            and ${inRange(sql`tp.created_at`, range)})) as plans_started,
        count(*) filter (where exists (select 1 from traction_plan tp
          where tp.user_account_id = p.user_account_id and tp.app_name = ${brand}
            and tp.is_complete)) as plans_complete,
        count(*) filter (where exists (select 1 from checkup_participant cp
          where cp.user_account_id = p.user_account_id and cp.app_name = ${brand}
            and ${inRange(sql`cp.release_notice_at`, range)})) as checkups_reported
      from people p group by p.unit_id
    ),
    unit_events as (
      select distinct u.unit_id, ev.id from units u
      join event_crm_account ea on ea.crm_account_id = u.account_id
      join event ev on ev.id = ea.event_id and ev.app_name = ${brand}
      where ${inRange(sql`coalesce(ev.start_date, ev.created_at)`, range)}
    ),
    event_figures as (
      select e.unit_id, count(*) as events,
        coalesce(sum((select count(*) from participant p
          where p.event_id = e.id and p.checked_in_at is not null)), 0) as checked_in
      from unit_events e group by e.unit_id
    )
    select uf.unit_id, ${select}, uf.campuses, uf.awards, uf.assessments_completed,
      coalesce(pf.people, 0) as people,
      coalesce(pf.profiles_started, 0) as profiles_started,
      coalesce(pf.reports_released, 0) as reports_released,
      coalesce(pf.plans_started, 0) as plans_started,
      coalesce(pf.plans_complete, 0) as plans_complete,
      coalesce(pf.checkups_reported, 0) as checkups_reported,
      coalesce(ef.events, 0) as events,
      coalesce(ef.checked_in, 0) as checked_in,
      count(*) over () as total
    from unit_figures uf
    ${join}
    left join people_figures pf on pf.unit_id = uf.unit_id
    left join event_figures ef on ef.unit_id = uf.unit_id
    order by name, uf.unit_id
    ${paged(slice)}`.execute(db);
  return rows;
}
