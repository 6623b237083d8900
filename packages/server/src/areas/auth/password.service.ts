import { PASSWORD_MESSAGES, type TChangePasswordRequest } from '@portal/core';
import { HttpError, notFound } from '../../http/errors';
import {
  LINK_EXPIRED,
  TOKEN_PURPOSES,
  findOpenLinkToken,
  hashLinkCode,
  newLinkCode,
  storeToken,
} from './account-tokens';
import { consumeToken, retireTokens } from './account-tokens.store';
import { AUDIT_ACTIONS, recordAudit, type AuditAction, auditSource } from '../../shared/audit';
import { ACCEPTED, policyError, type Accepted } from './auth-context';
import { queueAccountMail } from './auth-mail';
import { TEMPLATE_CODES } from '../../mail/templates/builtin-templates';
import {
  findUserByEmail,
  findUserById,
  type IdentityUser,
} from '../../identity/identity-users.store';
import { storePassword } from './auth.store';
import { checkPasswordPolicy, nextPasswordHistory } from './password-policy';
import { hashPassword, verifyPassword } from '../../identity/passwords';
import { endSessions } from '../../identity/revocation';
import type { RequestContext } from '../../shared/request-context';

const previousHashes = (user: IdentityUser) =>
  user.password_hash ? [user.password_hash, ...user.password_history] : user.password_history;

/** Refuses a password that breaks the policy for this user (400 with field errors). */
async function assertAcceptable(user: IdentityUser, password: string, field: string) {
  const errors = await checkPasswordPolicy(password, {
    email: user.email,
    previousHashes: previousHashes(user),
  });
  if (errors.length > 0) throw policyError(field, errors);
}

/**
 * Stores the new password and ends every other session of the user: the provider's sessions and
 * refresh tokens, and the access tokens issued so far (except those of `keepGrant`, the session
 * that changed its own password).
 */
async function replacePassword(
  ctx: RequestContext,
  user: IdentityUser,
  password: string,
  action: AuditAction,
  keepGrant: string | null = null,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await storePassword(ctx.db, user.id, {
    passwordHash,
    history: nextPasswordHistory(previousHashes(user), passwordHash),
    now: ctx.now,
  });
  await endSessions(ctx.db, [user.id], keepGrant);
  await recordAudit(ctx.db, { ...auditSource(ctx), action, subjectUserId: user.id });
}

/**
 * Queues a reset link (1 hour, single use) when the address is registered. The answer is the
 * same either way, so the call does not reveal who has an account.
 */
export async function forgotPassword(ctx: RequestContext, email: string): Promise<Accepted> {
  await ctx.db.transaction().execute(async (db) => {
    const user = await findUserByEmail(db, email);
    if (!user) return;
    const code = newLinkCode();
    await storeToken(db, {
      userId: user.id,
      purpose: TOKEN_PURPOSES.resetPassword,
      tokenHash: hashLinkCode(code),
      now: ctx.now,
    });
    await queueAccountMail(db, {
      brand: ctx.brand,
      to: user.email,
      userId: user.id,
      origin: ctx.origin,
      name: user.first_name,
      template: TEMPLATE_CODES.passwordReset,
      data: { link: `${ctx.origin}/authaccount/resetpassword/${code}` },
      reason: 'password reset',
    });
    await recordAudit(db, {
      ...auditSource(ctx),
      action: AUDIT_ACTIONS.resetRequested,
      subjectUserId: user.id,
    });
  });
  return ACCEPTED;
}

/**
 * Sets a new password with a reset code. A password the policy refuses leaves the code usable;
 * a good one uses it up, with every other open reset link of the user.
 */
export async function resetPassword(
  ctx: RequestContext,
  input: { code: string; password: string },
): Promise<Accepted> {
  const open = await findOpenLinkToken(ctx.db, TOKEN_PURPOSES.resetPassword, input.code, ctx.now);
  const user = open && (await findUserById(ctx.db, open.user_id));
  if (!open || !user) throw new HttpError(400, LINK_EXPIRED);
  await assertAcceptable(user, input.password, 'password');
  await ctx.db.transaction().execute(async (db) => {
    if (!(await consumeToken(db, open.id, ctx.now))) throw new HttpError(400, LINK_EXPIRED);
    await retireTokens(db, user.id, TOKEN_PURPOSES.resetPassword, ctx.now);
    await replacePassword({ ...ctx, db }, user, input.password, AUDIT_ACTIONS.passwordReset);
  });
  return ACCEPTED;
}

/**
 * Changes the signed-in user's password after checking the current one. The session of
 * `keepGrant` (the caller's) goes on; every other one ends.
 */
export async function changePassword(
  ctx: RequestContext,
  userId: string,
  input: TChangePasswordRequest,
  keepGrant: string | null = null,
): Promise<Accepted> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound('errors.common.userNotFound');
  const current = user.password_hash;
  if (!current || !(await verifyPassword(current, input.oldPassword))) {
    throw new HttpError(400, 'errors.auth.wrongOldPassword', [
      { field: 'oldPassword', message: PASSWORD_MESSAGES.wrongOld },
    ]);
  }
  await assertAcceptable(user, input.newPassword, 'newPassword');
  await ctx.db.transaction().execute(async (db) => {
    const action = AUDIT_ACTIONS.passwordChanged;
    await replacePassword({ ...ctx, db }, user, input.newPassword, action, keepGrant);
  });
  return ACCEPTED;
}
