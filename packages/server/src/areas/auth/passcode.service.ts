import { getBrand, MessageType } from '@portal/core';
import {
  TOKEN_PURPOSES,
  countPasscodeTry,
  findOpenPasscode,
  newPasscode,
  storeToken,
  type PasscodePurpose,
} from './account-tokens';
import { AUDIT_ACTIONS, recordAudit, type AuditAction } from './audit';
import { ACCEPTED, auditSource, type Accepted, type AuthContext } from './auth-context';
import { queueAccountMail } from './auth-mail';
import { findUserByEmail, findUserById, type IdentityUser } from './auth.store';
import { hashPassword, verifyPassword } from '../../identity/passwords';
import { queueMessage } from '../../mail/outbox';

/** Wrong guesses a passcode survives; the next guess ends it. */
export const PASSCODE_MAX_ATTEMPTS = 5;

/**
 * Stores a new 6-digit code of a purpose (retiring the earlier ones) and hands it to `send`, in
 * one transaction. Six digits would fall to an offline search in a second, so the code is
 * stored as an argon2 hash.
 */
async function issueCode(
  ctx: AuthContext,
  user: IdentityUser,
  purpose: PasscodePurpose,
  send: (tx: AuthContext, code: string) => Promise<unknown>,
): Promise<void> {
  const code = newPasscode();
  const tokenHash = await hashPassword(code);
  await ctx.db.transaction().execute(async (db) => {
    await storeToken(db, { userId: user.id, purpose, tokenHash, now: ctx.now });
    await send({ ...ctx, db }, code);
  });
}

/**
 * E-mails a 6-digit sign-in code (10 minutes, single use) to a registered address. The answer
 * is the same for an unknown address.
 */
export async function issuePasscode(ctx: AuthContext, email: string): Promise<Accepted> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return ACCEPTED;
  await issueCode(ctx, user, TOKEN_PURPOSES.passcode, async (tx, code) => {
    await queueAccountMail(tx.db, {
      brand: ctx.brand,
      to: user.email,
      userId: user.id,
      name: user.first_name,
      subject: `Your sign-in code: ${code}`,
      lines: [
        `Your sign-in code is ${code}. It works once, for 10 minutes.`,
        'If you did not ask for it, ignore this message.',
      ],
      reason: 'sign-in passcode',
    });
    await recordAudit(tx.db, {
      ...auditSource(ctx),
      action: AUDIT_ACTIONS.passcodeIssued,
      subjectUserId: user.id,
    });
  });
  return ACCEPTED;
}

/**
 * Texts the second-factor code of a sign-in to the user's confirmed phone, through the outbox
 * as an SMS message (held there until an SMS transport is configured).
 */
export async function issueSmsPasscode(
  ctx: AuthContext,
  user: IdentityUser & { phone_number: string },
): Promise<void> {
  await issueCode(ctx, user, TOKEN_PURPOSES.mfaPasscode, async (tx, code) => {
    await queueMessage(tx.db, {
      appName: ctx.brand,
      messageType: MessageType.SMS,
      recipient: user.phone_number,
      subject: `${getBrand(ctx.brand).displayName} sign-in code`,
      bodyText: `${code} is your ${getBrand(ctx.brand).displayName} sign-in code. It works once, for 10 minutes.`,
      comment: 'sign-in second factor',
      entityType: 'identity_user',
      entityId: user.id,
      userId: user.id,
    });
    await recordAudit(tx.db, {
      ...auditSource(ctx),
      action: AUDIT_ACTIONS.mfaCodeSent,
      subjectUserId: user.id,
    });
  });
}

export type PasscodeResult = { ok: true; user: IdentityUser } | { ok: false };

const AUDITED: Record<PasscodePurpose, { accepted: AuditAction; refused: AuditAction }> = {
  passcode: { accepted: AUDIT_ACTIONS.passcodeAccepted, refused: AUDIT_ACTIONS.passcodeRefused },
  'mfa-passcode': { accepted: AUDIT_ACTIONS.mfaAccepted, refused: AUDIT_ACTIONS.mfaRefused },
};

/**
 * Checks a code against the latest open code of a purpose: true once. Each wrong guess counts;
 * after PASSCODE_MAX_ATTEMPTS the code is dead even if the right one follows.
 */
async function checkCode(
  ctx: AuthContext,
  user: IdentityUser | undefined,
  purpose: PasscodePurpose,
  code: string,
): Promise<PasscodeResult> {
  if (!user || !/^\d{6}$/.test(code)) return { ok: false };
  const token = await findOpenPasscode(ctx.db, user.id, purpose, ctx.now, PASSCODE_MAX_ATTEMPTS);
  if (!token) return { ok: false };
  const matches = await verifyPassword(token.token_hash, code);
  const updated = await countPasscodeTry(ctx.db, token.id, {
    matches,
    now: ctx.now,
    maxAttempts: PASSCODE_MAX_ATTEMPTS,
  });
  const ok = matches && updated;
  await recordAudit(ctx.db, {
    ...auditSource(ctx),
    action: ok ? AUDITED[purpose].accepted : AUDITED[purpose].refused,
    subjectUserId: user.id,
  });
  return ok ? { ok: true, user } : { ok: false };
}

/** Checks an e-mailed sign-in code of an address. */
export async function verifyPasscode(
  ctx: AuthContext,
  email: string,
  code: string,
): Promise<PasscodeResult> {
  return checkCode(ctx, await findUserByEmail(ctx.db, email), TOKEN_PURPOSES.passcode, code);
}

/** Checks the texted second-factor code of a user. */
export async function verifySmsPasscode(
  ctx: AuthContext,
  userId: string,
  code: string,
): Promise<PasscodeResult> {
  return checkCode(ctx, await findUserById(ctx.db, userId), TOKEN_PURPOSES.mfaPasscode, code);
}
