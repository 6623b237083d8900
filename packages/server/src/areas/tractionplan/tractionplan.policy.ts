import {
  canAccessProfile,
  holds,
  isSecurityAdmin,
  type Session,
  type TractionPlanAbilities,
  type TractionPlanEditBlock,
} from '@portal/core';
import { coaches, type Coachees } from '../usergroup/coachees';

/**
 * What a signed-in person is to a plan owner: the owner, a coach (may read and edit), a viewer
 * (may read only), or nobody (403).
 */
export type PlanRelation = 'owner' | 'coach' | 'viewer' | null;

/**
 * THE rule of who counts as a coach of a plan owner (docs/decisions.md, Traction Plan): profile
 * access ((trainer or clientCoach) and profileViewer) and the owner among the people the caller
 * coaches (`coachees`: usergroup/coachees.ts, members of the groups they train or lead and people
 * of the accounts they administer or train). Global data access or security admin makes a
 * read-only viewer.
 */
export async function relationToOwner(
  session: Session,
  callerAccountId: string | null,
  ownerAccountId: string,
  coachees: Coachees,
): Promise<PlanRelation> {
  if (callerAccountId !== null && callerAccountId === ownerAccountId) return 'owner';
  if (canAccessProfile(session) && coaches(coachees, ownerAccountId)) return 'coach';
  if (holds(session, 'globalDataAccess') || isSecurityAdmin(session)) return 'viewer';
  return null;
}

/** May the relation read the plan? */
export const canReadPlan = (relation: PlanRelation) => relation !== null;

/** The abilities of a relation, given why editing may be blocked for everyone right now. */
export function planAbilities(
  relation: PlanRelation,
  editBlockedBy: TractionPlanEditBlock | null,
): TractionPlanAbilities {
  const editor = relation === 'owner' || relation === 'coach';
  return {
    edit: editor && editBlockedBy === null,
    // The review link and the activity log are the owner's: they decide who sees the plan.
    share: relation === 'owner',
    restore: editor && editBlockedBy === null,
  };
}

/** No rights: what a review-link visitor holds. */
export const NO_ABILITIES: TractionPlanAbilities = { edit: false, share: false, restore: false };

/**
 * Could the session read someone else's plan at all? Decides 404 against 403 for ids that name
 * nothing, and whether a look-up by e-mail may run, without learning anything about an owner.
 */
export async function readsOthersPlans(session: Session): Promise<boolean> {
  return canReadPlan(await relationToOwner(session, null, '', 'all'));
}

/**
 * The route rule of the plan calls: the plan's own people (tractionPlan claim) and those who may
 * read others' plans. Which plan each may touch is decided per object by `relationToOwner`.
 */
export const PLAN_CALLERS = [
  'tractionPlan',
  ['trainer', 'profileViewer'],
  ['clientCoach', 'profileViewer'],
  'globalDataAccess',
  'securityAdmin',
] as const;

/** Plan status by event: the plan callers and the people who run events (checked per event). */
export const PLAN_STATUS_BY_EVENT_CALLERS = [
  ...PLAN_CALLERS,
  'eventAdmin',
  'trainer',
  'clientCoach',
] as const;

/** The rule of the maintenance calls (reference data, repairs, lock sweeps). */
export const PLAN_MAINTAINERS = ['developer', 'securityAdmin'] as const;
