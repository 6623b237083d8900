import { TRACTION_PLAN_LOCK_MS, type TractionPlanLock } from '@portal/core';
import { assertMayEdit, editBlockOf } from './plan-access';
import type { SignedInContext } from '../../shared/request-context';
import { lockOf } from './plan-present';
import { releaseLock, takeLock } from './plan-lock.store';
import { readablePlan } from './tractionplan.service';
import { findPlanById } from './tractionplan.store';

/**
 * setLock/{id}/{take}: an editor takes (or renews) the advisory lock, or releases their own.
 * The lock only tells others who is editing; saves stay safe through the version. When someone
 * else holds it, the answer is their lock (isMine false) and nothing changes.
 */
export async function setLock(
  ctx: SignedInContext,
  planId: string,
  take: boolean,
): Promise<TractionPlanLock | null> {
  const { row, access } = await readablePlan(ctx, planId);
  assertMayEdit(access, await editBlockOf(ctx, row.user_account_id));
  const caller = access.caller;
  if (caller === null) return lockOf(ctx.db, ctx.brand, row, null, ctx.now);
  const callerId = caller.id;
  if (!take) {
    await releaseLock(ctx.db, planId, callerId);
  } else {
    const until = new Date(ctx.now.getTime() + TRACTION_PLAN_LOCK_MS);
    await takeLock(ctx.db, planId, callerId, ctx.now, until);
  }
  const current = await findPlanById(ctx.db, ctx.brand, planId);
  return current ? lockOf(ctx.db, ctx.brand, current, caller, ctx.now) : null;
}

/** getLock/{id}: who is editing the plan now (null: nobody). */
export async function getLock(
  ctx: SignedInContext,
  planId: string,
): Promise<TractionPlanLock | null> {
  const { row, access } = await readablePlan(ctx, planId);
  return lockOf(ctx.db, ctx.brand, row, access.caller, ctx.now);
}
