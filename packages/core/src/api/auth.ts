import { z } from 'zod';
import { ZChangePasswordRequest } from '../validation/password';
import {
  ZConfirmEmail,
  ZEmailOnly,
  ZEncryptRequest,
  ZInteractionLogin,
  ZLoginWith2faQuery,
  ZInteractionPasscode,
  ZPasswordCheck,
  ZRegisterRequest,
  ZResetPassword,
  ZSecondFactorCode,
  ZVerifyPasscode,
  type TAccepted,
  type TInteractionInfo,
  type TPasswordValidation,
  type TPreLoginInfo,
  type TSecondFactorStatus,
  type TSignInAnswer,
} from '../validation/sign-in';
import { zEmail } from '../validation/email';
import { zGuid } from '../validation/guid';
import {
  ZInviteCodeCreate,
  ZInviteCodeSearchQuery,
  zInviteCodeInput,
  type TInviteCode,
  type TInviteCodeDetail,
  type TInviteCodeWithStatus,
  type TInviteRedemption,
  type TInviteRegistration,
} from '../validation/invite-code';
import type { PagedResult } from '../validation/paging';
import { endpoint, json, text } from './endpoint';
import { zIdParams } from './params';

const accepted = json<TAccepted>('TAccepted');
const signInAnswer = json<TSignInAnswer>('TSignInAnswer');
const validation = json<TPasswordValidation>('TPasswordValidation');
const zUidParams = z.object({ uid: z.string().min(1).max(100) });
const zCodeParams = z.object({ code: zInviteCodeInput });
const inviteCode = json<TInviteCode>('TInviteCode');

/**
 * The identity API's account flows (`/api/auth/...`): registration, e-mail confirmation,
 * passwords and e-mailed codes. Anonymous calls that send mail answer no sooner than a fixed
 * time and the same whether or not the address is registered.
 */
export const authApi = {
  validatePasswordInPath: endpoint({
    method: 'GET',
    path: '/api/auth/ValidatePassword/:password',
    access: 'anonymous',
    summary: "Checks a password against the policy (the spec's form; prefer the POST).",
    params: ZPasswordCheck,
    answer: validation,
  }),
  validatePassword: endpoint({
    method: 'POST',
    path: '/api/auth/ValidatePassword',
    access: 'anonymous',
    summary: 'Checks a password against the policy, the password kept out of access logs.',
    body: ZPasswordCheck,
    answer: validation,
  }),
  hashPassword: endpoint({
    method: 'POST',
    path: '/api/auth/HashPassword',
    access: 'developer',
    summary: 'The argon2id hash of a password, for seeding accounts by hand.',
    body: z.object({ password: ZPasswordCheck.shape.password.min(1) }),
    answer: json<{ hash: string }>('{ hash: string }'),
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/auth/ForgotPassword',
    access: 'anonymous',
    summary:
      'E-mails a reset link when the address is registered; the answer is the same either way.',
    body: ZEmailOnly,
    answer: accepted,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/ResetPassword',
    access: 'anonymous',
    summary: "Sets a new password with the reset link's code; every session of the person ends.",
    body: ZResetPassword,
    answer: accepted,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/auth/ChangePassword',
    access: 'any',
    summary: "Changes the caller's password; their other sessions end.",
    body: ZChangePasswordRequest,
    answer: accepted,
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/auth/Register',
    access: 'anonymous',
    summary:
      'Creates an account (with an invitation code when given: 403 where the brand has inviteCode off) and e-mails the confirmation.',
    body: ZRegisterRequest,
    answer: accepted,
  }),
  sendConfirmationEmail: endpoint({
    method: 'GET',
    path: '/api/auth/SendConfirmationEmail/:userId/:newEmail?',
    access: 'any',
    summary:
      'Sends the e-mail confirmation again (to a new address when given): own account or security admin.',
    params: z.object({ userId: zGuid, newEmail: zEmail.optional() }),
    answer: accepted,
  }),
  confirmEmail: endpoint({
    method: 'POST',
    path: '/api/auth/ConfirmEmail',
    access: 'anonymous',
    summary: "Confirms an e-mail address with the link's code.",
    body: ZConfirmEmail,
    answer: accepted,
  }),
  // {key} is part of the spec's path; the api-key header is what authorizes the call.
  getPreLoginUserInfo: endpoint({
    method: 'GET',
    path: '/api/auth/GetPreLoginUserInfo/:key/:email',
    access: 'apiKey',
    summary: 'How an address signs in, for an integrator’s sign-in page.',
    params: z.object({ key: z.string().max(200), email: zEmail }),
    answer: json<TPreLoginInfo>('TPreLoginInfo'),
  }),
  sendEmailPasscode: endpoint({
    method: 'GET',
    path: '/api/auth/SendEmailPasscode/:email',
    access: 'anonymous',
    summary:
      'E-mails a sign-in code when the address is registered; the answer is the same either way.',
    params: ZEmailOnly,
    answer: accepted,
  }),
  verifyPasscode: endpoint({
    method: 'POST',
    path: '/api/auth/VerifyPasscode',
    access: 'anonymous',
    summary: 'Whether an e-mailed code is right (it is used up when it is).',
    body: ZVerifyPasscode,
    answer: json<{ ok: boolean }>('{ ok: boolean }'),
  }),
  // A failure of the encryption answers an empty string (error catalogue).
  encrypt: endpoint({
    method: 'POST',
    path: '/api/auth/Encrypt',
    access: 'anonymous',
    summary:
      'Encrypts text (AES-256-GCM) for a sign-in or registration redirect; an empty text when it fails.',
    body: ZEncryptRequest,
    answer: text,
  }),
};

