import type { Kysely } from 'kysely';
import { ALL_PEOPLE, satisfies, type BrandKey, type Session } from '@portal/core';
import type { Database } from '../../db/schema';
import { visibleAccountIds } from '../crmaccount/crmaccount.policy';
import { listCoacheeIds } from './usergroup-access.store';

/**
 * THE relation "coaches this person" that plans and 360 profiles narrow their coach rights to:
 * the members of the groups the coach trains or leads, and the people of the accounts the coach
 * administers or trains (with their child accounts). Security admins and global data access
 * reach everyone. The coach's claims are checked by the caller (profile access, derived.ts).
 */
export type Coachees = 'all' | ReadonlySet<string>;

export async function coacheesOf(
  db: Kysely<Database>,
  brand: BrandKey,
  session: Session,
  coachAccountId: string | null,
): Promise<Coachees> {
  if (satisfies(session, ALL_PEOPLE)) return 'all';
  if (!coachAccountId) return new Set();
  const accounts = await visibleAccountIds(db, brand, { session, userAccountId: coachAccountId });
  return new Set(await listCoacheeIds(db, brand, coachAccountId, accounts));
}

export const coaches = (coachees: Coachees, personAccountId: string) =>
  coachees === 'all' || coachees.has(personAccountId);
