/**
 * The claim types of the spec (part 1, section 3), plus `chatbot` and `reseller`: section 6 names
 * them among the claims used by routes although the section 3 list omits them.
 */
export const CLAIM_TYPES = [
  'participant',
  'decisionMaker',
  'eventAdmin',
  'trainer',
  'securityAdmin',
  'productionAdmin',
  'tfg',
  'unreconcileEvent',
  'org',
  'eventType',
  'resourceGroupAdmin',
  'contentEditor',
  'contentAdmin',
  'profile',
  'tractionPlan',
  'userAccountId',
  'clientAdmin',
  'developer',
  'profileViewer',
  'clientCoach',
  'globalDataAccess',
  'profileV2',
  'impersonate',
  'originalUserId',
  'ckhEventSurvey',
  'cohort',
  'cohortAccountAdmin',
  'surveyEditor',
  'surveyAdmin',
  'backPage',
  'taClientReporting',
  'profileImageUrl',
  'chatbot',
  'reseller',
] as const;

export type ClaimType = (typeof CLAIM_TYPES)[number];

/** True when `value` names a known claim type (exact spelling). */
export function isClaimType(value: string): value is ClaimType {
  return (CLAIM_TYPES as readonly string[]).includes(value);
}
