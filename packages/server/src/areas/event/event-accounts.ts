import type { Kysely } from 'kysely';
import { CLIENT_STAFF, satisfies, type BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';
import { visibleAccountIds } from '../crmaccount/crmaccount.policy';
import { visibleGroupIds } from '../usergroup/usergroup.policy';
import type { EventContext } from './event-context';

/**
 * What events need from accounts and groups, read through the accounts area's own rules
 * (`visibleAccountIds`, `visibleGroupIds`), so an event shows a client exactly the accounts
 * and groups the accounts screens show them.
 */

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

/**
 * The events (of those given) whose accounts or group the caller may see. Only client admins
 * and coaches read events this way, so nothing is looked up for anyone else.
 */
export async function eventsSeenThroughAccounts(
  ctx: EventContext,
  events: ReadonlyArray<{ id: string; userGroupId: string | null; accountIds: string[] }>,
): Promise<Set<string>> {
  const { session, userAccountId } = ctx.actor;
  if (events.length === 0 || !satisfies(session, CLIENT_STAFF)) return new Set();
  const viewer = { session, userAccountId };
  const [accounts, groups] = await Promise.all([
    visibleAccountIds(ctx.db, ctx.brand, viewer),
    visibleGroupIds(ctx.db, ctx.brand, viewer),
  ]);
  const seesAccount = (id: string) => accounts === 'all' || accounts.includes(id);
  const seesGroup = (id: string | null) => id !== null && (groups === 'all' || groups.includes(id));
  return new Set(
    events
      .filter((e) => e.accountIds.some(seesAccount) || seesGroup(e.userGroupId))
      .map((e) => e.id),
  );
}
