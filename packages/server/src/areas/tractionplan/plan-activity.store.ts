import type { Kysely, Selectable } from 'kysely';
import type { TractionPlanAction, TractionPlanView } from '@portal/core';
import type { Database, TractionPlanActivityTable } from '../../db/schema';

export type ActivityRow = Selectable<TractionPlanActivityTable>;

export type NewActivity = {
  planId: string;
  action: TractionPlanAction;
  via: TractionPlanView;
  detail: string | null;
  actorAccountId: string | null;
  now: Date;
};

export async function recordActivity(db: Kysely<Database>, entry: NewActivity): Promise<void> {
  await db
    .insertInto('traction_plan_activity')
    .values({
      traction_plan_id: entry.planId,
      action: entry.action,
      via: entry.via,
      detail: entry.detail,
      actor_user_account_id: entry.actorAccountId,
      created_at: entry.now,
    })
    .execute();
}

/** The plan's activity, newest first, at most `limit` entries. */
export function listActivity(
  db: Kysely<Database>,
  planId: string,
  limit: number,
): Promise<ActivityRow[]> {
  return db
    .selectFrom('traction_plan_activity')
    .selectAll()
    .where('traction_plan_id', '=', planId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
