import type { TCetDashboard, TCetDashboardQuery, TCetFigures } from '@portal/core';
import type { ActorContext } from '../../shared/request-context';
import { cetTypeRows, type CetTypeRecord } from './cet-dashboard.store';
import { rangeOf } from './reports.service';

const figuresOf = (r: CetTypeRecord): TCetFigures => ({
  events: Number(r.events),
  scheduled: Number(r.scheduled),
  delivered: Number(r.delivered),
  certified: Number(r.certified),
  reconciled: Number(r.reconciled),
  registered: Number(r.registered),
  checkedIn: Number(r.checked_in),
  withAccount: Number(r.with_account),
  plansComplete: Number(r.plans_complete),
  checkups: Number(r.checkups),
  checkupsReported: Number(r.checkups_reported),
});

const NONE: TCetFigures = {
  events: 0,
  scheduled: 0,
  delivered: 0,
  certified: 0,
  reconciled: 0,
  registered: 0,
  checkedIn: 0,
  withAccount: 0,
  plansComplete: 0,
  checkups: 0,
  checkupsReported: 0,
};

/** The figures of several sets of events added up. */
function added(sets: readonly TCetFigures[]): TCetFigures {
  const sum = { ...NONE };
  for (const set of sets) {
    for (const key of Object.keys(sum) as (keyof TCetFigures)[]) sum[key] += set[key];
  }
  return sum;
}

/** GET /api/reports/CetDashboard: every event type of the range, and the totals of them all. */
export async function cetDashboard(
  ctx: ActorContext,
  query: TCetDashboardQuery,
  now = new Date(),
): Promise<TCetDashboard> {
  const records = await cetTypeRows(
    ctx.db,
    ctx.brand,
    rangeOf(query),
    query.events === 'team',
    now,
  );
  const byType = records.map((r) => ({
    eventTypeId: r.event_type_id,
    eventTypeName: r.event_type_name,
    ...figuresOf(r),
  }));
  return { totals: added(byType), byType };
}
