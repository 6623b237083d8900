import type { Kysely } from 'kysely';
import { employeeDomainsFrom, isEmployee, type BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';
import { findPages } from '../webconfig/webconfig.service';
import { findUserByEmail } from '../../identity/identity-users.store';

/** The spec's pre-login info: how the sign-in page should offer to sign this address in. */
export type PreLoginInfo = {
  /** The user's provider ('local' for e-mail and password), null when not registered. */
  loginProvider: string | null;
  isEmployee: boolean;
  /** Signs in through an external provider. */
  isExternal: boolean;
  hasEmailPassword: boolean;
};

export async function preLoginInfo(
  db: Kysely<Database>,
  brand: BrandKey,
  email: string,
): Promise<PreLoginInfo> {
  const [user, pages] = await Promise.all([findUserByEmail(db, email), findPages(db, brand)]);
  const provider = user?.provider ?? null;
  return {
    loginProvider: provider,
    isEmployee: isEmployee(email, employeeDomainsFrom(pages)),
    isExternal: provider !== null && provider !== 'local',
    hasEmailPassword: Boolean(user?.password_hash),
  };
}
