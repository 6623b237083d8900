import type { Kysely } from 'kysely';
import { CheckupStage, CheckupType } from '@portal/core';
import type { Database } from '../../db/schema';

/** The plan whose owner the rule asks about. */
export type FeedbackSubject = { appName: string; userAccountId: string };

/**
 * The spec's edit rule, in its one place: nobody may edit a plan while its owner is an active
 * participant of an active Traction Plan checkup in its Feedback stage, so every partner rates
 * the same plan (docs/decisions.md, "Checkups: stages, transitions and notifications"). The
 * owner is matched by user account, or by the plan the checkup rates.
 */
export async function isOwnerOnCheckupFeedback(
  db: Kysely<Database>,
  plan: FeedbackSubject,
): Promise<boolean> {
  const row = await db
    .selectFrom('checkup_participant as cp')
    .innerJoin('traction_plan_checkup as c', 'c.id', 'cp.checkup_id')
    .select('cp.id')
    .where('c.app_name', '=', plan.appName)
    .where('c.is_active', '=', true)
    .where('c.stage', '=', CheckupStage.Feedback)
    .where('c.checkup_type', '=', CheckupType.TractionPlan)
    .where('cp.is_active', '=', true)
    .where((eb) =>
      eb.or([
        eb('cp.user_account_id', '=', plan.userAccountId),
        eb(
          'cp.traction_plan_id',
          'in',
          eb
            .selectFrom('traction_plan')
            .select('id')
            .where('app_name', '=', plan.appName)
            .where('user_account_id', '=', plan.userAccountId),
        ),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}
