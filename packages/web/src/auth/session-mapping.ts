import type { Claim, Session } from '@portal/core';

/** The part of an oidc-client-ts `User` the mapping reads. */
export type UserLike = { expired?: boolean; profile: Record<string, unknown> };

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

function rolesOf(value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (Array.isArray(value)) return value.filter((role): role is string => typeof role === 'string');
  return [];
}

function isClaim(value: unknown): value is Claim {
  if (typeof value !== 'object' || value === null) return false;
  const { type, value: claimValue } = value as Record<string, unknown>;
  return typeof type === 'string' && type !== '' && typeof claimValue === 'string';
}

function claimsOf(value: unknown): Claim[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isClaim).map(({ type, value: claimValue }) => ({ type, value: claimValue }));
}

/**
 * The one place where the identity token's profile becomes the core `Session`: `sub`, `email`,
 * `email_verified`, `role` (one or many) and `claims` (a list of `{ type, value }`). An expired
 * user, or one without a subject, is no session at all.
 */
export function toSession(user: UserLike | null | undefined): Session | null {
  if (!user || user.expired) return null;
  const { profile } = user;
  const userId = asText(profile.sub);
  if (userId === '') return null;
  return {
    userId,
    email: asText(profile.email),
    emailVerified: profile.email_verified === true || profile.email_verified === 'true',
    roles: rolesOf(profile.role),
    claims: claimsOf(profile.claims),
  };
}

/**
 * The name to greet the user by: the token's `name`, else given and family name, else the
 * e-mail address; empty without any of them.
 */
export function displayNameOf(profile: Record<string, unknown>): string {
  const name = asText(profile.name).trim();
  if (name !== '') return name;
  const parts = [asText(profile.given_name), asText(profile.family_name)].map((part) =>
    part.trim(),
  );
  const joined = parts.filter((part) => part !== '').join(' ');
  return joined !== '' ? joined : asText(profile.email).trim();
}
