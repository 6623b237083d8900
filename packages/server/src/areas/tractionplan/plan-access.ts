import { canAccessProfile, type TractionPlanEditBlock } from '@portal/core';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { HttpError, notFound } from '../../http/errors';
import { coacheesOf } from '../usergroup/coachees';
import type { SignedInContext } from '../../shared/request-context';
import { canReadPlan, relationToOwner, type PlanRelation } from './tractionplan.policy';
import { findPersonById, findPersonByUserId, type PlanPerson } from './tractionplan.store';
import { isOwnerOnCheckupFeedback } from './plan-owner.store';

export const PLAN_NOT_FOUND = 'errors.plan.planNotFound';
export const OWNER_NOT_FOUND = 'errors.common.personNotFound';
export const ON_FEEDBACK = 'errors.plan.onFeedback';

/** The caller's user account in the brand; null when they have none here. */
export async function callerOf(ctx: SignedInContext): Promise<PlanPerson | null> {
  return (await findPersonByUserId(ctx.db, ctx.brand, ctx.session.userId)) ?? null;
}

/** What the caller is to the owner of a plan, and who they are. */
export type CallerAccess = { caller: PlanPerson | null; relation: PlanRelation };

/**
 * The caller's relation to an owner, refused with 403 when they may not read the owner's plan.
 * Checked before anything about the owner is looked up, so a stranger learns nothing from
 * the ids they try.
 */
export async function requireReader(
  ctx: SignedInContext,
  ownerAccountId: string,
): Promise<CallerAccess> {
  return requireReaderAs(ctx, await callerOf(ctx), ownerAccountId);
}

/**
 * requireReader for a caller already looked up, by a statement that may have read the owner's
 * plan with them (findOwnerPlan): nothing read about the owner is used or answered before this.
 */
export async function requireReaderAs(
  ctx: SignedInContext,
  caller: PlanPerson | null,
  ownerAccountId: string,
): Promise<CallerAccess> {
  const callerId = caller?.id ?? null;
  const coachees = canAccessProfile(ctx.session)
    ? await coacheesOf(ctx.db, ctx.brand, ctx.session, callerId)
    : new Set<string>();
  const relation = await relationToOwner(ctx.session, callerId, ownerAccountId, coachees);
  if (!canReadPlan(relation)) throw new HttpError(403, NOT_AUTHORIZED);
  return { caller, relation };
}

/** The owner's account (404 when the brand has none with this id). */
export async function requireOwner(
  ctx: SignedInContext,
  ownerAccountId: string,
): Promise<PlanPerson> {
  const owner = await findPersonById(ctx.db, ctx.brand, ownerAccountId);
  if (!owner) throw notFound(OWNER_NOT_FOUND);
  return owner;
}

/** Why nobody may edit a plan, given the edit rule's answer for its owner (null: editing is open). */
export const editBlockFrom = (onFeedback: boolean): TractionPlanEditBlock | null =>
  onFeedback ? 'onFeedback' : null;

/** Why nobody may edit the owner's plan now (null: editing is open). */
export async function editBlockOf(
  ctx: SignedInContext,
  ownerAccountId: string,
): Promise<TractionPlanEditBlock | null> {
  return editBlockFrom(
    await isOwnerOnCheckupFeedback(ctx.db, { appName: ctx.brand, userAccountId: ownerAccountId }),
  );
}

/** Owner or coach, and editing open: else 403 with the reason. */
export function assertMayEdit(access: CallerAccess, block: TractionPlanEditBlock | null): void {
  if (access.relation !== 'owner' && access.relation !== 'coach') {
    throw new HttpError(403, NOT_AUTHORIZED);
  }
  if (block === 'onFeedback') throw new HttpError(403, ON_FEEDBACK);
}
