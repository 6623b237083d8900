import { sql, type Kysely } from 'kysely';
import { TOKEN_DERIVED_CLAIM_TYPES, type TClaimUsage, type TUserClaim } from '@portal/core';
import type { Database } from '../../db/schema';
import { claimOf } from './user-admin.store';

export type ClaimChange = {
  claimType: string;
  claimValue: string;
  /** Undefined keeps the expiry of an existing claim (none for a new one). */
  expiresAt?: Date | null;
};

const CLAIM_COLUMNS = ['id', 'user_id', 'claim_type', 'claim_value', 'expires_at'] as const;

/** Claim types compare in any case, as access rules match them; values exactly. */
const typeIs = (column: 'claim_type', type: string) =>
  sql<boolean>`lower(${sql.ref(column)}) = ${type.toLowerCase()}`;

/**
 * Sets the users' claim of a type to one value: their other values of that type are removed
 * (so 'false' really replaces 'true'), an existing claim of that value keeps its id.
 */
export async function upsertUserClaims(
  db: Kysely<Database>,
  userIds: readonly string[],
  claim: ClaimChange,
  now: Date,
): Promise<TUserClaim[]> {
  if (userIds.length === 0) return [];
  const { claimType, claimValue, expiresAt } = claim;
  await db
    .deleteFrom('user_claim')
    .where('user_id', 'in', userIds)
    .where(typeIs('claim_type', claimType))
    .where((eb) => eb.or([eb('claim_type', '!=', claimType), eb('claim_value', '!=', claimValue)]))
    .execute();
  if (expiresAt !== undefined) {
    await db
      .updateTable('user_claim')
      .set({ expires_at: expiresAt, updated_at: now })
      .where('user_id', 'in', userIds)
      .where('claim_type', '=', claimType)
      .where('claim_value', '=', claimValue)
      .execute();
  }
  await db
    .insertInto('user_claim')
    .columns(['user_id', 'claim_type', 'claim_value', 'expires_at', 'created_at', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('identity_user as u')
        .select([
          'u.id',
          sql<string>`${claimType}::text`.as('claim_type'),
          sql<string>`${claimValue}::text`.as('claim_value'),
          sql<Date | null>`${expiresAt ?? null}::timestamptz`.as('expires_at'),
          sql<Date>`${now}::timestamptz`.as('created_at'),
          sql<Date>`${now}::timestamptz`.as('updated_at'),
        ])
        .where('u.id', 'in', userIds)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('user_claim as c')
                .select('c.id')
                .whereRef('c.user_id', '=', 'u.id')
                .where('c.claim_type', '=', claimType)
                .where('c.claim_value', '=', claimValue),
            ),
          ),
        ),
    )
    .execute();
  const rows = await db
    .selectFrom('user_claim')
    .select(CLAIM_COLUMNS)
    .where('user_id', 'in', userIds)
    .where('claim_type', '=', claimType)
    .where('claim_value', '=', claimValue)
    .execute();
  return rows.map(claimOf);
}

