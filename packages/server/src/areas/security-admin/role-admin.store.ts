import { sql, type Kysely } from 'kysely';
import type { TRoleClaim, TRoleDetail, TRoleSummary } from '@portal/core';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/query-helpers';
import { normalizeRoleName } from './admin-context';

type RoleClaimRow = { id: string; role_id: string; claim_type: string; claim_value: string };

const roleClaimOf = (row: RoleClaimRow): TRoleClaim => ({
  id: row.id,
  roleId: row.role_id,
  claimType: row.claim_type,
  claimValue: row.claim_value,
});

function rolesWithCounts(db: Kysely<Database>) {
  return db
    .selectFrom('role as r')
    .leftJoin('user_role as ur', 'ur.role_id', 'r.id')
    .select(['r.id', 'r.name'])
    .select((eb) => eb.fn.count<string>('ur.user_id').as('user_count'))
    .groupBy(['r.id', 'r.name']);
}

const summaryOf = (row: { id: string; name: string; user_count: string | number }) => ({
  id: row.id,
  name: row.name,
  userCount: Number(row.user_count),
});

export async function listRoles(db: Kysely<Database>): Promise<TRoleSummary[]> {
  const rows = await rolesWithCounts(db).orderBy('r.name').execute();
  return rows.map(summaryOf);
}

export async function roleClaims(db: Kysely<Database>, roleId: string): Promise<TRoleClaim[]> {
  const rows = await db
    .selectFrom('role_claim')
    .select(['id', 'role_id', 'claim_type', 'claim_value'])
    .where('role_id', '=', roleId)
    .orderBy('claim_type')
    .orderBy('claim_value')
    .execute();
  return rows.map(roleClaimOf);
}

/** A role by id, or by name in any case. */
export async function findRole(
  db: Kysely<Database>,
  by: { id: string } | { name: string },
): Promise<TRoleDetail | undefined> {
  const row = await (
    'id' in by
      ? rolesWithCounts(db).where('r.id', '=', by.id)
      : rolesWithCounts(db).where('r.normalized_name', '=', normalizeRoleName(by.name))
  ).executeTakeFirst();
  if (!row) return undefined;
  return { ...summaryOf(row), claims: await roleClaims(db, row.id) };
}

/** The new role's id; undefined when the name is taken (in any case). */
export async function insertRole(
  db: Kysely<Database>,
  name: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .insertInto('role')
    .values({ name, normalized_name: normalizeRoleName(name), created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('normalized_name').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function renameRole(
  db: Kysely<Database>,
  id: string,
  name: string,
  now: Date,
): Promise<'renamed' | 'missing' | 'taken'> {
  try {
    const result = await db
      .updateTable('role')
      .set({ name, normalized_name: normalizeRoleName(name), updated_at: now })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0 ? 'renamed' : 'missing';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

/** True when the role existed; its claims and memberships go with it (cascade). */
export async function deleteRole(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('role').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Sets the role's claim of a type to one value: other values of the type (in any case) are
 * removed, as UpsertClaimToUser does for a user.
 */
export async function upsertRoleClaim(
  db: Kysely<Database>,
  roleId: string,
  claim: { claimType: string; claimValue: string },
  now: Date,
): Promise<TRoleClaim> {
  const sameType = db
    .deleteFrom('role_claim')
    .where('role_id', '=', roleId)
    .where((eb) => eb(eb.fn('lower', ['claim_type']), '=', claim.claimType.toLowerCase()));
  const kept = await db
    .selectFrom('role_claim')
    .select(['id', 'role_id', 'claim_type', 'claim_value'])
    .where('role_id', '=', roleId)
    .where('claim_type', '=', claim.claimType)
    .where('claim_value', '=', claim.claimValue)
    .executeTakeFirst();
  await (kept ? sameType.where('id', '!=', kept.id) : sameType).execute();
  if (kept) return roleClaimOf(kept);
  const row = await db
    .insertInto('role_claim')
    .values({
      role_id: roleId,
      claim_type: claim.claimType,
      claim_value: claim.claimValue,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'role_id', 'claim_type', 'claim_value'])
    .executeTakeFirstOrThrow();
  return roleClaimOf(row);
}

export async function removeRoleClaim(
  db: Kysely<Database>,
  roleId: string,
  claim: { claimType: string; claimValue: string },
): Promise<boolean> {
  const result = await db
    .deleteFrom('role_claim')
    .where('role_id', '=', roleId)
    .where((eb) => eb(eb.fn('lower', ['claim_type']), '=', claim.claimType.toLowerCase()))
    .where('claim_value', '=', claim.claimValue)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Gives a role to users (at most about 10,000 at once); answers those who lacked it. */
export async function addRoleToUsers(
  db: Kysely<Database>,
  userIds: readonly string[],
  roleId: string,
  now: Date,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .insertInto('user_role')
    .values(
      userIds.map((userId) => ({
        user_id: userId,
        role_id: roleId,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing())
    .returning('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

/** True when the user held the role. */
export async function removeUserRole(
  db: Kysely<Database>,
  userId: string,
  roleId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('user_role')
    .where('user_id', '=', userId)
    .where('role_id', '=', roleId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Moves every holder of one role to another; answers the users moved. */
export async function replaceRole(
  db: Kysely<Database>,
  fromRoleId: string,
  toRoleId: string,
  now: Date,
): Promise<string[]> {
  await db
    .insertInto('user_role')
    .columns(['user_id', 'role_id', 'created_at', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('user_role')
        .select([
          'user_id',
          sql<string>`${toRoleId}::uuid`.as('role_id'),
          sql<Date>`${now}::timestamptz`.as('created_at'),
          sql<Date>`${now}::timestamptz`.as('updated_at'),
        ])
        .where('role_id', '=', fromRoleId),
    )
    .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing())
    .execute();
  const moved = await db
    .deleteFrom('user_role')
    .where('role_id', '=', fromRoleId)
    .returning('user_id')
    .execute();
  return moved.map((m) => m.user_id);
}

/** The users who hold the role. */
export async function usersOfRole(db: Kysely<Database>, roleId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_role')
    .select('user_id')
    .where('role_id', '=', roleId)
    .execute();
  return rows.map((row) => row.user_id);
}
