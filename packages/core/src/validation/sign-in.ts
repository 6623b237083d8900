import { z } from 'zod';
import { isSameOriginPath } from '../domain/redirect';
import type { ErrorKey } from '../i18n/error-text';
import { zEmail } from './email';
import { zGuid } from './guid';
import { zOptionalInviteCode } from './invite-code';

/**
 * The sign-in page's calls (`/api/auth/interaction/{uid}/...`) and the account calls it makes:
 * request schemas and answer types, shared by the server (validation) and the web app (forms).
 */

/** The server's refusals the sign-in screens recognise by their code (and say in their words). */
export const SIGN_IN_ERRORS = {
  invalidCredentials: 'errors.signIn.invalidCredentials',
  interactionExpired: 'errors.signIn.interactionExpired',
  invalidCode: 'errors.signIn.invalidCode',
  noCodeAwaited: 'errors.signIn.noCodeAwaited',
  passcodeOff: 'errors.signIn.passcodeOff',
  linkExpired: 'errors.signIn.linkExpired',
} as const satisfies Record<string, ErrorKey>;

/** Bounds the work of a request before the password policy's own limit is checked. */
const zSecret = z.string().max(1024);
/** The longest first or last name a person may register with. */
export const PERSON_NAME_MAX = 100;
const zPersonName = z.string().trim().min(1).max(PERSON_NAME_MAX);
/** A six-digit passcode as typed: spaces are ignored. */
export const zPasscode = z
  .string()
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code.'));

/** An invitation code as it travels in a path segment. */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** POST interaction/{uid}/login. */
export const ZInteractionLogin = z.object({
  email: z.string().trim().min(1).max(256),
  password: zSecret.min(1),
  rememberMe: z.boolean().default(false),
});
export type TInteractionLogin = z.input<typeof ZInteractionLogin>;

/** POST interaction/{uid}/passcode: an e-mailed sign-in code. */
export const ZInteractionPasscode = z.object({
  email: zEmail,
  code: zPasscode,
  rememberMe: z.boolean().default(false),
});
export type TInteractionPasscode = z.input<typeof ZInteractionPasscode>;

/** POST interaction/{uid}/mfa: the texted code of the second factor. */
export const ZSecondFactorCode = z.object({ code: zPasscode });

/**
 * GET api/account/LoginWith2fa: `rememberMe` replaces the choice made with the password;
 * `returnUrl` must be a path of this site.
 */
export const ZLoginWith2faQuery = z.object({
  rememberMe: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  returnUrl: z.string().refine(isSameOriginPath, 'must be a path of this site').optional(),
});

/** LoginWith2fa's answer: whether a texted code is awaited in this browser, and its page. */
export type TSecondFactorStatus = {
  required: boolean;
  phoneEnding: string | null;
  rememberMe: boolean;
  page: string | null;
  returnUrl: string | null;
};

/** POST Register; `inviteCode` when the person registers through an invitation. */
export const ZRegisterRequest = z.object({
  email: zEmail,
  password: zSecret,
  firstName: zPersonName,
  lastName: zPersonName,
  inviteCode: zOptionalInviteCode,
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

/** The fields of the registration page other than the password (its policy checks it). */
export type RegisterField = 'firstName' | 'lastName' | 'email';
export type RegisterProblem = 'required' | 'tooLong' | 'invalid';

/**
 * What is wrong with each name and address field of the registration page, by the server's own
 * rules, so the page highlights every field at once instead of one generic refusal.
 */
export function registerFieldProblems(
  input: Pick<TRegisterRequest, RegisterField>,
): Partial<Record<RegisterField, RegisterProblem>> {
  const parsed = ZRegisterRequest.pick({ firstName: true, lastName: true, email: true }).safeParse(
    input,
  );
  const problems: Partial<Record<RegisterField, RegisterProblem>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as RegisterField;
    if (problems[field]) continue;
    const blank = String(input[field] ?? '').trim() === '';
    problems[field] = blank ? 'required' : issue.code === 'too_big' ? 'tooLong' : 'invalid';
  }
  return problems;
}

/** GET interaction/{uid}: the sign-in request the page works on. */
export type TInteractionInfo = {
  uid: string;
  brand: string;
  prompt: string;
  loginHint: string | null;
  /** Set when the password was right and the texted code is awaited. */
  secondFactor: { phoneEnding: string } | null;
};

/**
 * What a first factor (password or e-mailed code) answers: where the browser goes to finish,
 * or that a texted code is needed first.
 */
export type TSignInAnswer = { redirectTo: string } | { secondFactor: { phoneEnding: string } };

/** ValidatePassword and HashPassword: a password to check (in the body or the path). */
export const ZPasswordCheck = z.object({ password: zSecret });
/**
 * POST Encrypt: text to encrypt for a sign-in or registration redirect; `IsBase64Encoded` when
 * `data` is base64 of the bytes (the spec's field names).
 */
export const ZEncryptRequest = z.object({
  data: z.string(),
  IsBase64Encoded: z.boolean().optional(),
});

/** ForgotPassword, SendEmailPasscode: an address. */
export const ZEmailOnly = z.object({ email: zEmail });
/** ConfirmEmail: the link's user and code. */
export const ZConfirmEmail = z.object({ userId: zGuid, code: z.string().min(1).max(200) });
/** ResetPassword: the link's code and the new password. */
export const ZResetPassword = z.object({ code: z.string().min(1).max(200), password: zSecret });
/** VerifyPasscode: an address and the code e-mailed to it. */
export const ZVerifyPasscode = z.object({ email: zEmail, code: z.string().trim().max(20) });

/** The answer of the calls that must not reveal whether an address is registered. */
export type TAccepted = { ok: true };
/** ValidatePassword: whether the policy accepts it, and why not. */
export type TPasswordValidation = { valid: boolean; errors: string[] };

/** GetPreLoginUserInfo: how an address signs in, for an integrator's sign-in page. */
export type TPreLoginInfo = {
  /** The user's provider ('local' for e-mail and password), null when not registered. */
  loginProvider: string | null;
  isEmployee: boolean;
  /** Signs in through an external provider. */
  isExternal: boolean;
  hasEmailPassword: boolean;
};
