import { HttpError, notFound } from '../../http/errors';
import {
  LINK_EXPIRED,
  TOKEN_PURPOSES,
  findOpenLinkToken,
  hashLinkCode,
  newLinkCode,
  storeToken,
} from './account-tokens';
import { consumeToken } from './account-tokens.store';
import { AUDIT_ACTIONS, recordAudit, auditSource } from '../../shared/audit';
import { ACCEPTED, policyError, type Accepted } from './auth-context';
import { queueAccountMail } from './auth-mail';
import { TEMPLATE_CODES } from '../../mail/templates/builtin-templates';
import {
  findUserByEmail,
  findUserById,
  normalizeEmail,
  type IdentityUser,
} from '../../identity/identity-users.store';
import {
  claimTypesOfRole,
  confirmAddress,
  insertRegistration,
  setPendingEmail,
} from './auth.store';
import { checkPasswordPolicy } from './password-policy';
import { hashPassword } from '../../identity/passwords';
import { isSelfServiceRole, selfRegistrationRoleFrom } from '@portal/core';
import { applyInviteCode, usableInviteCode } from '../invite-code/invite-code.service';
import { findRoles, grantRoles } from '../invite-code/invite-code.service';
import { findPages } from '../webconfig/webconfig.service';
import type { RequestContext } from '../../shared/request-context';

export type Registration = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Applied with the registration, atomically; an unusable code refuses it (422). */
  inviteCode?: string | undefined;
};

export const ALREADY_CONFIRMED = 'errors.auth.alreadyConfirmed';
export const ADDRESS_TAKEN = 'errors.auth.addressTaken';

const confirmLink = (ctx: RequestContext, userId: string, code: string) =>
  `${ctx.origin}/redirect/emailconfirmed/${userId}/${code}`;

/** Issues a confirmation code and queues the link to `to`, in the caller's transaction. */
async function sendConfirmation(
  ctx: RequestContext,
  user: { id: string; firstName: string | null },
  to: string,
  newEmail: string | null,
): Promise<void> {
  const code = newLinkCode();
  await storeToken(ctx.db, {
    userId: user.id,
    purpose: TOKEN_PURPOSES.confirmEmail,
    tokenHash: hashLinkCode(code),
    newEmail,
    now: ctx.now,
  });
  await queueAccountMail(ctx.db, {
    brand: ctx.brand,
    to,
    userId: user.id,
    origin: ctx.origin,
    name: user.firstName,
    template: TEMPLATE_CODES.emailConfirmation,
    data: { link: confirmLink(ctx, user.id, code) },
    reason: 'email confirmation',
  });
  await recordAudit(ctx.db, {
    ...auditSource(ctx),
    action: AUDIT_ACTIONS.confirmationSent,
    subjectUserId: user.id,
    details: { changingEmail: newEmail !== null },
  });
}

/** Tells the owner of a registered address that someone tried to register it again. */
async function noticeExisting(ctx: RequestContext, existing: IdentityUser): Promise<void> {
  await queueAccountMail(ctx.db, {
    brand: ctx.brand,
    to: existing.email,
    userId: existing.id,
    origin: ctx.origin,
    name: existing.first_name,
    template: TEMPLATE_CODES.registerExisting,
    reason: 'registration with a registered address',
  });
  await recordAudit(ctx.db, {
    ...auditSource(ctx),
    action: AUDIT_ACTIONS.registerExisting,
    subjectUserId: existing.id,
  });
}

/**
 * Without an invite code a person gets the brand's self-registration role (docs/decisions.md,
 * "Self-service 360"); a role name that no role has gives nothing, as an invite code's does,
 * and so does a role with a claim beyond a participant's (`isSelfServiceRole`).
 */
async function grantSelfRegistrationRole(ctx: RequestContext, userId: string): Promise<void> {
  const name = selfRegistrationRoleFrom(await findPages(ctx.db, ctx.brand), ctx.brand);
  if (!name) return;
  const [role] = await findRoles(ctx.db, [name]);
  if (!role) return;
  if (!isSelfServiceRole(await claimTypesOfRole(ctx.db, role.id))) return;
  await grantRoles(ctx.db, userId, [role.id], ctx.now);
}

