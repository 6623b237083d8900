import { expressionBuilder, sql, type Kysely } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import { CheckupStage, CheckupType, type BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';
import { selectPeople, type PlanPerson, type PlanRow } from './tractionplan.store';

/**
 * The owner's company for the plan: the CRM account they were first linked to, else the first by
 * name of their groups' accounts; null when they belong to none.
 */
function ownerCompanyName(brand: BrandKey, userAccountId: string) {
  const eb = expressionBuilder<Database>();
  return eb.fn.coalesce(
    eb
      .selectFrom('user_account_crm_account as l')
      .innerJoin('crm_account as a', 'a.id', 'l.crm_account_id')
      .select('a.account_name')
      .where('l.user_account_id', '=', userAccountId)
      .where('a.app_name', '=', brand)
      .orderBy('l.created_at')
      .orderBy('a.account_name')
      .limit(1),
    eb
      .selectFrom('user_group_person as m')
      .innerJoin('user_group_crm_account as gc', 'gc.user_group_id', 'm.user_group_id')
      .innerJoin('crm_account as a', 'a.id', 'gc.crm_account_id')
      .select('a.account_name')
      .where('m.user_account_id', '=', userAccountId)
      .where('m.role', '=', 'member')
      .where('a.app_name', '=', brand)
      .orderBy('a.account_name')
      .limit(1),
  );
}

/**
 * The spec's edit rule, in its one place: nobody may edit a plan while its owner is an active
 * participant of an active Traction Plan checkup in its Feedback stage, so every partner rates
 * the same plan (docs/decisions.md, "Checkups: stages, transitions and notifications"). The
 * owner is matched by user account, or by the plan the checkup rates.
 */
function ownerOnCheckupFeedback(plan: { appName: string; userAccountId: string }) {
  const eb = expressionBuilder<Database>();
  return eb.exists(
    eb
      .selectFrom('checkup_participant as cp')
      .innerJoin('traction_plan_checkup as c', 'c.id', 'cp.checkup_id')
      .select('cp.id')
      .where('c.app_name', '=', plan.appName)
      .where('c.is_active', '=', true)
      .where('c.stage', '=', CheckupStage.Feedback)
      .where('c.checkup_type', '=', CheckupType.TractionPlan)
      .where('cp.is_active', '=', true)
      .where((inner) =>
        inner.or([
          inner('cp.user_account_id', '=', plan.userAccountId),
          inner(
            'cp.traction_plan_id',
            'in',
            inner
              .selectFrom('traction_plan')
              .select('id')
              .where('app_name', '=', plan.appName)
              .where('user_account_id', '=', plan.userAccountId),
          ),
        ]),
      ),
  );
}

/** Whether the edit rule closes the owner's plan now (ownerOnCheckupFeedback). */
export async function isOwnerOnCheckupFeedback(
  db: Kysely<Database>,
  plan: { appName: string; userAccountId: string },
): Promise<boolean> {
  const row = await db
    .selectNoFrom(ownerOnCheckupFeedback(plan).as('onFeedback'))
    .executeTakeFirstOrThrow();
  return row.onFeedback === true;
}

/** A person's plan as a load or a save reads it, with the caller and what decides the editing. */
export type OwnerPlan = {
  /** The caller's user account in the brand; null when they have none here. */
  caller: PlanPerson | null;
  /** Undefined while the person has no plan. */
  row: PlanRow | undefined;
  /** The edit rule's answer (ownerOnCheckupFeedback). */
  onFeedback: boolean;
  /** The owner's company, when asked for (a save writes it into the plan). */
  companyName?: string;
};

/**
 * The caller's account, the owner's plan, the edit rule's answer and, with `withCompany`, the
 * owner's company: what a load or a save reads, in one round trip. The caller decides access
 * (plan-access.ts, requireReaderAs) before anything read about the owner is used or answered.
 */
export async function findOwnerPlan(
  db: Kysely<Database>,
  brand: BrandKey,
  who: { callerUserId: string; ownerAccountId: string },
  { withCompany = false } = {},
): Promise<OwnerPlan> {
  const userAccountId = who.ownerAccountId;
  const found = await db
    .selectFrom(sql<{ one: number }>`(select 1)`.as('one'))
    .leftJoin('traction_plan', (join) =>
      join
        .on('traction_plan.app_name', '=', brand)
        .on('traction_plan.user_account_id', '=', userAccountId),
    )
    .selectAll('traction_plan')
    .select([
      jsonObjectFrom(
        selectPeople(db, brand).where('user_account.user_id', '=', who.callerUserId),
      ).as('caller'),
      ownerOnCheckupFeedback({ appName: brand, userAccountId }).as('onFeedback'),
      withCompany
        ? ownerCompanyName(brand, userAccountId).as('companyName')
        : sql<null>`null`.as('companyName'),
    ])
    .executeTakeFirstOrThrow();
  const { caller, onFeedback, companyName, ...row } = found;
  return {
    caller,
    row: row.id === null ? undefined : (row as PlanRow),
    onFeedback: onFeedback === true,
    ...(companyName === null ? {} : { companyName }),
  };
}
