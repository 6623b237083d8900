import type { Kysely } from 'kysely';
import { isTokenDerivedClaimType, type BrandKey, type Claim, type Session } from '@portal/core';
import type { Database } from '../../db/schema';

/** What the provider puts in tokens about a person, for one brand. */
export type OidcAccount = {
  userId: string;
  email: string;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  roles: string[];
  /** Claims of the user and of the user's roles; a user claim may expire. */
  claims: Array<Claim & { expiresAt: Date | null }>;
  lockoutEnd: Date | null;
  /** The user's account in the brand: the token's derived `userAccountId` claim. */
  userAccountId: string | null;
  /** Set when these are the tokens of an admin impersonating this user: the admin's id. */
  originalUserId?: string;
};

/** The e-mail as identity_user.normalized_email stores it. */
export const normalizedEmail = (email: string) => email.trim().toUpperCase();

export const isLockedOut = (lockoutEnd: Date | null, now = new Date()) =>
  lockoutEnd !== null && lockoutEnd.getTime() > now.getTime();

async function rolesAndClaims(db: Kysely<Database>, userId: string) {
  const roles = await db
    .selectFrom('user_role as ur')
    .innerJoin('role as r', 'r.id', 'ur.role_id')
    .select(['r.id', 'r.name'])
    .where('ur.user_id', '=', userId)
    .orderBy('r.name')
    .execute();
  const roleClaims =
    roles.length === 0
      ? []
      : await db
          .selectFrom('role_claim')
          .select(['claim_type', 'claim_value'])
          .where(
            'role_id',
            'in',
            roles.map((r) => r.id),
          )
          .execute();
  const userClaims = await db
    .selectFrom('user_claim')
    .select(['claim_type', 'claim_value', 'expires_at'])
    .where('user_id', '=', userId)
    .execute();
  // Stored copies of claims the tokens derive are ignored: they could be stale or forged.
  const claims = [
    ...roleClaims.map((c) => ({ type: c.claim_type, value: c.claim_value, expiresAt: null })),
    ...userClaims.map((c) => ({
      type: c.claim_type,
      value: c.claim_value,
      expiresAt: c.expires_at,
    })),
  ].filter((c) => !isTokenDerivedClaimType(c.type));
  const unique = new Map(claims.map((c) => [`${c.type}\u0000${c.value}`, c]));
  return { roles: roles.map((r) => r.name), claims: [...unique.values()] };
}

/** The account of a user in a brand (names of the brand's user account when it has one). */
export async function loadOidcAccount(
  db: Kysely<Database>,
  userId: string,
  brand: BrandKey,
): Promise<OidcAccount | undefined> {
  const user = await db
    .selectFrom('identity_user as u')
    .leftJoin('user_account as a', (join) =>
      join.onRef('a.user_id', '=', 'u.id').on('a.app_name', '=', brand),
    )
    .select([
      'u.id',
      'u.email',
      'u.email_confirmed',
      'u.lockout_end',
      'u.first_name',
      'u.last_name',
      'a.first_name as account_first_name',
      'a.last_name as account_last_name',
      'a.id as account_id',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  return {
    userId: user.id,
    email: user.email,
    emailVerified: user.email_confirmed,
    givenName: user.account_first_name ?? user.first_name,
    familyName: user.account_last_name ?? user.last_name,
    lockoutEnd: user.lockout_end,
    userAccountId: user.account_id,
    ...(await rolesAndClaims(db, user.id)),
  };
}

/** The account as the access rules see it: claims not expired at `now`. */
export function sessionOfAccount(account: OidcAccount, now = new Date()): Session {
  return {
    userId: account.userId,
    email: account.email,
    emailVerified: account.emailVerified,
    roles: account.roles,
    claims: account.claims
      .filter((c) => !c.expiresAt || c.expiresAt.getTime() > now.getTime())
      .map(({ type, value }) => ({ type, value })),
  };
}
