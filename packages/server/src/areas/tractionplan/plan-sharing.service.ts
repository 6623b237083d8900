import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  getBrand,
  PLAN_SHARING_FEATURES,
  reviewLinkRecipients,
  reviewPlanPath,
  type TractionPlan,
  type TractionPlanContent,
  type TractionPlanProgress,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { HttpError } from '../../http/errors';
import { PLAN_TEMPLATE_CODES } from '../../mail/templates/plan-templates';
import { queueTemplateMessage } from '../../mail/templates/template-mail';
import type { RequestContext, SignedInContext } from '../../shared/request-context';
import { brandHas, requireFeatures } from '../webconfig/webconfig.service';
import { storedContent, storedProgress } from './plan-content';
import { personName } from './plan-present';
import { presentTo, readablePlan } from './tractionplan.service';
import { findPersonById, setReviewId, updateProgress, type PlanRow } from './tractionplan.store';

/** 256 random bits, URL-safe: a review link cannot be guessed. */
export const newReviewId = () => randomBytes(32).toString('base64url');

/** Whether the brand e-mails review links to partners (it needs the review link on too). */
export const sharingOn = (ctx: RequestContext) => brandHas(ctx, ...PLAN_SHARING_FEATURES);

/** A save asking to e-mail the review link is refused where the brand does not share plans. */
export const requireSharing = (ctx: RequestContext) =>
  requireFeatures(ctx, ...PLAN_SHARING_FEATURES);

/**
 * E-mails the review link to the active partners with an address who have not received the
 * current link yet, and records them in the progress. Pass the transaction of the save.
 */
export async function sendReviewLinks(
  db: Kysely<Database>,
  ctx: RequestContext,
  row: PlanRow,
  plan: TractionPlanContent,
  progress: TractionPlanProgress,
): Promise<TractionPlanProgress> {
  if (!row.review_id) return progress;
  const sent = new Set(progress.emailedLinks.map((e) => e.toLowerCase()));
  const pending = reviewLinkRecipients(plan).filter((p) => !sent.has(p.email.toLowerCase()));
  if (pending.length === 0) return progress;
  const owner = await findPersonById(db, ctx.brand, row.user_account_id);
  const ownerName = owner ? personName(owner) : personName(plan);
  for (const partner of pending) {
    await queueTemplateMessage(db, ctx.brand, PLAN_TEMPLATE_CODES.reviewLink, {
      to: partner.email,
      origin: ctx.origin,
      data: {
        firstName: partner.firstName || partner.email,
        ownerName,
        planName: getBrand(ctx.brand).wording.plan,
        link: `${ctx.origin}${reviewPlanPath(row.review_id)}`,
      },
      comment: 'Review link of a plan shared with a partner',
      entityType: 'traction_plan',
      entityId: row.id,
    });
  }
  const updated = {
    ...progress,
    emailedLinks: [...progress.emailedLinks, ...pending.map((p) => p.email)],
  };
  await updateProgress(db, row.id, updated);
  return updated;
}

/**
 * review/GenerateReviewId: the owner replaces the review link; the old one stops working at
 * once. The new link goes to the active partners when the plan sends e-mails and the brand
 * shares plans.
 */
export async function rotateReviewId(ctx: SignedInContext, planId: string): Promise<TractionPlan> {
  const { row, access } = await readablePlan(ctx, planId);
  if (access.relation !== 'owner') throw new HttpError(403, NOT_AUTHORIZED);
  const shares = await sharingOn(ctx);
  const rotated = await ctx.db.transaction().execute(async (trx) => {
    const progress = { ...storedProgress(row.progress), emailedLinks: [] };
    const updated = await setReviewId(trx, row.id, newReviewId(), progress);
    if (!updated) throw new HttpError(404, 'errors.plan.deleted');
    const plan = storedContent(updated.format_version, updated.plan);
    if (plan.sendEmail && shares) {
      const sent = await sendReviewLinks(trx, ctx, updated, plan, progress);
      return { ...updated, progress: sent };
    }
    return updated;
  });
  return presentTo(ctx, rotated, access);
}
