import type { Kysely } from 'kysely';
import {
  impersonationRefusal,
  isImpersonateClaimType,
  isSecurityAdmin,
  type BrandKey,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { ensureUserAccount } from '../../areas/useraccount/useraccount-admin.service';
import { isLockedOut, loadOidcAccount, sessionOfAccount, type OidcAccount } from './oidc-account';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whom the tokens of a signed-in user describe. Normally the user itself; when a security admin
 * holds an `impersonate` claim naming another user, that user, marked with the admin's id
 * (`originalUserId`). The rules of starting an impersonation are checked again here, at every
 * token, so an admin who lost the right, a target that became a security admin or was deleted,
 * or an expired claim all end it. Undefined: no tokens (unknown or locked-out user).
 */
export async function resolveTokenSubject(
  db: Kysely<Database>,
  userId: string,
  brand: BrandKey,
  now = new Date(),
): Promise<OidcAccount | undefined> {
  if (!UUID.test(userId)) return undefined;
  const loaded = await loadOidcAccount(db, userId, brand);
  if (!loaded || isLockedOut(loaded.lockoutEnd, now)) return undefined;
  // First sign-in in a brand: the person gets a user account there (see docs/decisions.md).
  const own = loaded.userAccountId
    ? loaded
    : { ...loaded, userAccountId: (await ensureUserAccount(db, brand, userId, now)) ?? null };
  const session = sessionOfAccount(own, now);
  const targetId = session.claims.find((c) => isImpersonateClaimType(c.type))?.value;
  if (!targetId || !isSecurityAdmin(session)) return own;
  const target = UUID.test(targetId) ? await loadOidcAccount(db, targetId, brand) : undefined;
  const targetSession = target ? sessionOfAccount(target, now) : undefined;
  if (!target || impersonationRefusal(own.userId, targetSession) !== null) return own;
  // The target never carries an impersonation of its own into the admin's tokens.
  const claims = target.claims.filter((c) => !isImpersonateClaimType(c.type));
  return { ...target, claims, originalUserId: own.userId };
}
