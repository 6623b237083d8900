import type { TextKey } from '../i18n/catalog-types';
import type { RouteDef } from '../routes.types';
import { MAINTAINERS } from '../access/roles';
import { route } from './define';

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

/** The auth page's path parameters as the router gives them. */
export type AuthRouteParams = Partial<
  Record<'isInvite' | 'regType' | 'val1' | 'val2' | 'val3', string>
>;

/** What an auth address asks for: the mode, an invitation code, and the segments after it. */
export type AuthScreen = { mode: AuthMode; inviteCode: string | null; values: string[] };

const isAuthMode = (value: string | undefined): value is AuthMode =>
  (AUTH_MODES as readonly string[]).includes(value ?? '');

/**
 * Reads `/auth/<mode>/...` and `/auth/invite/<mode>/<code>/...`: the optional `invite` segment
 * comes first, then the mode, then its values (mfalogin: the phone's last digits). No mode, or
 * an unknown one, is the login mode.
 */
export function authScreenOf(params: AuthRouteParams): AuthScreen {
  const segments = [params.isInvite, params.regType, params.val1, params.val2, params.val3].filter(
    (segment): segment is string => segment !== undefined && segment !== '',
  );
  const invited = segments[0] === 'invite';
  const [mode, ...rest] = invited ? segments.slice(1) : segments;
  const inviteCode = invited ? (rest.shift() ?? null) : null;
  return { mode: isAuthMode(mode) ? mode : 'login', inviteCode, values: rest };
}

/** The heading of each auth mode, which is also its tab title (each screen's own). */
export const AUTH_MODE_TITLE_KEYS: Record<AuthMode, TextKey> = {
  register: 'shell.authTitle.register',
  login: 'shell.authTitle.login',
  forgotpassword: 'shell.authTitle.forgotpassword',
  passcodelogin: 'shell.authTitle.passcodelogin',
  mfalogin: 'shell.authTitle.mfalogin',
  lockout: 'shell.authTitle.lockout',
};

/**
 * The catalog key of a route's tab title: the auth route's screens each have their own (sign-in,
 * register, forgot password, e-mailed code, texted code, lockout), other routes their route name.
 */
export function routeTitleKey(route: RouteDef, params: AuthRouteParams): TextKey {
  return route.name === 'auth' ? AUTH_MODE_TITLE_KEYS[authScreenOf(params).mode] : route.titleKey;
}

/** The tabs of the jobs page. */
export const JOBS_TABS = ['history', 'definitions'] as const;

const signIn = { anonymous: true, layout: 'bare' } as const;

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
  route('users', 'users', 'securityAdmin', { menu: true }),
  route('userView', 'users/view/:userId', 'securityAdmin'),
  route('userEdit', 'users/edit/:userId', 'securityAdmin'),
  route('usersByClaim', 'users/claim/:claimType/:claimValue?', 'securityAdmin'),
  route('usersByRole', 'users/role/:roleName', 'securityAdmin'),
  route('roles', 'roles', 'securityAdmin', { menu: true }),
  route('roleView', 'roles/view/:roleId', 'securityAdmin'),
  route('userInfo', 'userInfo', 'securityAdmin', { menu: true }),
  // Beyond the spec's table: the audit log, readable by security admins (docs/decisions.md).
  route('auditLog', 'users/audit', 'securityAdmin', { menu: true }),
  // The management screen of the invite code API (docs/decisions.md).
  route('inviteCodes', 'users/invitecodes', 'securityAdmin', { menu: true }),
  route('secUtil', 'secUtil', 'securityAdmin', { menu: true }),
  // Developer tools: the spec's security admins, and the developers they are for (docs/decisions.md).
  route('devUtil', 'devUtil', MAINTAINERS, { menu: true }),
  route('feedbackFormats', 'feedback/formats', 'securityAdmin'),
  // The spec's security admins, and the developers who already switch flags (docs/decisions.md).
  route('appFeatures', 'appfeatures', MAINTAINERS, { menu: true }),
  route('systemConfig', 'systemconfig', 'securityAdmin', { menu: true }),
  route('profileReportFormats', 'profile/reportformats', 'securityAdmin', { menu: true }),
  // The brand's living style guide, a developer tool like devUtil (docs/decisions.md).
  route('example', 'example', MAINTAINERS, { menu: true }),
  route('jobs', 'jobs/:tab?', 'developer', { menu: true }),
];
