import { BRANDS } from '../brands/brands';
import type { BrandKey } from '../brands/types';
import { DEFAULT_PAGE_NAME, type AppPage } from '../domain/app-config';
import { lookupPageText } from '../domain/page-text';

/** Name of the default-page text that overrides a brand's `selfRegistrationRole`. */
export const SELF_REGISTRATION_ROLE_TEXT_NAME = 'self-registration-role';

/**
 * The claims a self-registration role may carry: what a person may do for themself. A role with
 * any other claim (staff, admin) is never given this way, so the page text cannot hand a stranger
 * more than a participant's rights.
 */
export const SELF_REGISTRATION_CLAIMS: readonly string[] = [
  'participant',
  'tractionPlan',
  'profile',
  'profileV2',
];

/** True when every claim type of the role is one a person may get by registering. */
export function isSelfServiceRole(claimTypes: readonly string[]): boolean {
  const allowed = new Set(SELF_REGISTRATION_CLAIMS.map((c) => c.toLowerCase()));
  return claimTypes.every((type) => allowed.has(type.toLowerCase()));
}

/** The text value that turns the default role off in a brand. */
export const NO_SELF_REGISTRATION_ROLE = 'none';

/**
 * The role a person who registers without an invite code gets in this brand: the default page's
 * `self-registration-role` text when it is set ('none' gives no role), else the brand's default.
 */
export function selfRegistrationRoleFrom(
  pages: readonly AppPage[],
  brand: BrandKey,
): string | null {
  const configured = lookupPageText(
    pages,
    DEFAULT_PAGE_NAME,
    SELF_REGISTRATION_ROLE_TEXT_NAME,
  )?.value?.trim();
  if (!configured) return BRANDS[brand].selfRegistrationRole;
  return configured.toLowerCase() === NO_SELF_REGISTRATION_ROLE ? null : configured;
}
