/**
 * The demo accounts created on a new database (unless PORTAL_DEMO=0). The README lists them
 * from this data. Every account has the same password and a user account in every brand.
 */
export const DEMO_PASSWORD = 'Portal-Demo-2024!';

/** A demo role: the claims it grants (each with the value 'true'). */
export type DemoRole = { name: string; claims: readonly string[] };

export const DEMO_ROLES: readonly DemoRole[] = [
  { name: 'Participant', claims: ['participant', 'tractionPlan', 'profile', 'profileV2'] },
  // profileV2: the team report and team pages a coach of a team opens need it (spec route rule).
  { name: 'Coach', claims: ['trainer', 'profileViewer', 'profileV2'] },
  { name: 'EventAdmin', claims: ['eventAdmin'] },
  { name: 'ClientAdmin', claims: ['clientAdmin', 'taClientReporting'] },
  { name: 'SecurityAdmin', claims: ['securityAdmin'] },
  { name: 'Developer', claims: ['developer'] },
  // surveyAdmin: the demo's survey admin (survey definitions, releases and their results).
  {
    name: 'ContentAdmin',
    claims: ['contentAdmin', 'contentEditor', 'resourceGroupAdmin', 'surveyAdmin'],
  },
  { name: 'Employee', claims: ['tfg', 'globalDataAccess', 'backPage'] },
];

export type DemoAccount = {
  email: string;
  firstName: string;
  lastName: string;
  roles: readonly string[];
  emailConfirmed: boolean;
  /** What the account is for, as the README shows it. */
  purpose: string;
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'participant@demo.example',
    firstName: 'Pat',
    lastName: 'Participant',
    roles: ['Participant'],
    emailConfirmed: true,
    purpose: 'takes the 360 profile and builds a plan',
  },
  {
    email: 'coach@demo.example',
    firstName: 'Casey',
    lastName: 'Coach',
    roles: ['Coach'],
    emailConfirmed: true,
    purpose: 'coach (strategist): trains the demo events, runs their checkups, coaches the team',
  },
  {
    email: 'eventadmin@demo.example',
    firstName: 'Evan',
    lastName: 'Events',
    roles: ['EventAdmin'],
    emailConfirmed: true,
    purpose: 'runs training events',
  },
  {
    email: 'clientadmin@demo.example',
    firstName: 'Chris',
    lastName: 'Client',
    roles: ['ClientAdmin'],
    emailConfirmed: true,
    purpose: "administers a client's accounts and groups, reads its client reports",
  },
  {
    email: 'principal@demo.example',
    firstName: 'Priya',
    lastName: 'Principal',
    roles: ['ClientAdmin'],
    emailConfirmed: true,
    purpose: 'client admin of one campus (Riverside High School): its client reports only',
  },
  {
    email: 'security@demo.example',
    firstName: 'Sam',
    lastName: 'Security',
    roles: ['SecurityAdmin'],
    emailConfirmed: true,
    purpose: 'security admin: users, roles and claims; the outbox',
  },
  {
    email: 'developer@demo.example',
    firstName: 'Dev',
    lastName: 'Developer',
    roles: ['Developer'],
    emailConfirmed: true,
    purpose: 'developer: application configuration, page text, log level, jobs',
  },
  {
    email: 'content@demo.example',
    firstName: 'Connie',
    lastName: 'Content',
    roles: ['ContentAdmin'],
    emailConfirmed: true,
    purpose: 'content admin and editor of the resource libraries; survey admin',
  },
  {
    email: 'employee@keystonegrowth.example',
    firstName: 'Emery',
    lastName: 'Employee',
    roles: ['Employee'],
    emailConfirmed: true,
    purpose: 'employee (an employee e-mail domain): tfg, global data access, back page',
  },
  {
    email: 'unverified@demo.example',
    firstName: 'Uma',
    lastName: 'Unverified',
    roles: ['Participant'],
    emailConfirmed: false,
    purpose: 'participant whose e-mail is not confirmed yet',
  },
];
