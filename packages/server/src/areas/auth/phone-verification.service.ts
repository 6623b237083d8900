import { HttpError } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../identity/passwords';
import { TEMPLATE_CODES } from '../../mail/templates/builtin-templates';
import { TOKEN_PURPOSES, newPasscode, storeToken } from './account-tokens';
import { countPasscodeTry, findOpenPasscode } from './account-tokens.store';
import { AUDIT_ACTIONS, recordAudit, auditSource } from '../../shared/audit';
import { ACCEPTED, type Accepted } from './auth-context';
import { queueAccountMail } from './auth-mail';
import { findUserById } from '../../identity/identity-users.store';
import { setConfirmedPhone } from './auth.store';
import { PASSCODE_MAX_ATTEMPTS, samePhone } from './passcode.service';
import type { RequestContext } from '../../shared/request-context';

/**
 * Texts a 6-digit code to a phone number so its owner can prove it is theirs (the spec's
 * confirmSms). Like a sign-in code: 10 minutes, single use, 5 tries, stored as an argon2 hash.
 */
export async function sendPhoneVerification(
  ctx: RequestContext,
  userId: string,
  phone: string,
): Promise<Accepted> {
  const user = await findUserById(ctx.db, userId);
  if (!user)
    throw new HttpError(404, { key: 'errors.auth.userIdNotFound', values: { id: userId } });
  const code = newPasscode();
  const tokenHash = await hashPassword(code);
  await ctx.db.transaction().execute(async (db) => {
    await storeToken(db, {
      userId,
      purpose: TOKEN_PURPOSES.smsVerification,
      tokenHash,
      phoneNumber: phone,
      now: ctx.now,
    });
    await queueAccountMail(db, {
      brand: ctx.brand,
      origin: ctx.origin,
      to: phone,
      sms: true,
      userId,
      name: user.first_name,
      template: TEMPLATE_CODES.smsVerification,
      data: { code },
      reason: 'phone number verification',
    });
    await recordAudit(db, {
      ...auditSource(ctx),
      action: AUDIT_ACTIONS.phoneCodeSent,
      subjectUserId: userId,
    });
  });
  return ACCEPTED;
}

/**
 * Checks a verification code for the number it was sent to. On success the number becomes the
 * account's phone number, which SMS sign-in codes then go to. Each wrong guess counts.
 */
export async function checkPhoneVerification(
  ctx: RequestContext,
  input: { userId: string; phone: string; code: string },
): Promise<{ ok: boolean }> {
  const token = /^\d{6}$/.test(input.code)
    ? await findOpenPasscode(
        ctx.db,
        input.userId,
        TOKEN_PURPOSES.smsVerification,
        ctx.now,
        PASSCODE_MAX_ATTEMPTS,
      )
    : undefined;
  if (!token || !samePhone(token.phone_number, input.phone)) return { ok: false };
  const matches = await verifyPassword(token.token_hash, input.code);
  const ok = await ctx.db.transaction().execute(async (db) => {
    const counted = await countPasscodeTry(db, token.id, {
      matches,
      now: ctx.now,
      maxAttempts: PASSCODE_MAX_ATTEMPTS,
    });
    const accepted = matches && counted;
    if (accepted) {
      // Proven now: sign-in codes and the second factor may go to it.
      await setConfirmedPhone(db, input.userId, token.phone_number, ctx.now);
    }
    await recordAudit(db, {
      ...auditSource(ctx),
      action: accepted ? AUDIT_ACTIONS.phoneVerified : AUDIT_ACTIONS.phoneRefused,
      subjectUserId: input.userId,
    });
    return accepted;
  });
  return { ok };
}
