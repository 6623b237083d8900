import type {
  TractionPlanConstraint,
  TractionPlanContent,
  TractionPlanContentInput,
  TractionPlanPartner,
  TractionPlanStep,
} from '../validation/traction-plan';

/** The spec's plan rules (part 1, sections 4, 5 and 9): one implementation for server and web. */

/** At least three constraint slots are always displayed. */
export const TRACTION_PLAN_MIN_CONSTRAINT_SLOTS = 3;

/** The spec's guidance shown beside the builder's sections (advice, not enforced). */
export const TRACTION_PLAN_GUIDANCE = {
  accountabilityPartners: { min: 3, max: 5 },
  strengths: { min: 8, max: 10 },
  stepsPerConstraint: { min: 2, max: 3 },
} as const;

/** How long an editing lock lasts unless its holder renews it (each autosave renews it). */
export const TRACTION_PLAN_LOCK_MS = 2 * 60_000;

const filled = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

/** The definition lines that say something, trimmed. */
const definitionLines = (constraint: Pick<TractionPlanConstraint, 'definition'>) =>
  constraint.definition.map((line) => line.trim()).filter((line) => line !== '');

/** A step counts when it has both an id and a description. */
export const isStepKept = (step: TractionPlanStep) => filled(step.id) && filled(step.description);

/**
 * Complete: a goal and at least one constraint with both a definition and steps (the spec's
 * rule). Steps that the save would drop do not count.
 */
export function isPlanComplete(
  plan: Pick<TractionPlanContentInput, 'goal' | 'constraints'>,
): boolean {
  return (
    filled(plan.goal) &&
    plan.constraints.some(
      (constraint) => definitionLines(constraint).length > 0 && constraint.steps.some(isStepKept),
    )
  );
}

/**
 * A constraint lacking a definition is dropped, and so is one lacking both a name and a
 * definition (the spec's two cases; a definition is what makes a constraint). Its blank
 * definition lines and its steps without an id or a description go too.
 */
export function normalizeConstraints(
  constraints: readonly TractionPlanConstraint[],
): TractionPlanConstraint[] {
  return constraints.flatMap((constraint) => {
    const definition = definitionLines(constraint);
    if (definition.length === 0) return [];
    const steps = constraint.steps
      .filter(isStepKept)
      .map((step) => ({ id: step.id.trim(), description: step.description.trim() }));
    return [{ name: constraint.name.trim(), definition, steps }];
  });
}

type PartnerInput = TractionPlanContentInput['accountabilityPartners'][number];

/**
 * Partners: a wholly blank slot (no address, no names) is dropped. Flags the page did not send
 * default to included and active; a partner with no e-mail or no names is always included and
 * active, because no one could have chosen otherwise for an entry that cannot be told apart.
 */
export function normalizePartners(partners: readonly PartnerInput[]): TractionPlanPartner[] {
  return partners.flatMap((partner) => {
    const email = partner.email.trim();
    const firstName = partner.firstName.trim();
    const lastName = partner.lastName.trim();
    if (!email && !firstName && !lastName) return [];
    const incomplete = !email || (!firstName && !lastName);
    return [
      {
        email,
        firstName,
        lastName,
        includeTPC: incomplete ? true : (partner.includeTPC ?? true),
        reviewIdIsActive: incomplete ? true : (partner.reviewIdIsActive ?? true),
      },
    ];
  });
}

/**
 * The owner fields a save always takes from the current user or account, never from the page.
 * `companyName` is left out while the owner has no account (company) to take it from; the
 * plan's own value then stays.
 */
export type TractionPlanOwnerFields = Pick<
  TractionPlanContent,
  'email' | 'firstName' | 'lastName'
> & {
  companyName?: string;
};

/**
 * The save rules of the spec: company name, e-mail, first and last name overwritten from the
 * owner; constraints, steps and partners cleaned as above; strengths trimmed, blank and
 * repeated ones dropped; texts trimmed.
 */