/**
 * Registers a person: an identity user with an unconfirmed address and a Regular account in
 * the brand, plus the confirmation e-mail. An address already registered gets the same answer
 * and a notice by e-mail instead, so the call reveals nothing about who has an account (the
 * invite code is then left unused).
 */
export async function register(ctx: RequestContext, input: Registration): Promise<Accepted> {
  const invite =
    input.inviteCode === undefined ? undefined : await usableInviteCode(ctx, input.inviteCode);
  const errors = await checkPasswordPolicy(input.password, { email: input.email });
  if (errors.length > 0) throw policyError('password', errors);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction().execute(async (db) => {
    const tx = { ...ctx, db };
    const created = await insertRegistration(db, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
      brand: ctx.brand,
      now: ctx.now,
    });
    if (!created) {
      const existing = await findUserByEmail(db, input.email);
      if (existing) await noticeExisting(tx, existing);
      return;
    }
    if (invite) await applyInviteCode(tx, invite, created, 'registration');
    else await grantSelfRegistrationRole(tx, created.userId);
    await recordAudit(db, {
      ...auditSource(ctx),
      action: AUDIT_ACTIONS.registered,
      subjectUserId: created.userId,
      details: { userAccountId: created.userAccountId },
    });
    const user = { id: created.userId, firstName: input.firstName };
    await sendConfirmation(tx, user, input.email, null);
  });
  return ACCEPTED;
}

/**
 * Sends a new confirmation link: for the current address, or for `newEmail`, which replaces
 * the address once confirmed. A new address held by another account gets a notice instead.
 */
export async function sendConfirmationEmail(
  ctx: RequestContext,
  userId: string,
  newEmail?: string,
): Promise<Accepted> {
  await ctx.db.transaction().execute(async (db) => {
    const tx = { ...ctx, db };
    const user = await findUserById(db, userId);
    if (!user) throw notFound('errors.common.userNotFound');
    const person = { id: user.id, firstName: user.first_name };
    const changing = newEmail !== undefined && normalizeEmail(newEmail) !== user.normalized_email;
    if (!changing) {
      if (user.email_confirmed) throw new HttpError(400, ALREADY_CONFIRMED);
      await sendConfirmation(tx, person, user.email, null);
      return;
    }
    const holder = await findUserByEmail(db, newEmail);
    if (holder) {
      await noticeExisting(tx, holder);
      return;
    }
    await setPendingEmail(db, user.id, newEmail, ctx.now);
    await sendConfirmation(tx, person, newEmail, newEmail);
  });
  return ACCEPTED;
}

/** Confirms the address (or moves to the pending new one) with a code from the e-mail. */
export async function confirmEmail(
  ctx: RequestContext,
  input: { userId: string; code: string },
): Promise<Accepted> {
  await ctx.db.transaction().execute(async (db) => {
    const token = await findOpenLinkToken(db, TOKEN_PURPOSES.confirmEmail, input.code, ctx.now);
    const user = token?.user_id === input.userId ? await findUserById(db, input.userId) : undefined;
    if (!token || !user || !(await consumeToken(db, token.id, ctx.now))) {
      throw new HttpError(400, LINK_EXPIRED);
    }
    const newEmail = token.new_email;
    if (newEmail !== null) {
      const holder = await findUserByEmail(db, newEmail);
      if (holder && holder.id !== user.id) throw new HttpError(400, ADDRESS_TAKEN);
    }
    await confirmAddress(db, user, newEmail, ctx.now);
    await recordAudit(db, {
      ...auditSource(ctx),
      action: newEmail === null ? AUDIT_ACTIONS.emailConfirmed : AUDIT_ACTIONS.emailChanged,
      subjectUserId: user.id,
      ...(newEmail === null ? {} : { details: { from: user.email, to: newEmail } }),
    });
  });
  return ACCEPTED;
}
