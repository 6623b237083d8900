import type { TractionPlan, TractionPlanEditBlock } from '@portal/core';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { HttpError, notFound } from '../../http/errors';
import {
  PLAN_NOT_FOUND,
  callerOf,
  editBlockFrom,
  editBlockOf,
  requireOwner,
  requireReader,
  requireReaderAs,
  type CallerAccess,
} from './plan-access';
import type { RequestContext, SignedInContext } from '../../shared/request-context';
import { presentDraft, presentForReview, presentPlan } from './plan-present';
import { readsOthersPlans } from './tractionplan.policy';
import {
  findPeopleByEmails,
  findPlanById,
  findPlanByOwner,
  findPlanByReviewId,
  type PlanRow,
} from './tractionplan.store';
import { findOwnerPlan } from './plan-owner.store';

export const REVIEW_NOT_FOUND = 'errors.plan.reviewNotFound';

/** Presents a row to a reader whose access (and the plan's edit block, when read) is known. */
export async function presentTo(
  ctx: SignedInContext,
  row: PlanRow,
  access: CallerAccess,
  editBlock?: TractionPlanEditBlock | null,
): Promise<TractionPlan> {
  return presentPlan(ctx.db, row, {
    relation: access.relation,
    caller: access.caller,
    editBlockedBy:
      editBlock === undefined ? await editBlockOf(ctx, row.user_account_id) : editBlock,
    now: ctx.now,
  });
}

/**
 * A plan of the brand by its id, with the caller's access; 403 for a caller who may not read it
 * whether or not it exists, 404 only to those who could read any plan.
 */
export async function readablePlan(
  ctx: SignedInContext,
  id: string,
): Promise<{ row: PlanRow; access: CallerAccess }> {
  const row = await findPlanById(ctx.db, ctx.brand, id);
  if (!row) {
    const known = await readsOthersPlans(ctx.session);
    throw known ? notFound(PLAN_NOT_FOUND) : new HttpError(403, NOT_AUTHORIZED);
  }
  return { row, access: await requireReader(ctx, row.user_account_id) };
}

/** GET tractionplan/{id}. */
export async function planById(ctx: SignedInContext, id: string): Promise<TractionPlan> {
  const { row, access } = await readablePlan(ctx, id);
  return presentTo(ctx, row, access);
}

/** getByUserAccountId: the person's plan, or null when they have none (204). */
export async function planByOwner(
  ctx: SignedInContext,
  userAccountId: string,
): Promise<TractionPlan | null> {
  const access = await requireReader(ctx, userAccountId);
  const row = await findPlanByOwner(ctx.db, ctx.brand, userAccountId);
  return row ? presentTo(ctx, row, access) : null;
}

/**
 * getByUserAccountIdV2: the person's plan, or a draft prefilled with the owner's names when
 * they have none yet (for the builder).
 */
export async function planOrDraftByOwner(
  ctx: SignedInContext,
  userAccountId: string,
): Promise<TractionPlan> {
  // The caller, the plan and the edit rule in one round trip; the caller's access decided first.
  const { caller, row, onFeedback } = await findOwnerPlan(ctx.db, ctx.brand, {
    callerUserId: ctx.session.userId,
    ownerAccountId: userAccountId,
  });
  const access = await requireReaderAs(ctx, caller, userAccountId);
  const editBlock = editBlockFrom(onFeedback);
  if (row) return presentTo(ctx, row, access, editBlock);
  const owner = await requireOwner(ctx, userAccountId);
  return presentDraft(ctx.brand, owner, { relation: access.relation, editBlockedBy: editBlock });
}

/** getByParticipantEmail: the plan of the brand's person with this address (204 without one). */
export async function planByParticipantEmail(
  ctx: SignedInContext,
  email: string,
): Promise<TractionPlan | null> {
  const caller = await callerOf(ctx);
  const own =
    caller !== null &&
    [caller.email, ctx.session.email].some((e) => e.toLowerCase() === email.toLowerCase());
  // A stranger is refused before the address is looked up: nothing is learnt from trying.
  if (!own && !(await readsOthersPlans(ctx.session))) {
    throw new HttpError(403, NOT_AUTHORIZED);
  }
  const [person] = own && caller ? [caller] : await findPeopleByEmails(ctx.db, ctx.brand, [email]);
  if (!person) throw notFound('errors.plan.emailNotFound');
  return planByOwner(ctx, person.id);
}

/** review/{id} (api key) and review/GetByReviewId/{id}: read-only, only the plan it names. */
export async function planByReviewId(ctx: RequestContext, reviewId: string): Promise<TractionPlan> {
  const row = await findPlanByReviewId(ctx.db, ctx.brand, reviewId);
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return presentForReview(row);
}
