import { sql, type Kysely, type RawBuilder } from 'kysely';
import type {
  BrandKey,
  ResourceGroupMemberType,
  TNamedMember,
  TResourceGroupMember,
} from '@portal/core';
import { containsPattern } from '../../db/query-helpers';
import type { Database } from '../../db/schema';

/**
 * What a member of each kind is called, and the words it is found by, per brand: a user group by
 * its name, a CRM account by its name (and CRM id), an event by its type, start date and code.
 */
const NAMED: Record<ResourceGroupMemberType, RawBuilder<unknown>> = {
  userGroup: sql`select id, app_name, name, name as words from user_group`,
  crmAccount: sql`select id, app_name, account_name as name,
    account_name || ' ' || coalesce(account_id, '') as words from crm_account`,
  event: sql`select e.id, e.app_name,
    c.name || coalesce(' (' || to_char(e.start_date, 'YYYY-MM-DD') || ')', '') || ' · ' || e.event_code as name,
    c.name || ' ' || e.event_code || ' ' || e.details::text as words
    from event e join event_catalog_item c on c.id = e.event_type_id`,
};

async function namedRows(
  db: Kysely<Database>,
  brand: BrandKey,
  type: ResourceGroupMemberType,
  where: RawBuilder<unknown>,
  limit: number,
): Promise<{ id: string; name: string }[]> {
  const { rows } = await sql<{ id: string; name: string }>`
    select id, name from (${NAMED[type]}) as named
    where app_name = ${brand} and ${where}
    order by name, id limit ${limit}`.execute(db);
  return rows;
}

/** Up to `limit` members of one kind whose name (or other words) holds the text, by name. */
export async function memberCandidates(
  db: Kysely<Database>,
  brand: BrandKey,
  type: ResourceGroupMemberType,
  search: string,
  limit: number,
): Promise<TNamedMember[]> {
  const where = search ? sql`words ilike ${containsPattern(search)}` : sql`true`;
  const rows = await namedRows(db, brand, type, where, limit);
  return rows.map((row) => ({ type, id: row.id, name: row.name }));
}

/** The members with their names; a member that no longer exists in the brand has none. */
export async function nameMembers(
  db: Kysely<Database>,
  brand: BrandKey,
  members: readonly TResourceGroupMember[],
): Promise<TNamedMember[]> {
  const names = new Map<string, string>();
  for (const type of new Set(members.map((member) => member.type))) {
    const ids = members.filter((member) => member.type === type).map((member) => member.id);
    const where = sql`id in (${sql.join(ids)})`;
    for (const row of await namedRows(db, brand, type, where, ids.length)) {
      names.set(`${type}:${row.id}`, row.name);
    }
  }
  return members.map((member) => ({
    ...member,
    name: names.get(`${member.type}:${member.id}`) ?? null,
  }));
}
