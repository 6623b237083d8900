import { TOKEN_PURPOSES, newPasscode, storeToken, type PasscodePurpose } from './account-tokens';
import { countPasscodeTry, findOpenPasscode } from './account-tokens.store';
import { AUDIT_ACTIONS, recordAudit, type AuditAction, auditSource } from '../../shared/audit';
import { ACCEPTED, type Accepted } from './auth-context';
import { queueAccountMail } from './auth-mail';
import {
  findUserByEmail,
  findUserById,
  type IdentityUser,
} from '../../identity/identity-users.store';
import { hashPassword, verifyPassword } from '../../identity/passwords';
import { TEMPLATE_CODES } from '../../mail/templates/builtin-templates';
import type { RequestContext } from '../../shared/request-context';

/** Wrong guesses a passcode survives; the next guess ends it. */
export const PASSCODE_MAX_ATTEMPTS = 5;

/** Where a sign-in code goes: the account's e-mail, or (by SMS) its verified phone number. */
export type PasscodeChannel = { sms: string } | 'email';

/** The same number however it is written: its digits, without a leading US country code. */
export function samePhone(a: string | null, b: string): boolean {
  const digits = (text: string) => text.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return a !== null && digits(a) !== '' && digits(a) === digits(b);
}

/**
 * Stores a new 6-digit code of a purpose (retiring the earlier ones) and hands it to `send`, in
 * one transaction. Six digits would fall to an offline search in a second, so the code is
 * stored as an argon2 hash.
 */
async function issueCode(
  ctx: RequestContext,
  user: IdentityUser,
  purpose: PasscodePurpose,
  send: (tx: RequestContext, code: string) => Promise<unknown>,
): Promise<void> {
  const code = newPasscode();
  const tokenHash = await hashPassword(code);
  await ctx.db.transaction().execute(async (db) => {
    await storeToken(db, { userId: user.id, purpose, tokenHash, now: ctx.now });
    await send({ ...ctx, db }, code);
  });
}

/**
 * Sends a 6-digit sign-in code (10 minutes, single use) to a registered address, or by SMS to
 * the account's own phone number. The answer is the same for an unknown address or a phone
 * number that is not the account's.
 */
export async function issuePasscode(
  ctx: RequestContext,
  email: string,
  channel: PasscodeChannel = 'email',
): Promise<Accepted> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return ACCEPTED;
  if (channel !== 'email' && !samePhone(user.phone_number, channel.sms)) return ACCEPTED;
  await issueCode(ctx, user, TOKEN_PURPOSES.passcode, async (tx, code) => {
    const mail = {
      brand: ctx.brand,
      origin: ctx.origin,
      userId: user.id,
      name: user.first_name,
      template: TEMPLATE_CODES.signInPasscode,
      data: { code },
      reason: 'sign-in passcode',
    };
    await queueAccountMail(
      tx.db,
      channel === 'email' ? { ...mail, to: user.email } : { ...mail, to: channel.sms, sms: true },
    );
    await recordAudit(tx.db, {
      ...auditSource(ctx),
      action: AUDIT_ACTIONS.passcodeIssued,
      subjectUserId: user.id,
      details: { channel: channel === 'email' ? 'email' : 'sms' },
    });
  });
  return ACCEPTED;
}

/**
 * Texts the second-factor code of a sign-in to the user's confirmed phone, through the outbox
 * as an SMS message (held there until an SMS transport is configured).
 */
export async function issueSmsPasscode(
  ctx: RequestContext,
  user: IdentityUser & { phone_number: string },
): Promise<void> {
  await issueCode(ctx, user, TOKEN_PURPOSES.mfaPasscode, async (tx, code) => {
    await queueAccountMail(tx.db, {
      brand: ctx.brand,
      origin: ctx.origin,
      to: user.phone_number,
      sms: true,
      userId: user.id,
      name: user.first_name,
      template: TEMPLATE_CODES.signInPasscode,
      data: { code },
      reason: 'sign-in second factor',
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
  ctx: RequestContext,
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
  ctx: RequestContext,
  email: string,
  code: string,
): Promise<PasscodeResult> {
  return checkCode(ctx, await findUserByEmail(ctx.db, email), TOKEN_PURPOSES.passcode, code);
}

/** Checks the texted second-factor code of a user. */
export async function verifySmsPasscode(
  ctx: RequestContext,
  userId: string,
  code: string,
): Promise<PasscodeResult> {
  return checkCode(ctx, await findUserById(ctx.db, userId), TOKEN_PURPOSES.mfaPasscode, code);
}