export function normalizePlanForSave(
  plan: TractionPlanContentInput,
  owner: TractionPlanOwnerFields,
): TractionPlanContent {
  const strengths = [...new Set(plan.strengths.map((s) => s.trim()).filter((s) => s !== ''))];
  return {
    ...plan,
    companyCode: plan.companyCode.trim(),
    companyGroup: plan.companyGroup.trim(),
    goal: plan.goal.trim(),
    coach: plan.coach.trim(),
    impactStatement: plan.impactStatement.trim(),
    companyName: (owner.companyName ?? plan.companyName).trim(),
    email: owner.email,
    firstName: owner.firstName,
    lastName: owner.lastName,
    strengths,
    constraints: normalizeConstraints(plan.constraints),
    accountabilityPartners: normalizePartners(plan.accountabilityPartners),
    sharedPartners: normalizePartners(plan.sharedPartners),
  };
}

export const EMPTY_CONSTRAINT: TractionPlanConstraint = { name: '', definition: [], steps: [] };

/** The constraints as the builder displays them: padded with empty slots to at least three. */
export function constraintSlots(
  constraints: readonly TractionPlanConstraint[],
): TractionPlanConstraint[] {
  const missing = Math.max(0, TRACTION_PLAN_MIN_CONSTRAINT_SLOTS - constraints.length);
  return [...constraints, ...Array.from({ length: missing }, () => ({ ...EMPTY_CONSTRAINT }))];
}

/** An empty plan of an owner (the draft before the first save). */
export function emptyPlanContent(owner: TractionPlanOwnerFields): TractionPlanContent {
  return {
    companyCode: '',
    companyName: '',
    companyGroup: '',
    sendEmail: false,
    goal: '',
    strengths: [],
    coach: '',
    impactStatement: '',
    shareEmails: false,
    constraints: [],
    accountabilityPartners: [],
    sharedPartners: [],
    ...owner,
  };
}

/** The partners the review link goes to: addressed and active, each address once. */
export function reviewLinkRecipients(plan: TractionPlanContent): TractionPlanPartner[] {
  const seen = new Set<string>();
  return [...plan.accountabilityPartners, ...plan.sharedPartners].filter((partner) => {
    const key = partner.email.toLowerCase();
    if (!partner.email || !partner.reviewIdIsActive || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The plan as a review-link visitor sees it: partner addresses only when the owner shares them. */
export function planForReview(plan: TractionPlanContent): TractionPlanContent {
  if (plan.shareEmails) return plan;
  const hide = (partner: TractionPlanPartner) => ({ ...partner, email: '' });
  return {
    ...plan,
    accountabilityPartners: plan.accountabilityPartners.map(hide),
    sharedPartners: plan.sharedPartners.map(hide),
  };
}

/** The flags the review link needs: the plan's, and its own (docs/decisions.md). */
export const PLAN_REVIEW_FEATURES = ['tractionPlan', 'tractionPlanReview'] as const;

/** E-mailing the review link to the partners needs the review link too, and its own flag. */
export const PLAN_SHARING_FEATURES = [...PLAN_REVIEW_FEATURES, 'tractionPlanSharing'] as const;

/** The `idType` of plan routes that open a plan by its review id (read-only). */
export const REVIEW_ID_TYPE = 'review';

/** The web path of a plan's review link: `/review/plan/review/{reviewId}`. */
export const reviewPlanPath = (reviewId: string) => `/review/plan/${REVIEW_ID_TYPE}/${reviewId}`;

/** The web path of a plan's print view, opened with a print key. */
export const tractionPlanPrintPath = (printKey: string, tractionPlanId: string) =>
  `/print/tractionplan/${printKey}/${tractionPlanId}`;

/** The security admins' print preview of any plan, with a key that opens every plan. */
export const tractionPlanPrintPreviewPrefix = (printKey: string) =>
  `/printpreview/tractionplan/${printKey}/`;
