import { sql, type Kysely, type Selectable } from 'kysely';
import type { BrandKey, PagedQuery } from '@portal/core';
import { toJson, type Database, type GrantedClaim, type InviteCodeTable } from '../../db/schema';

export type InviteCodeRow = Selectable<InviteCodeTable>;

export type NewInviteCode = {
  brand: BrandKey;
  code: string;
  description: string;
  expiresAt: Date | null;
  maxUses: number | null;
  claims: GrantedClaim[];
  roles: string[];
  userGroupId: string | null;
  crmAccountId: string | null;
  eventId: string | null;
  createdByUserId: string | null;
  now: Date;
};

/** Inserts a code; undefined when the code text is taken (the caller draws another). */
export async function insertInviteCode(
  db: Kysely<Database>,
  input: NewInviteCode,
): Promise<InviteCodeRow | undefined> {
  return db
    .insertInto('invite_code')
    .values({
      app_name: input.brand,
      code: input.code,
      description: input.description,
      expires_at: input.expiresAt,
      max_uses: input.maxUses,
      claims: toJson(input.claims),
      roles: toJson(input.roles),
      user_group_id: input.userGroupId,
      crm_account_id: input.crmAccountId,
      event_id: input.eventId,
      created_by_user_id: input.createdByUserId,
      created_at: input.now,
      updated_at: input.now,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** A code of the brand by its text; codes of other brands are not found. */
export function findInviteCode(
  db: Kysely<Database>,
  brand: BrandKey,
  code: string,
): Promise<InviteCodeRow | undefined> {
  return db
    .selectFrom('invite_code')
    .selectAll()
    .where('app_name', '=', brand)
    .where('code', '=', code)
    .executeTakeFirst();
}

export function findInviteCodeById(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<InviteCodeRow | undefined> {
  return db
    .selectFrom('invite_code')
    .selectAll()
    .where('app_name', '=', brand)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A page of the brand's codes, newest first; the search matches code or description. */
export async function searchInviteCodes(
  db: Kysely<Database>,
  brand: BrandKey,
  query: PagedQuery,
): Promise<{ count: number; rows: InviteCodeRow[] }> {
  let base = db.selectFrom('invite_code').where('app_name', '=', brand);
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([eb('code', 'ilike', pattern), eb('description', 'ilike', pattern)]),
    );
  }
  const [total, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return { count: Number(total.count), rows };
}

/** Deactivates a code of the brand (once); answers the row as it is afterwards. */
export async function deactivateInviteCode(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
  now: Date,
): Promise<{ row: InviteCodeRow; changed: boolean } | undefined> {
  const changed = await db
    .updateTable('invite_code')
    .set({ deactivated_at: now, updated_at: now })
    .where('app_name', '=', brand)
    .where('id', '=', id)
    .where('deactivated_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (changed) return { row: changed, changed: true };
  const row = await findInviteCodeById(db, brand, id);
  return row && { row, changed: false };
}

/**
 * Takes one use of a code if it is still usable at `now`: one conditional update, so under
 * concurrency the row lock makes the last use go to exactly one caller.
 */
export async function takeInviteCodeUse(
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('invite_code')
    .set({ use_count: sql`use_count + 1`, updated_at: now })
    .where('id', '=', id)
    .where('deactivated_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('use_count', '<', eb.ref('max_uses'))]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Records a use; false when this user used the code before (one use per code and user). */
export async function insertInviteCodeUse(
  db: Kysely<Database>,
  use: { inviteCodeId: string; userId: string; userAccountId: string | null; now: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('invite_code_use')
    .values({
      invite_code_id: use.inviteCodeId,
      user_id: use.userId,
      user_account_id: use.userAccountId,
      used_at: use.now,
    })
    .onConflict((oc) => oc.columns(['invite_code_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function listInviteCodeUses(db: Kysely<Database>, inviteCodeId: string) {
  return db
    .selectFrom('invite_code_use')
    .select(['user_id', 'user_account_id', 'used_at'])
    .where('invite_code_id', '=', inviteCodeId)
    .orderBy('used_at', 'desc')
    .limit(1000)
    .execute();
}

/** The roles of these names (matched case-insensitively), as id and stored name. */
export function findRoles(db: Kysely<Database>, names: readonly string[]) {
  if (names.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('role')
    .select(['id', 'name', 'normalized_name'])
    .where(
      'normalized_name',
      'in',
      names.map((name) => name.toUpperCase()),
    )
    .execute();
}

/** Gives the user the roles it does not hold yet. */
export async function grantRoles(
  db: Kysely<Database>,
  userId: string,
  roleIds: readonly string[],
  now: Date,
): Promise<void> {
  if (roleIds.length === 0) return;
  await db
    .insertInto('user_role')
    .values(roleIds.map((roleId) => ({ user_id: userId, role_id: roleId, updated_at: now })))
    .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing())
    .execute();
}

/** Gives the user each claim it does not hold yet (same type and value). */
export async function grantClaims(
  db: Kysely<Database>,
  userId: string,
  claims: readonly GrantedClaim[],
  now: Date,
): Promise<void> {
  if (claims.length === 0) return;
  const held = await db
    .selectFrom('user_claim')
    .select(['claim_type', 'claim_value'])
    .where('user_id', '=', userId)
    .execute();
  const key = (type: string, value: string) => JSON.stringify([type, value]);
  const holds = new Set(held.map((claim) => key(claim.claim_type, claim.claim_value)));
  const missing = claims.filter((claim) => !holds.has(key(claim.type, claim.value)));
  if (missing.length === 0) return;
  await db
    .insertInto('user_claim')
    .values(
      missing.map((claim) => ({
        user_id: userId,
        claim_type: claim.type,
        claim_value: claim.value,
        updated_at: now,
      })),
    )
    .execute();
}

/** What a code joins: a group, an account, an event (each optional). */
export type CodeTargets = {
  user_group_id: string | null;
  crm_account_id: string | null;
  event_id: string | null;
};

/** Adds the person to the code's group (as a member) and account; twice changes nothing. */
export async function addToCodeTargets(
  db: Kysely<Database>,
  code: CodeTargets,
  userAccountId: string,
  now: Date,
): Promise<void> {
  if (code.user_group_id) {
    await db
      .insertInto('user_group_person')
      .values({
        user_group_id: code.user_group_id,
        user_account_id: userAccountId,
        role: 'member',
        added_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  if (code.crm_account_id) {
    await db
      .insertInto('user_account_crm_account')
      .values({ user_account_id: userAccountId, crm_account_id: code.crm_account_id })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** The targets of a code of the brand. */
export function codeTargetsOf(
  db: Kysely<Database>,
  brand: BrandKey,
  inviteCodeId: string,
): Promise<CodeTargets | undefined> {
  return db
    .selectFrom('invite_code')
    .select(['user_group_id', 'crm_account_id', 'event_id'])
    .where('id', '=', inviteCodeId)
    .where('app_name', '=', brand)
    .executeTakeFirst();
}

/** The uses of a code, with the user's account in the brand when the use recorded none. */
export function earlierUsesOfCode(db: Kysely<Database>, brand: BrandKey, inviteCodeId: string) {
  return db
    .selectFrom('invite_code_use as u')
    .leftJoin('user_account as a', (join) =>
      join.onRef('a.user_id', '=', 'u.user_id').on('a.app_name', '=', brand),
    )
    .select(['u.id', 'u.user_account_id', 'a.id as account_id', 'u.used_at'])
    .where('u.invite_code_id', '=', inviteCodeId)
    .execute();
}

/** A user's uses of the brand's codes recorded before they had a user account in the brand. */
export function usesBeforeAccount(db: Kysely<Database>, brand: BrandKey, userId: string) {
  return db
    .selectFrom('invite_code_use as u')
    .innerJoin('invite_code as c', 'c.id', 'u.invite_code_id')
    .select(['u.id', 'c.user_group_id', 'c.crm_account_id', 'c.event_id'])
    .where('u.user_id', '=', userId)
    .where('u.user_account_id', 'is', null)
    .where('c.app_name', '=', brand)
    .execute();
}

/** Ties a recorded use to the user account made since. */
export async function setUseAccount(
  db: Kysely<Database>,
  useId: string,
  userAccountId: string,
): Promise<void> {
  await db
    .updateTable('invite_code_use')
    .set({ user_account_id: userAccountId })
    .where('id', '=', useId)
    .execute();
}
