import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { normalizeRoleName } from './admin-context';

// Subqueries of the user ids that hold something; the searches and counts filter by them.

/** Whose users a search or count keeps: a role's (name in any case) or a claim's holders. */
export type UserFilter = { role: string } | { claim: { type: string; value?: string | undefined } };

/** A user claim that still grants at `now`. */
function directClaims(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom('user_claim')
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
}

/**
 * Users holding a claim type (any case, as access rules match it), with one value or any:
 * directly (not expired) or through one of their roles.
 */
function claimHolderIds(
  db: Kysely<Database>,
  claim: { type: string; value?: string | undefined },
  now: Date,
) {
  const type = claim.type.toLowerCase();
  let direct = directClaims(db, now)
    .select('user_id')
    .where((eb) => eb(eb.fn('lower', ['claim_type']), '=', type));
  let viaRole = db
    .selectFrom('role_claim as rc')
    .innerJoin('user_role as ur', 'ur.role_id', 'rc.role_id')
    .select('ur.user_id')
    .where((eb) => eb(eb.fn('lower', ['rc.claim_type']), '=', type));
  if (claim.value !== undefined) {
    direct = direct.where('claim_value', '=', claim.value);
    viaRole = viaRole.where('rc.claim_value', '=', claim.value);
  }
  return direct.union(viaRole);
}

/** Users holding a role, its name in any case. */
function roleHolderIds(db: Kysely<Database>, roleName: string) {
  return db
    .selectFrom('user_role as ur')
    .innerJoin('role as r', 'r.id', 'ur.role_id')
    .select('ur.user_id')
    .where('r.normalized_name', '=', normalizeRoleName(roleName));
}

/** The ids of the users the filter keeps, as a subquery (claims as they grant at `now`). */
export function holderIds(db: Kysely<Database>, filter: UserFilter, now: Date) {
  return 'role' in filter ? roleHolderIds(db, filter.role) : claimHolderIds(db, filter.claim, now);
}

/** How many distinct users the filter keeps. */
export async function countHolders(
  db: Kysely<Database>,
  filter: UserFilter,
  now: Date,
): Promise<number> {
  const row = await db
    .selectFrom(holderIds(db, filter, now).as('h'))
    .select((eb) => eb.fn.count<string>('h.user_id').distinct().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
