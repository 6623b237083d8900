import type { TractionPlanStatus } from '@portal/core';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { HttpError, notFound } from '../../http/errors';
import { OWNER_NOT_FOUND, callerOf, requireReader } from './plan-access';
import type { SignedInContext } from '../../shared/request-context';
import { readsOthersPlans } from './tractionplan.policy';
import {
  findEventPeople,
  findPeopleByEmails,
  findPeopleByIds,
  findPlansByOwners,
  type PlanPerson,
} from './tractionplan.store';

async function statusesOf(
  ctx: SignedInContext,
  people: readonly PlanPerson[],
): Promise<TractionPlanStatus[]> {
  const plans = await findPlansByOwners(
    ctx.db,
    ctx.brand,
    people.map((p) => p.id),
  );
  const byOwner = new Map(plans.map((plan) => [plan.user_account_id, plan]));
  return people.map((person) => {
    const plan = byOwner.get(person.id);
    return {
      userAccountId: person.id,
      email: person.email,
      tractionPlanId: plan?.id ?? null,
      isComplete: plan?.is_complete ?? false,
      lastUpdatedUTC: plan?.updated_at.toISOString() ?? null,
    };
  });
}

const noPlan = (email: string): TractionPlanStatus => ({
  userAccountId: null,
  email,
  tractionPlanId: null,
  isComplete: false,
  lastUpdatedUTC: null,
});

/** The caller asks only about themselves, or may read others' plans: else 403. */
async function requireAskAbout(ctx: SignedInContext, own: boolean): Promise<void> {
  if (!own && !(await readsOthersPlans(ctx.session))) throw new HttpError(403, NOT_AUTHORIZED);
}

/** GetTractionPlanStatusByUserAccountId/{id}. */
export async function statusByUserAccountId(
  ctx: SignedInContext,
  userAccountId: string,
): Promise<TractionPlanStatus> {
  await requireReader(ctx, userAccountId);
  const [status] = await statusesOf(ctx, await findPeopleByIds(ctx.db, ctx.brand, [userAccountId]));
  if (!status) throw notFound(OWNER_NOT_FOUND);
  return status;
}

/** GetTractionPlanStatusByUserAccountIds: one row per person of the brand among the ids. */
export async function statusByUserAccountIds(
  ctx: SignedInContext,
  ids: readonly string[],
): Promise<TractionPlanStatus[]> {
  const caller = await callerOf(ctx);
  await requireAskAbout(
    ctx,
    ids.every((id) => id === caller?.id),
  );
  return statusesOf(ctx, await findPeopleByIds(ctx.db, ctx.brand, [...new Set(ids)]));
}

/**
 * GetTractionPlanStatusByEmails (and ByEmail): one row per address asked; an address without a
 * person of the brand answers a row without an account or plan.
 */
export async function statusByEmails(
  ctx: SignedInContext,
  emails: readonly string[],
): Promise<TractionPlanStatus[]> {
  const caller = await callerOf(ctx);
  const mine = new Set([ctx.session.email, caller?.email ?? ''].map((e) => e.toLowerCase()));
  await requireAskAbout(
    ctx,
    emails.every((e) => mine.has(e.toLowerCase())),
  );
  const unique = [...new Map(emails.map((e) => [e.toLowerCase(), e])).values()];
  const statuses = await statusesOf(ctx, await findPeopleByEmails(ctx.db, ctx.brand, unique));
  return unique.map(
    (email) => statuses.find((s) => s.email.toLowerCase() === email.toLowerCase()) ?? noPlan(email),
  );
}

/** GetTractionPlanStatusByEmail/{email}: the one row of `statusByEmails` for one address. */
export async function statusByEmail(
  ctx: SignedInContext,
  email: string,
): Promise<TractionPlanStatus> {
  const [status] = await statusByEmails(ctx, [email]);
  if (!status) throw notFound(OWNER_NOT_FOUND);
  return status;
}

/**
 * GetTractionPlanStatusByEvent/{eventId}: the event's registered participants and the people who
 * joined through its invite codes; a registration without a user account answers a row without
 * an account or plan. For those who read others' plans and the event's managers (its event
 * admins, trainers and planner); `managesEvent` answers null when the brand has no such event.
 */
export async function statusByEvent(
  ctx: SignedInContext,
  eventId: string,
  managesEvent: (eventId: string) => Promise<boolean | null>,
): Promise<TractionPlanStatus[]> {
  const manages = await managesEvent(eventId);
  if (manages === null) throw notFound('errors.common.eventNotFound');
  if (!manages) await requireAskAbout(ctx, false);
  const { ids, emailsWithoutAccount } = await findEventPeople(ctx.db, ctx.brand, eventId);
  const statuses = await statusesOf(ctx, await findPeopleByIds(ctx.db, ctx.brand, ids));
  return [...statuses, ...emailsWithoutAccount.map(noPlan)];
}