/** The users' claims of that type (any case) and value; answers how many were removed. */
export async function removeUserClaim(
  db: Kysely<Database>,
  userIds: readonly string[],
  claim: { claimType: string; claimValue: string },
): Promise<number> {
  if (userIds.length === 0) return 0;
  const result = await db
    .deleteFrom('user_claim')
    .where('user_id', 'in', userIds)
    .where(typeIs('claim_type', claim.claimType))
    .where('claim_value', '=', claim.claimValue)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Answers how many of the user's claims of that type and value got the expiry. */
export async function setClaimExpiry(
  db: Kysely<Database>,
  userId: string,
  claim: { claimType: string; claimValue: string; expiresAt: Date | null },
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('user_claim')
    .set({ expires_at: claim.expiresAt, updated_at: now })
    .where('user_id', '=', userId)
    .where(typeIs('claim_type', claim.claimType))
    .where('claim_value', '=', claim.claimValue)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Removes a user's claims of one type (any case), e.g. an impersonation; answers them. */
export async function removeUserClaimsOfType(
  db: Kysely<Database>,
  userId: string,
  claimType: string,
): Promise<TUserClaim[]> {
  const rows = await db
    .deleteFrom('user_claim')
    .where('user_id', '=', userId)
    .where(typeIs('claim_type', claimType))
    .returning(CLAIM_COLUMNS)
    .execute();
  return rows.map(claimOf);
}

/** Every claim type and value held (directly and not expired, or through a role). */
export async function claimUsage(db: Kysely<Database>, now: Date): Promise<TClaimUsage[]> {
  const direct = db
    .selectFrom('user_claim')
    .select(['user_id', 'claim_type', 'claim_value'])
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
  const viaRole = db
    .selectFrom('role_claim as rc')
    .leftJoin('user_role as ur', 'ur.role_id', 'rc.role_id')
    .select(['ur.user_id', 'rc.claim_type', 'rc.claim_value']);
  const rows = await db
    .selectFrom(viaRole.unionAll(direct).as('h'))
    .select(['h.claim_type', 'h.claim_value'])
    .select((eb) => eb.fn.count<string>('h.user_id').distinct().as('user_count'))
    .groupBy(['h.claim_type', 'h.claim_value'])
    .orderBy('h.claim_type')
    .orderBy('h.claim_value')
    .execute();
  return rows.map((r) => ({
    claimType: r.claim_type,
    claimValue: r.claim_value,
    userCount: Number(r.user_count),
  }));
}

/** The user claims of a type (any case) and value, with their expiry. */
export function claimsWithValue(
  db: Kysely<Database>,
  claim: { claimType: string; claimValue: string },
) {
  return db
    .selectFrom('user_claim')
    .select(['user_id', 'expires_at'])
    .where(typeIs('claim_type', claim.claimType))
    .where('claim_value', '=', claim.claimValue)
    .execute();
}

/**
 * Drops what no token should read: expired claims, stored copies of the claims tokens derive,
 * and repeated claims (same type in any case and value; the newest stays). One user or all;
 * answers the users whose claims changed.
 */
export async function refreshStoredClaims(
  db: Kysely<Database>,
  now: Date,
  userId?: string,
): Promise<string[]> {
  const derived = TOKEN_DERIVED_CLAIM_TYPES.map((t) => t.toLowerCase());
  const stale = await db
    .deleteFrom('user_claim')
    .$if(userId !== undefined, (q) => q.where('user_id', '=', userId ?? ''))
    .where((eb) =>
      eb.or([eb('expires_at', '<=', now), eb(eb.fn('lower', ['claim_type']), 'in', derived)]),
    )
    .returning('user_id')
    .execute();
  const repeated = await sql<{ user_id: string }>`
    delete from user_claim a using user_claim b
    where a.user_id = b.user_id
      and lower(a.claim_type) = lower(b.claim_type)
      and a.claim_value = b.claim_value
      and (a.created_at, a.id) < (b.created_at, b.id)
      ${userId === undefined ? sql`` : sql`and a.user_id = ${userId}`}
    returning a.user_id`.execute(db);
  return [...new Set([...stale, ...repeated.rows].map((r) => r.user_id))];
}

/** The existing identity users among the ids and the owners of the user accounts. */
export async function resolveUserIds(
  db: Kysely<Database>,
  userIds: readonly string[],
  userAccountIds: readonly string[],
): Promise<string[]> {
  if (userIds.length === 0 && userAccountIds.length === 0) return [];
  const rows = await db
    .selectFrom('identity_user as u')
    .select('u.id')
    .where((eb) =>
      eb.or([
        ...(userIds.length > 0 ? [eb('u.id', 'in', userIds)] : []),
        ...(userAccountIds.length > 0
          ? [
              eb(
                'u.id',
                'in',
                eb
                  .selectFrom('user_account')
                  .select('user_id')
                  .where('id', 'in', userAccountIds)
                  .where('user_id', 'is not', null),
              ),
            ]
          : []),
      ]),
    )
    .execute();
  return rows.map((r) => r.id);
}
