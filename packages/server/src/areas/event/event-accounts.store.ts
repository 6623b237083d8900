import type { Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';

/** The accounts' and groups' rows an event shows or takes (names, a group's accounts and members). */

export async function accountNamesOf(
  db: Kysely<Database>,
  brand: BrandKey,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('crm_account')
    .select(['id', 'account_name'])
    .where('app_name', '=', brand)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.account_name]));
}

export async function groupNamesOf(
  db: Kysely<Database>,
  brand: BrandKey,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_group')
    .select(['id', 'name'])
    .where('app_name', '=', brand)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The accounts of a group: an event whose list is not static takes them. */
export async function groupAccountIds(
  db: Kysely<Database>,
  brand: BrandKey,
  groupId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('user_group_crm_account as gc')
    .innerJoin('user_group as g', 'g.id', 'gc.user_group_id')
    .select('gc.crm_account_id')
    .where('g.app_name', '=', brand)
    .where('gc.user_group_id', '=', groupId)
    .execute();
  return rows.map((r) => r.crm_account_id);
}

/** The members of a group with their names and preferred e-mail (participants to import). */
export async function groupMembers(db: Kysely<Database>, brand: BrandKey, groupId: string) {
  return db
    .selectFrom('user_group_person as m')
    .innerJoin('user_group as g', 'g.id', 'm.user_group_id')
    .innerJoin('user_account as ua', 'ua.id', 'm.user_account_id')
    .leftJoin('identity_user as u', 'u.id', 'ua.user_id')
    .select([
      'ua.id as user_account_id',
      'ua.first_name',
      'ua.last_name',
      'ua.emails',
      'ua.titles',
      'u.email as user_email',
    ])
    .where('g.app_name', '=', brand)
    .where('m.user_group_id', '=', groupId)
    .where('m.role', '=', 'member')
    .execute();
}

/** The people of the accounts: their user accounts in the brand with names and sign-in address. */
export function peopleOfAccounts(
  db: Kysely<Database>,
  brand: BrandKey,
  accountIds: readonly string[],
) {
  return db
    .selectFrom('user_account_crm_account as l')
    .innerJoin('user_account as ua', 'ua.id', 'l.user_account_id')
    .innerJoin('identity_user as u', 'u.id', 'ua.user_id')
    .select(['ua.id as user_account_id', 'ua.first_name', 'ua.last_name', 'u.email'])
    .where('ua.app_name', '=', brand)
    .where('l.crm_account_id', 'in', accountIds)
    .execute();
}
