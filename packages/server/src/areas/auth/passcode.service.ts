import {
  TOKEN_PURPOSES,
  countPasscodeTry,
  findOpenPasscode,
  newPasscode,
  storeToken,
} from './account-tokens';
import { AUDIT_ACTIONS, recordAudit } from './audit';
import { ACCEPTED, auditSource, type Accepted, type AuthContext } from './auth-context';
import { queueAccountMail } from './auth-mail';
import { TEMPLATE_CODES } from '../../mail/templates/builtin-templates';
import { findUserByEmail, type IdentityUser } from './auth.store';
import { hashPassword, verifyPassword } from '../../identity/passwords';

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
 * Sends a 6-digit sign-in code (10 minutes, single use) to a registered address, or by SMS to
 * the account's own phone number. Six digits would fall to an offline search in a second, so the
 * code is stored as an argon2 hash. The answer is the same for an unknown address or a phone
 * number that is not the account's.
 */
export async function issuePasscode(
  ctx: AuthContext,
  email: string,
  channel: PasscodeChannel = 'email',
): Promise<Accepted> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return ACCEPTED;
  if (channel !== 'email' && !samePhone(user.phone_number, channel.sms)) return ACCEPTED;
  const code = newPasscode();
  const tokenHash = await hashPassword(code);
  await ctx.db.transaction().execute(async (db) => {
    await storeToken(db, {
      userId: user.id,
      purpose: TOKEN_PURPOSES.passcode,
      tokenHash,
      now: ctx.now,
    });
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
      db,
      channel === 'email' ? { ...mail, to: user.email } : { ...mail, to: channel.sms, sms: true },
    );
    await recordAudit(db, {
      ...auditSource(ctx),
      action: AUDIT_ACTIONS.passcodeIssued,
      subjectUserId: user.id,
      details: { channel: channel === 'email' ? 'email' : 'sms' },
    });
  });
  return ACCEPTED;
}

export type PasscodeResult = { ok: true; user: IdentityUser } | { ok: false };

/**
 * Checks a sign-in code: true once for the latest open code of the address. Each wrong guess
 * counts; after PASSCODE_MAX_ATTEMPTS the code is dead even if the right one follows.
 */
export async function verifyPasscode(
  ctx: AuthContext,
  email: string,
  code: string,
): Promise<PasscodeResult> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || !/^\d{6}$/.test(code)) return { ok: false };
  const token = await findOpenPasscode(ctx.db, user.id, ctx.now, PASSCODE_MAX_ATTEMPTS);
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
    action: ok ? AUDIT_ACTIONS.passcodeAccepted : AUDIT_ACTIONS.passcodeRefused,
    subjectUserId: user.id,
  });
  return ok ? { ok: true, user } : { ok: false };
}
