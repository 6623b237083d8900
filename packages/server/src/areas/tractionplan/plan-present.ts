import type { Kysely } from 'kysely';
import {
  EMPTY_TRACTION_PLAN_PROGRESS,
  emptyPlanContent,
  isPlanComplete,
  planForReview,
  type BrandKey,
  type TractionPlan,
  type TractionPlanEditBlock,
  type TractionPlanLock,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { storedContent, storedProgress } from './plan-content';
import { NO_ABILITIES, planAbilities, type PlanRelation } from './tractionplan.policy';
import { findPersonById, type PlanPerson, type PlanRow } from './tractionplan.store';

export const personName = (person: Pick<PlanPerson, 'firstName' | 'lastName' | 'email'>) =>
  `${person.firstName} ${person.lastName}`.trim() || person.email;

/**
 * The plan's lock while it lasts; null when nobody holds it or it lapsed. The caller's own lock
 * (an autosaving editor's) is named without a look-up.
 */
export async function lockOf(
  db: Kysely<Database>,
  brand: BrandKey,
  row: PlanRow,
  caller: PlanPerson | null,
  now: Date,
): Promise<TractionPlanLock | null> {
  const holderId = row.lock_user_account_id;
  if (!holderId || !row.lock_expires_at || row.lock_expires_at <= now) return null;
  const isMine = holderId === caller?.id;
  const holder = isMine ? caller : await findPersonById(db, brand, holderId);
  return {
    tractionPlanId: row.id,
    lockUserAccountId: holderId,
    lockedByName: holder ? personName(holder) : '',
    expiresUTC: row.lock_expires_at.toISOString(),
    isMine,
  };
}

export type PresentOptions = {
  relation: PlanRelation;
  caller: PlanPerson | null;
  editBlockedBy: TractionPlanEditBlock | null;
  now: Date;
};

/** A stored plan as the caller may see it. */
export async function presentPlan(
  db: Kysely<Database>,
  row: PlanRow,
  options: PresentOptions,
): Promise<TractionPlan> {
  const brand = row.app_name as BrandKey;
  const plan = storedContent(row.format_version, row.plan);
  const lock = await lockOf(db, brand, row, options.caller, options.now);
  const abilities = planAbilities(options.relation, options.editBlockedBy);
  return {
    id: row.id,
    appName: row.app_name,
    version: row.version,
    createDateUTC: row.created_at.toISOString(),
    lastUpdatedUTC: row.updated_at.toISOString(),
    reviewId: abilities.share ? row.review_id : null,
    editId: row.edit_user_account_id,
    userAccountId: row.user_account_id,
    lockUserAccountId: lock?.lockUserAccountId ?? null,
    progress: storedProgress(row.progress),
    plan,
    isComplete: isPlanComplete(plan),
    abilities,
    isTarget: options.relation !== 'owner',
    reviewMode: false,
    editBlockedBy: options.editBlockedBy,
    lock,
  };
}

/** A plan read through its review link: read-only, partner addresses only when shared. */
export function presentForReview(row: PlanRow): TractionPlan {
  const plan = storedContent(row.format_version, row.plan);
  return {
    id: row.id,
    appName: row.app_name,
    version: row.version,
    createDateUTC: row.created_at.toISOString(),
    lastUpdatedUTC: row.updated_at.toISOString(),
    reviewId: null,
    editId: null,
    userAccountId: row.user_account_id,
    lockUserAccountId: null,
    progress: { ...storedProgress(row.progress), emailedLinks: [] },
    plan: planForReview(plan),
    isComplete: isPlanComplete(plan),
    abilities: NO_ABILITIES,
    isTarget: true,
    reviewMode: true,
    editBlockedBy: 'reviewMode',
    lock: null,
  };
}

/** The unsaved draft of a person without a plan, prefilled with their names and address. */
export function presentDraft(
  brand: BrandKey,
  owner: PlanPerson,
  options: Omit<PresentOptions, 'now' | 'caller'>,
): TractionPlan {
  const plan = emptyPlanContent({
    email: owner.email,
    firstName: owner.firstName,
    lastName: owner.lastName,
  });
  return {
    id: null,
    appName: brand,
    version: 0,
    createDateUTC: null,
    lastUpdatedUTC: null,
    reviewId: null,
    editId: null,
    userAccountId: owner.id,
    lockUserAccountId: null,
    progress: EMPTY_TRACTION_PLAN_PROGRESS,
    plan,
    isComplete: false,
    abilities: { ...planAbilities(options.relation, options.editBlockedBy), share: false },
    isTarget: options.relation !== 'owner',
    reviewMode: false,
    editBlockedBy: options.editBlockedBy,
    lock: null,
  };
}
