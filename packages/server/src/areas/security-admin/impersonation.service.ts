import type { ErrorKey } from '@portal/core/i18n';
import {
  IMPERSONATE_CLAIM,
  impersonationRefusal,
  originalUserIdOf,
  type ImpersonationRefusal,
  type Session,
  type TUserClaim,
} from '@portal/core';
import { HttpError } from '../../http/errors';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { loadOidcAccount, sessionOfAccount } from '../../identity/oidc/oidc-account';
import { AUDIT_ACTIONS, recordAudit } from '../../shared/audit';
import { auditSource } from '../../shared/audit';
import { inTransaction, type AdminContext } from './admin-context';
import { removeUserClaimsOfType, upsertUserClaims } from './claim-admin.store';
import { asUserId, IMPERSONATE_OWN_ONLY } from './claim-rules';
import { revokeToken, revokeUserTokens } from '../../identity/revocation';

export const IMPERSONATION_REFUSED: Record<
  ImpersonationRefusal,
  { status: number; message: ErrorKey }
> = {
  missing: { status: 404, message: 'errors.security.impersonateMissing' },
  self: { status: 422, message: 'errors.security.impersonateSelf' },
  securityAdmin: { status: 422, message: 'errors.security.impersonateSecurityAdmin' },
};

/**
 * Starts an impersonation: the admin's own `impersonate` claim names the target. From the next
 * token on, the identity service describes the target (see identity/oidc/token-subject).
 */
export async function startImpersonation(
  ctx: AdminContext,
  input: { userId: string; claimValue: string; expiresAt: Date | null | undefined },
): Promise<TUserClaim> {
  if (asUserId(input.userId) !== asUserId(ctx.session.userId)) {
    throw new HttpError(422, IMPERSONATE_OWN_ONLY);
  }
  if (!(await ctx.featureEnabled('impersonation'))) throw new HttpError(403, NOT_AUTHORIZED);
  const targetId = asUserId(input.claimValue);
  const target = targetId ? await loadOidcAccount(ctx.db, targetId, ctx.brand) : undefined;
  const refusal = impersonationRefusal(
    ctx.session.userId,
    target ? sessionOfAccount(target, ctx.now) : undefined,
  );
  if (refusal || !targetId) {
    const { status, message } = IMPERSONATION_REFUSED[refusal ?? 'missing'];
    throw new HttpError(status, message);
  }
  return inTransaction(ctx, async (tx) => {
    const [claim] = await upsertUserClaims(
      tx.db,
      [tx.session.userId],
      { claimType: IMPERSONATE_CLAIM, claimValue: targetId, expiresAt: input.expiresAt ?? null },
      tx.now,
    );
    await recordAudit(tx.db, {
      ...auditSource(tx),
      action: AUDIT_ACTIONS.impersonationStarted,
      subjectUserId: targetId,
      details: input.expiresAt ? { until: input.expiresAt.toISOString() } : {},
    });
    if (!claim) throw new Error('The impersonate claim was not stored');
    return claim;
  });
}

/**
 * Ends the impersonation of the signed-in person: the original admin of an impersonating
 * session (its originalUserId claim), else the caller itself. True when one was ended. The
 * calling token (`tokenId`) and the admin's earlier tokens are revoked.
 */
export function stopImpersonation(
  ctx: AdminContext,
  session: Session,
  tokenId: string | undefined,
): Promise<boolean> {
  const originalUserId = originalUserIdOf(session) ?? session.userId;
  return inTransaction(ctx, async (tx) => {
    const removed = await removeUserClaimsOfType(tx.db, originalUserId, IMPERSONATE_CLAIM);
    // The impersonating tokens stop at once; the admin's session stays, and its next renewal
    // describes the admin again.
    if (removed.length > 0) {
      await revokeUserTokens(tx.db, originalUserId);
      if (tokenId) await revokeToken(tx.db, tokenId);
    }
    for (const claim of removed) {
      await recordAudit(tx.db, {
        // The admin who impersonated stops, whoever the calling token describes.
        ...auditSource(tx),
        actorUserId: originalUserId,
        action: AUDIT_ACTIONS.impersonationStopped,
        subjectUserId: asUserId(claim.claimValue) ?? null,
      });
    }
    return removed.length > 0;
  });
}
