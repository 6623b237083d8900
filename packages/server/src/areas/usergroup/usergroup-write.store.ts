import { sql, type Kysely } from 'kysely';
import type { BrandKey, ZUserGroupSave } from '@portal/core';
import type { z } from 'zod';
import type { Database } from '../../db/schema';

type GroupInput = z.output<typeof ZUserGroupSave>;

const columnsOf = (input: GroupInput) => ({
  name: input.name,
  is_hidden: input.isHidden,
  is_visible_to_leaders: input.isVisibleToLeaders,
  profile_config_id: input.profileConfigId,
  reference_id: input.referenceId,
  reference_type: input.referenceType,
  crm_status: input.crmStatus,
  status: input.status,
  coaching_session_status_update_email: input.coachingSessionStatusUpdateEmail,
  special_team_code: input.specialTeamCode,
});

export async function insertGroup(
  db: Kysely<Database>,
  brand: BrandKey,
  input: GroupInput,
  now: Date,
): Promise<string> {
  const row = await db
    .insertInto('user_group')
    .values({ app_name: brand, ...columnsOf(input), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes the group when its version is still `version`; false when another save came first. */
export async function updateGroup(
  db: Kysely<Database>,
  id: string,
  version: number,
  input: GroupInput,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('user_group')
    .set({ ...columnsOf(input), version: sql<number>`version + 1`, updated_at: now })
    .where('id', '=', id)
    .where('version', '=', version)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Replaces the group's accounts (only accounts of the brand are linked). */
export async function replaceGroupAccounts(
  db: Kysely<Database>,
  brand: BrandKey,
  groupId: string,
  accountIds: readonly string[],
): Promise<void> {
  await db.deleteFrom('user_group_crm_account').where('user_group_id', '=', groupId).execute();
  if (accountIds.length === 0) return;
  await db
    .insertInto('user_group_crm_account')
    .columns(['user_group_id', 'crm_account_id'])
    .expression(
      db
        .selectFrom('crm_account')
        .select([sql<string>`${groupId}::uuid`.as('g'), 'id'])
        .where('app_name', '=', brand)
        .where('id', 'in', [...accountIds]),
    )
    .execute();
}

/** Replaces the trainers or leaders; those who stay keep the date they were added. */
export async function replaceGroupPeople(
  db: Kysely<Database>,
  brand: BrandKey,
  groupId: string,
  role: 'trainer' | 'leader',
  userAccountIds: readonly string[],
  now: Date,
): Promise<void> {
  let stale = db
    .deleteFrom('user_group_person')
    .where('user_group_id', '=', groupId)
    .where('role', '=', role);
  if (userAccountIds.length > 0)
    stale = stale.where('user_account_id', 'not in', [...userAccountIds]);
  await stale.execute();
  await addPeople(db, brand, groupId, role, userAccountIds, now);
}

/** Adds people of the brand to a group in a role; answers how many were new. */
export async function addPeople(
  db: Kysely<Database>,
  brand: BrandKey,
  groupId: string,
  role: 'member' | 'trainer' | 'leader',
  userAccountIds: readonly string[],
  now: Date,
): Promise<number> {
  if (userAccountIds.length === 0) return 0;
  const rows = await db
    .insertInto('user_group_person')
    .columns(['user_group_id', 'user_account_id', 'role', 'added_at'])
    .expression(
      db
        .selectFrom('user_account')
        .select([
          sql<string>`${groupId}::uuid`.as('g'),
          'id',
          sql<string>`${role}`.as('r'),
          sql<Date>`${now}::timestamptz`.as('t'),
        ])
        .where('app_name', '=', brand)
        .where('id', 'in', [...userAccountIds]),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('user_account_id')
    .execute();
  return rows.length;
}

export async function removeMembers(
  db: Kysely<Database>,
  groupId: string,
  userAccountIds: readonly string[],
): Promise<number> {
  if (userAccountIds.length === 0) return 0;
  const rows = await db
    .deleteFrom('user_group_person')
    .where('user_group_id', '=', groupId)
    .where('role', '=', 'member')
    .where('user_account_id', 'in', [...userAccountIds])
    .returning('user_account_id')
    .execute();
  return rows.length;
}

/** User account ids of the brand for these e-mail addresses (sign-in or contact address). */
export async function accountIdsByEmails(
  db: Kysely<Database>,
  brand: BrandKey,
  emails: readonly string[],
): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const { rows } = await sql<{ email: string; id: string }>`
    select distinct on (e.email) e.email, u.id from user_account u
    left join identity_user i on i.id = u.user_id
    cross join lateral (select lower(x->>'address') as email from jsonb_array_elements(u.emails) x
      union select lower(i.email)) e
    where u.app_name = ${brand} and e.email in (${sql.join(emails)})
    order by e.email, u.created_at`.execute(db);
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** Deletes a group: its notes go with it, its invite codes stop joining it. */
export async function deleteGroup(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<boolean> {
  await db
    .deleteFrom('note')
    .where('app_name', '=', brand)
    .where('entity_type', '=', 'UserGroup')
    .where('entity_id', '=', id)
    .execute();
  await db
    .updateTable('invite_code')
    .set({ user_group_id: null })
    .where('user_group_id', '=', id)
    .execute();
  const rows = await db
    .deleteFrom('user_group')
    .where('id', '=', id)
    .where('app_name', '=', brand)
    .returning('id')
    .execute();
  return rows.length > 0;
}

export async function upsertGroupPicture(
  db: Kysely<Database>,
  groupId: string,
  picture: { contentType: string; data: Uint8Array; hash: string },
  now: Date,
): Promise<void> {
  const values = { content_type: picture.contentType, data: picture.data, hash: picture.hash };
  await db
    .insertInto('user_group_picture')
    .values({ user_group_id: groupId, ...values, updated_at: now })
    .onConflict((oc) => oc.column('user_group_id').doUpdateSet({ ...values, updated_at: now }))
    .execute();
}

export function findGroupPicture(db: Kysely<Database>, groupId: string) {
  return db
    .selectFrom('user_group_picture')
    .select(['content_type as contentType', 'data', 'hash'])
    .where('user_group_id', '=', groupId)
    .executeTakeFirst();
}

/** The group's stored version (the one a save without a version expects). */
export async function findGroupVersion(db: Kysely<Database>, groupId: string): Promise<number> {
  const row = await db
    .selectFrom('user_group')
    .select('version')
    .where('id', '=', groupId)
    .executeTakeFirstOrThrow();
  return row.version;
}

export async function listMemberIds(db: Kysely<Database>, groupId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_group_person')
    .select('user_account_id')
    .where('user_group_id', '=', groupId)
    .where('role', '=', 'member')
    .execute();
  return rows.map((row) => row.user_account_id);
}

/** The group's oldest invite code still in use, if any. */
export async function findActiveGroupInviteCode(
  db: Kysely<Database>,
  groupId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('invite_code')
    .select('code')
    .where('user_group_id', '=', groupId)
    .where('deactivated_at', 'is', null)
    .orderBy('created_at')
    .executeTakeFirst();
  return row?.code;
}

export async function deactivateGroupInviteCodes(
  db: Kysely<Database>,
  groupId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('invite_code')
    .set({ deactivated_at: now, updated_at: now })
    .where('user_group_id', '=', groupId)
    .where('deactivated_at', 'is', null)
    .execute();
}

/** The brand's invite code now adds its users to the group; false when no such code. */
export async function assignInviteCodeToGroup(
  db: Kysely<Database>,
  brand: BrandKey,
  inviteCodeId: string,
  groupId: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable('invite_code')
    .set({ user_group_id: groupId, updated_at: now })
    .where('id', '=', inviteCodeId)
    .where('app_name', '=', brand)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}
