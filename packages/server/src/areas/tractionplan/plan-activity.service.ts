import { timingSafeEqual } from 'node:crypto';
import {
  isValidGuid,
  type TractionPlanActivity,
  type TractionPlanDownloadFormat,
  type TractionPlanView,
} from '@portal/core';
import { NOT_AUTHORIZED, requireVerifiedEmail } from '../../http/api-guard';
import { HttpError, notFound } from '../../http/errors';
import { PLAN_NOT_FOUND, assertMayEdit, editBlockOf } from './plan-access';
import { listActivity, recordActivity } from './plan-activity.store';
import { signedIn, type RequestContext } from '../../shared/request-context';
import { personName } from './plan-present';
import { readablePlan } from './tractionplan.service';
import { findPeopleByIds, findPlanById, type PlanRow } from './tractionplan.store';

/** The newest entries the owner sees. */
export const ACTIVITY_LOG_LIMIT = 200;

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

type Actor = { row: PlanRow; actorAccountId: string | null; via: TractionPlanView };

/**
 * Who performs a logged action: a review-link visitor proves it with the plan's current review
 * id (anonymous); anyone else is signed in, names their own user account and may read the plan.
 */
async function actorOf(ctx: RequestContext, planId: string, key: string): Promise<Actor> {
  if (!isValidGuid(key)) {
    const row = await findPlanById(ctx.db, ctx.brand, planId);
    if (!row?.review_id || !sameText(row.review_id, key)) throw notFound(PLAN_NOT_FOUND);
    return { row, actorAccountId: null, via: 'review' };
  }
  // The log calls are anonymous for review-link visitors; a signed-in actor meets the plan rule.
  const signed = signedIn(ctx);
  requireVerifiedEmail(signed.session);
  const { row, access } = await readablePlan(signed, planId);
  if (access.caller?.id !== key) throw new HttpError(403, NOT_AUTHORIZED);
  return { row, actorAccountId: key, via: access.relation === 'owner' ? 'owner' : 'coach' };
}

/** logViewAction/{planId}/{via}/{key}: a view of the plan ('print' is kept as said). */
export async function logView(
  ctx: RequestContext,
  planId: string,
  via: TractionPlanView,
  key: string,
): Promise<void> {
  const actor = await actorOf(ctx, planId, key);
  await recordActivity(ctx.db, {
    planId,
    action: 'view',
    via: via === 'print' && actor.via !== 'review' ? 'print' : actor.via,
    detail: null,
    actorAccountId: actor.actorAccountId,
    now: ctx.now,
  });
}

/** logDownloadAction/{planId}/{format}/{key}: a PDF, Word or image download. */
export async function logDownload(
  ctx: RequestContext,
  planId: string,
  format: TractionPlanDownloadFormat,
  key: string,
): Promise<void> {
  const actor = await actorOf(ctx, planId, key);
  await recordActivity(ctx.db, {
    planId,
    action: 'download',
    via: actor.via,
    detail: format,
    actorAccountId: actor.actorAccountId,
    now: ctx.now,
  });
}

/** logUpdateAction/{planId}/{version}: an editor finished an edit that produced this version. */
export async function logUpdate(
  ctx: RequestContext,
  planId: string,
  version: number,
): Promise<void> {
  const signed = signedIn(ctx);
  const { row, access } = await readablePlan(signed, planId);
  assertMayEdit(access, await editBlockOf(signed, row.user_account_id));
  if (version > row.version) {
    throw new HttpError(400, { key: 'errors.plan.noVersion', values: { version } });
  }
  await recordActivity(ctx.db, {
    planId,
    action: 'update',
    via: access.relation === 'owner' ? 'owner' : 'coach',
    detail: String(version),
    actorAccountId: access.caller?.id ?? null,
    now: ctx.now,
  });
}

/** GetActivityLog/{planId}: the owner sees who else viewed, and who downloaded and updated. */
export async function activityLog(
  ctx: RequestContext,
  planId: string,
): Promise<TractionPlanActivity[]> {
  const signed = signedIn(ctx);
  const { row, access } = await readablePlan(signed, planId);
  if (access.relation !== 'owner') throw new HttpError(403, NOT_AUTHORIZED);
  const rows = await listActivity(ctx.db, planId, row.user_account_id, ACTIVITY_LOG_LIMIT);
  const ids = [...new Set(rows.flatMap((r) => r.actor_user_account_id ?? []))];
  const names = new Map(
    (await findPeopleByIds(ctx.db, ctx.brand, ids)).map((p) => [p.id, personName(p)]),
  );
  return rows.map((r) => ({
    id: r.id,
    action: r.action as TractionPlanActivity['action'],
    via: r.via as TractionPlanActivity['via'],
    detail: r.detail,
    actorUserAccountId: r.actor_user_account_id,
    actorName: r.actor_user_account_id ? (names.get(r.actor_user_account_id) ?? null) : null,
    createdUTC: r.created_at.toISOString(),
  }));
}
