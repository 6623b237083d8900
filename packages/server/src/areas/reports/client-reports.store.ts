import { sql, type Kysely } from 'kysely';
import { CKH_FAMILY_PREFIX } from '@portal/core';
import type { Database } from '../../db/schema';
import { eventFollowUp } from './implementation.store';
import {
  inRange,
  paged,
  scopeAccounts,
  type ReportRange,
  type ReportScope,
  type ReportSlice,
} from './reports.store';

export type CkhEventRecord = {
  event_id: string;
  account_id: string;
  account_name: string;
  event_name: string;
  event_type_name: string;
  start_date: Date | null;
  participants: number | string;
  checked_in: number | string;
  plans_complete: number | string;
  survey_responses: number | string;
  survey_average: number | string | null;
  total: number | string;
};

/**
 * CKH client report: the events of a CKH event type (family starting with CKH, any case) held for
 * an account in scope (and with a group, for that group), starting in the range (else made in
 * it), one row per event and account; their participants, check-ins, plans complete, and the
 * answers of their post-event survey with the mean of all their ratings. Latest first.
 */
export async function ckhEventRows(
  db: Kysely<Database>,
  scope: ReportScope,
  range: ReportRange,
  slice?: ReportSlice,
): Promise<CkhEventRecord[]> {
  const inGroup = scope.groupId ? sql`ev.user_group_id = ${scope.groupId}` : sql`true`;
  const { rows } = await sql<CkhEventRecord>`
    with recursive ${scopeAccounts(scope)},
    events as (
      select distinct ev.id, ea.crm_account_id as account_id, ev.event_type_id, ev.start_date,
        ev.details ->> 'description' as description
      from event ev
      join event_crm_account ea on ea.event_id = ev.id
      join scope_account s on s.id = ea.crm_account_id
      join event_catalog_item t on t.id = ev.event_type_id
      where ev.app_name = ${scope.brand} and ${inGroup}
        and upper(t.family) like ${`${CKH_FAMILY_PREFIX}%`}
        and ${inRange(sql`coalesce(ev.start_date, ev.created_at)`, range)}
    ),
    ${eventFollowUp(scope.brand)},
    surveyed as (
      select s.entity_id as event_id, count(*) as responses,
        avg((select avg(cast(s.answers ->> (q ->> 'name') as numeric))
          from survey_definition_version v
          cross join lateral jsonb_path_query(v.body,
            '$.pages[*].elements[*] ? (@.type == "rating")') q
          where v.definition_id = r.definition_id and v.version = s.definition_version
            and jsonb_typeof(s.answers -> (q ->> 'name')) = 'number')) as average
      from survey_response s
      join survey_release r on r.id = s.release_id
      where s.entity_type = 'TrainingEvent' and s.completed
        and s.entity_id in (select id from events)
      group by s.entity_id
    )
    select e.id as event_id, e.account_id, a.account_name,
      coalesce(nullif(e.description, ''), t.name) as event_name, t.name as event_type_name,
      e.start_date,
      coalesce(f.registered, 0) as participants,
      coalesce(f.checked_in, 0) as checked_in,
      coalesce(f.plans_complete, 0) as plans_complete,
      coalesce(r.responses, 0) as survey_responses,
      round(r.average, 2) as survey_average,
      count(*) over () as total
    from events e
    join crm_account a on a.id = e.account_id
    join event_catalog_item t on t.id = e.event_type_id
    left join attendance f on f.event_id = e.id
    left join surveyed r on r.event_id = e.id
    order by e.start_date desc nulls first, a.account_name, e.id, e.account_id
    ${paged(slice)}`.execute(db);
  return rows;
}

/** The account's name when it is one of the brand's, else undefined. */
export async function accountNameIn(
  db: Kysely<Database>,
  brand: string,
  id: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('crm_account')
    .select('account_name')
    .where('id', '=', id)
    .where('app_name', '=', brand)
    .executeTakeFirst();
  return row?.account_name;
}
