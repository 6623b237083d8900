import { sql, type Kysely } from 'kysely';
import { EventCountStatus, type BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';
import { eventFollowUp } from './implementation.store';
import { inRange, type ReportRange } from './reports.store';

export type CetTypeRecord = {
  event_type_id: string;
  event_type_name: string;
  events: number | string;
  scheduled: number | string;
  delivered: number | string;
  certified: number | string;
  reconciled: number | string;
  registered: number | string;
  checked_in: number | string;
  with_account: number | string;
  plans_complete: number | string;
  checkups: number | string;
  checkups_reported: number | string;
};

/**
 * The CET dashboards' figures per event type: the brand's events whose start (else the moment
 * they were made) is in the range, or only its team events (held for a group), each in one
 * stage of the pipeline — reconciled or certified by its attendance count, else delivered once
 * it has started, else scheduled —, their participants and check-ins, the participants whose
 * Traction Plan is complete, and the events' checkups and those reported.
 */
export async function cetTypeRows(
  db: Kysely<Database>,
  brand: BrandKey,
  range: ReportRange,
  teamOnly: boolean,
  now: Date,
): Promise<CetTypeRecord[]> {
  const team = teamOnly ? sql`ev.user_group_id is not null` : sql`true`;
  const { rows } = await sql<CetTypeRecord>`
    with events as (
      select ev.id, ev.event_type_id,
        case
          when ev.attendence_status = ${EventCountStatus.Reconciled} then 'reconciled'
          when ev.attendence_status = ${EventCountStatus.Certified} then 'certified'
          when ev.start_date <= ${now} then 'delivered'
          else 'scheduled'
        end as stage
      from event ev
      where ev.app_name = ${brand} and ${team}
        and ${inRange(sql`coalesce(ev.start_date, ev.created_at)`, range)}
    ),
    ${eventFollowUp(brand)}
    select e.event_type_id, t.name as event_type_name,
      count(*) as events,
      count(*) filter (where e.stage = 'scheduled') as scheduled,
      count(*) filter (where e.stage = 'delivered') as delivered,
      count(*) filter (where e.stage = 'certified') as certified,
      count(*) filter (where e.stage = 'reconciled') as reconciled,
      coalesce(sum(a.registered), 0) as registered,
      coalesce(sum(a.checked_in), 0) as checked_in,
      coalesce(sum(a.with_account), 0) as with_account,
      coalesce(sum(a.plans_complete), 0) as plans_complete,
      coalesce(sum(f.checkups), 0) as checkups,
      coalesce(sum(f.reported), 0) as checkups_reported
    from events e
    join event_catalog_item t on t.id = e.event_type_id
    left join attendance a on a.event_id = e.id
    left join followed f on f.event_id = e.id
    group by e.event_type_id, t.name
    order by count(*) desc, t.name, e.event_type_id`.execute(db);
  return rows;
}