/**
 * The sign-in page's calls on the identity provider's interaction, which must be the one of the
 * browser's interaction cookie.
 */
export const authInteractionApi = {
  interaction: endpoint({
    method: 'GET',
    path: '/api/auth/interaction/:uid',
    access: 'anonymous',
    summary: 'The sign-in interaction of this browser: its prompt, hint and awaited second factor.',
    params: zUidParams,
    answer: json<TInteractionInfo>('TInteractionInfo'),
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/interaction/:uid/login',
    access: 'anonymous',
    summary: 'Signs in with e-mail and password; a texted code may be asked next.',
    params: zUidParams,
    body: ZInteractionLogin,
    answer: signInAnswer,
  }),
  passcode: endpoint({
    method: 'POST',
    path: '/api/auth/interaction/:uid/passcode',
    access: 'anonymous',
    summary: 'Signs in with an e-mailed code (feature passcodeLogin).',
    params: zUidParams,
    body: ZInteractionPasscode,
    answer: signInAnswer,
  }),
  secondFactor: endpoint({
    method: 'POST',
    path: '/api/auth/interaction/:uid/mfa',
    access: 'anonymous',
    summary: 'Completes a sign-in with the texted code of the second factor.',
    params: zUidParams,
    body: ZSecondFactorCode,
    answer: signInAnswer,
  }),
  // The spec's path, outside /api/auth; it reads the browser's interaction cookie.
  loginWith2fa: endpoint({
    method: 'GET',
    path: '/api/account/LoginWith2fa',
    access: 'anonymous',
    summary:
      "Whether this browser's sign-in awaits a texted code, and the page where it is entered.",
    query: ZLoginWith2faQuery,
    answer: json<TSecondFactorStatus>('TSecondFactorStatus'),
  }),
};

/**
 * Invitation codes: the anonymous look-ups before registering, redemption by a signed-in
 * person (both closed with the brand's `inviteCode` flag), and the security admins' management
 * of the brand's codes (open whatever the flag: docs/decisions.md).
 */
export const inviteCodeApi = {
  getInviteCodeWithStatus: endpoint({
    method: 'GET',
    path: '/api/auth/GetInviteCodeWithStatus/:code',
    access: 'anonymous',
    feature: 'inviteCode',
    summary: 'A code of this brand with whether it can still be used.',
    params: zCodeParams,
    answer: json<TInviteCodeWithStatus>('TInviteCodeWithStatus'),
  }),
  getUserRegistrationByInviteCode: endpoint({
    method: 'GET',
    path: '/api/auth/GetUserRegistrationByInviteCode/:code',
    access: 'anonymous',
    feature: 'inviteCode',
    summary: 'What registering with a code gives, for the invitation page.',
    params: zCodeParams,
    answer: json<TInviteRegistration>('TInviteRegistration'),
  }),
  redeemInviteCode: endpoint({
    method: 'POST',
    path: '/api/auth/RedeemInviteCode/:code',
    access: 'any',
    feature: 'inviteCode',
    summary: "Applies a code to the caller's account.",
    params: zCodeParams,
    answer: json<TInviteRedemption>('TInviteRedemption'),
  }),
  search: endpoint({
    method: 'GET',
    path: '/api/auth/invitecodes',
    access: 'securityAdmin',
    summary: "The brand's codes, newest first.",
    query: ZInviteCodeSearchQuery,
    answer: json<PagedResult<TInviteCode>>('PagedResult<TInviteCode>'),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/auth/invitecodes',
    access: 'securityAdmin',
    summary: 'Creates a code of the brand (every field has a default: no body is a plain code).',
    body: ZInviteCodeCreate.prefault({}),
    answer: inviteCode,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/auth/invitecodes/:id',
    access: 'securityAdmin',
    summary: 'One code of the brand with its uses.',
    params: zIdParams,
    answer: json<TInviteCodeDetail>('TInviteCodeDetail'),
  }),
  deactivate: endpoint({
    method: 'POST',
    path: '/api/auth/invitecodes/:id/deactivate',
    access: 'securityAdmin',
    summary: 'Stops a code from being used.',
    params: zIdParams,
    answer: inviteCode,
  }),
};
