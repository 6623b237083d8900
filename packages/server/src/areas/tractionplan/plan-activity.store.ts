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

/**
 * The plan's activity as its owner reads it, newest first, at most `limit` entries: the owner's
 * own views of their plan are left out (they know they looked); their updates and downloads stay.
 */
export function listActivity(
  db: Kysely<Database>,
  planId: string,
  ownerAccountId: string,
  limit: number,
): Promise<ActivityRow[]> {
  return db
    .selectFrom('traction_plan_activity')
    .selectAll()
    .where('traction_plan_id', '=', planId)
    .where((eb) =>
      eb.not(
        eb.and([
          eb('action', '=', 'view'),
          eb('actor_user_account_id', 'is not', null),
          eb('actor_user_account_id', '=', ownerAccountId),
        ]),
      ),
    )
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
