import { anyOf, type AccessRule } from './rules';

/**
 * The named rules of the portal: the spec's derived permissions (part 1, section 6; part 2,
 * "Access") and the role lists that several routes and calls share. Declared once here; the web
 * route table, the server's endpoint rules and both sides' checks use these names.
 */

/** Profile access: (trainer or clientCoach) and profileViewer. */
export const PROFILE_ACCESS = [
  ['trainer', 'profileViewer'],
  ['clientCoach', 'profileViewer'],
] as const satisfies AccessRule;

/** Trainers: trainer or clientCoach (trainer only adds "without admin"). */
export const TRAINERS = ['trainer', 'clientCoach'] as const satisfies AccessRule;

/** Admin: eventAdmin or clientAdmin. */
export const ADMIN = ['eventAdmin', 'clientAdmin'] as const satisfies AccessRule;

/** Trainer or admin: any of trainer, clientCoach, eventAdmin, clientAdmin. */
export const TRAINER_OR_ADMIN = anyOf(TRAINERS, ADMIN);

/** Security admin: securityAdmin. */
export const SECURITY_ADMIN = 'securityAdmin' as const;

/** Coach page access: globalDataAccess and backPage. */
export const COACH_PAGE = [['globalDataAccess', 'backPage']] as const satisfies AccessRule;

/** The client side of an organisation: its admins and coaches (they see their accounts' events). */
export const CLIENT_STAFF = ['clientAdmin', 'clientCoach'] as const satisfies AccessRule;

/**
 * The staff of organisations (accounts and groups screens and calls): admins, trainers and
 * employees with global data access.
 */
export const ORGANISATION_STAFF = [
  'eventAdmin',
  'clientAdmin',
  'clientCoach',
  'globalDataAccess',
  'trainer',
] as const satisfies AccessRule;

/** The staff of cohort accounts (accounts/cohortadmin). */
export const COHORT_STAFF = ['cohort', 'cohortAccountAdmin'] as const satisfies AccessRule;

/** Who manages events and their participants: event admins and trainers. */
export const EVENT_MANAGERS = anyOf('eventAdmin', TRAINERS);

/** Who sees every person of the brand: security admins and global data access. */
export const ALL_PEOPLE = ['securityAdmin', 'globalDataAccess'] as const satisfies AccessRule;

/** Who maintains the portal (reference data, repairs, messaging tools): developers, security. */
export const MAINTAINERS = ['developer', 'securityAdmin'] as const satisfies AccessRule;

/** Profile access or security admin: the coach's view of others' 360 profiles and reports. */
export const PROFILE_COACHES = anyOf(PROFILE_ACCESS, SECURITY_ADMIN);

/**
 * The plan calls: the plan's own people (tractionPlan claim) and those who may read others'
 * plans. Which plan each may touch is decided per object.
 */
export const PLAN_CALLERS = anyOf(
  'tractionPlan',
  PROFILE_ACCESS,
  'globalDataAccess',
  SECURITY_ADMIN,
);

/**
 * The plan page's own readers: its owner (tractionPlan), the coaches who open a coachee's plan
 * from their dashboards (profile access) and staff with global data access; the server checks
 * each plan (docs/decisions.md, "The coach view of a plan").
 */
export const PLAN_READERS = anyOf('tractionPlan', PROFILE_ACCESS, 'globalDataAccess');

/** Plan status by event: the plan callers and the people who run events (checked per event). */
export const PLAN_STATUS_BY_EVENT_CALLERS = anyOf(PLAN_CALLERS, EVENT_MANAGERS);

/**
 * The claims that may run some checkup (trainer or admin); each checkup is checked again against
 * its event (docs/decisions.md, "Checkups: who runs them").
 */
export const CHECKUP_MANAGERS = TRAINER_OR_ADMIN;

/** Staff who may ask about other people's checkups (each answer is still filtered). */
export const CHECKUP_STAFF = anyOf(TRAINER_OR_ADMIN, 'tfg', 'globalDataAccess');

/**
 * Who manages the content library (resource groups and their content): content admins, content
 * editors and resource-group admins, the rule of the spec's `resources` routes.
 */
export const CONTENT_STAFF = [
  'contentAdmin',
  'contentEditor',
  'resourceGroupAdmin',
] as const satisfies AccessRule;

/**
 * Who may delete resource groups and run the library's maintenance calls: content admins and
 * resource-group admins (editors build and change content, never remove it).
 */
export const CONTENT_ADMINS = ['contentAdmin', 'resourceGroupAdmin'] as const satisfies AccessRule;

/**
 * Who may call the reports over existing data (the `reports` page's menu rule, account admins and
 * employees): each row is still limited to the accounts the caller may see (docs/decisions.md,
 * "Reports").
 */
export const REPORT_VIEWERS = anyOf(ADMIN, 'tfg', 'globalDataAccess');

/**
 * Who may call the client reports (`clientReports`): the client's people with taClientReporting,
 * and employees with globalDataAccess who support them. Rows are limited to the accounts the
 * caller may see: a client's own accounts (docs/decisions.md, "Reports").
 */
export const CLIENT_REPORTERS = anyOf('taClientReporting', 'globalDataAccess');

/** Who may call what reports and client reports share: filter choices, background exports. */
export const REPORT_READERS = anyOf(REPORT_VIEWERS, CLIENT_REPORTERS);

/** Who manages survey definitions: survey admins and survey editors. */
export const SURVEY_MANAGERS = ['surveyAdmin', 'surveyEditor'] as const satisfies AccessRule;

/** Who manages releases, release groups, release defaults and short links: survey admins. */
export const SURVEY_ADMINS = ['surveyAdmin'] as const satisfies AccessRule;

/**
 * Who builds assessment definitions (assessment/admin's definitions): survey admins and editors,
 * who build the questions in the survey editor (docs/decisions.md, "Assessments").
 */
export const ASSESSMENT_AUTHORS = SURVEY_MANAGERS;

/**
 * Who assesses accounts: the account screens' people (admins, trainers, employees with global data
 * access); each account is checked again (the assessments of accounts one may see).
 */
export const ASSESSORS = ORGANISATION_STAFF;

/**
 * Who reads an event's survey results: the people who run events, employees, global data
 * access and the survey admins (the server checks the event itself).
 */
export const EVENT_SURVEY_READERS = anyOf(EVENT_MANAGERS, SURVEY_ADMINS, 'tfg', 'globalDataAccess');
