import { USER_ACCOUNT_ID_CLAIM, type Session, type TractionPlan } from '@portal/core';

/** The signed-in person's user account in this brand (a claim of the token), or null. */
export function userAccountIdOf(session: Session | null): string | null {
  const claim = session?.claims.find(
    (c) => c.type.toLowerCase() === USER_ACCOUNT_ID_CLAIM.toLowerCase(),
  );
  return claim && claim.value.trim() !== '' ? claim.value : null;
}

/** The plan owner's name as the plan carries it. */
export const ownerName = (plan: TractionPlan) =>
  [plan.plan.firstName, plan.plan.lastName].filter(Boolean).join(' ');
