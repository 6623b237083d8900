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
import { findUserByEmail, type IdentityUser } from './auth.store';
import { hashPassword, verifyPassword } from '../../identity/passwords';

/** Wrong guesses a passcode survives; the next guess ends it. */
export const PASSCODE_MAX_ATTEMPTS = 5;

/**
 * E-mails a 6-digit sign-in code (10 minutes, single use) to a registered address. Six digits
 * would fall to an offline search in a second, so the code is stored as an argon2 hash. The
 * answer is the same for an unknown address.
 */
export async function issuePasscode(ctx: AuthContext, email: string): Promise<Accepted> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return ACCEPTED;
  const code = newPasscode();
  const tokenHash = await hashPassword(code);
  await ctx.db.transaction().execute(async (db) => {
    await storeToken(db, {
      userId: user.id,
      purpose: TOKEN_PURPOSES.passcode,
      tokenHash,
      now: ctx.now,
    });
    await queueAccountMail(db, {
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
    await recordAudit(db, {
      ...auditSource(ctx),
      action: AUDIT_ACTIONS.passcodeIssued,
      subjectUserId: user.id,
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
