import type { TemplateShape } from './builtin-templates';

/** The code of the cohort invitation (useraccount/SendCohortBasicInvite). */
export const COHORT_BASIC_INVITE = 'cohort-basic-invite';

/** Messages of accounts and groups. */
export const ACCOUNTS_TEMPLATES: readonly TemplateShape[] = [
  { code: COHORT_BASIC_INVITE, greeting: 'firstName', transactional: false },
];
