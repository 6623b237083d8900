import type { RouteDef } from '../routes.types';
import { ISSUE, ROADMAP_ISSUE, route } from './define';

/** The modes of the auth page, taken by its `regType` segment (mfalogin carries the phone). */
export const AUTH_MODES = [
  'register',
  'login',
  'forgotpassword',
  'passcodelogin',
  'mfalogin',
  'lockout',
] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

/** The tabs of the jobs page. */
export const JOBS_TABS = ['history', 'definitions'] as const;

const signIn = { anonymous: true, layout: 'bare', plannedIn: ISSUE.identity } as const;
const security = { plannedIn: ISSUE.identity } as const;
const later = { plannedIn: ROADMAP_ISSUE } as const;

/**
 * Authentication pages (anonymous, without the shell). `/statics/silent.html` is a static file
 * of the server, not a route of the app.
 */
export const AUTH_ROUTES: readonly RouteDef[] = [
  route('login', 'login', 'any', signIn),
  route('timeout', 'timeout', 'any', signIn),
  route('auth', 'auth/:isInvite?/:regType?/:val1?/:val2?/:val3?', 'any', signIn),
  route('resetPassword', 'authaccount/resetpassword/:base64code/:forcedReset?', 'any', signIn),
  route(
    'emailConfirmed',
    'redirect/emailconfirmed/:userId/:base64code/:unconfirmedEmail?',
    'any',
    signIn,
  ),
  route('logout', 'logout', 'any', signIn),
];

/** Security admin pages (securityAdmin) and the developer's jobs page. */
export const SECURITY_ROUTES: readonly RouteDef[] = [
  route('users', 'users', 'securityAdmin', { ...security, menu: true }),
  route('userView', 'users/view/:userId', 'securityAdmin', security),
  route('userEdit', 'users/edit/:userId', 'securityAdmin', security),
  route('usersByClaim', 'users/claim/:claimType/:claimValue?', 'securityAdmin', security),
  route('usersByRole', 'users/role/:roleName', 'securityAdmin', security),
  route('roles', 'roles', 'securityAdmin', { ...security, menu: true }),
  route('roleView', 'roles/view/:roleId', 'securityAdmin', security),
  route('userInfo', 'userInfo', 'securityAdmin', security),
  route('secUtil', 'secUtil', 'securityAdmin', security),
  route('devUtil', 'devUtil', 'securityAdmin', later),
  route('feedbackFormats', 'feedback/formats', 'securityAdmin', { plannedIn: ISSUE.checkups }),
  route('appFeatures', 'appfeatures', 'securityAdmin', { ...later, menu: true }),
  route('systemConfig', 'systemconfig', 'securityAdmin', { ...later, menu: true }),
  route('profileReportFormats', 'profile/reportformats', 'securityAdmin', {
    plannedIn: ISSUE.profile,
  }),
  route('example', 'example', 'securityAdmin', later),
  route('jobs', 'jobs/:tab?', 'developer', { menu: true }),
];
