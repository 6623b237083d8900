import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { PagedResult, TUserAccountSummary, ZFindUsers } from '@portal/core';
import type { z } from 'zod';
import { type ActorContext } from '../../shared/request-context';
import { requireVisibleGroup } from '../usergroup/usergroup.policy';
import { pictureUrl } from './useraccount.service';
import { PERSON_NOT_FOUND, requireVisiblePerson, visiblePeople } from './useraccount.policy';
import { notFound } from '../../http/errors';

/** What a look-up adds to names and titles: f1 e-mails, f2 picture, f3 CRM accounts. */
export type SummaryDetail = { emails: boolean; picture: boolean; crmAccounts: boolean };
export const FULL_DETAIL: SummaryDetail = { emails: true, picture: true, crmAccounts: true };

const emailMatch = (emails: readonly string[]) =>
  sql<SqlBool>`(lower(i.email) in (${sql.join(emails)}) or exists (select 1 from
    jsonb_array_elements(u.emails) x where lower(x->>'address') in (${sql.join(emails)})))`;

/** The visible people of the brand matching `where`, as summaries (at most `limit`). */
async function summaries(
  ctx: ActorContext,
  where: RawBuilder<SqlBool>,
  detail: SummaryDetail,
  limit = 1000,
): Promise<TUserAccountSummary[]> {
  const visible = await visiblePeople(ctx);
  const rows = await ctx.db
    .selectFrom('user_account as u')
    .leftJoin('identity_user as i', 'i.id', 'u.user_id')
    .leftJoin('user_account_picture as pic', 'pic.user_account_id', 'u.id')
    .select([
      'u.id',
      'u.user_id',
      'u.app_name',
      'u.first_name',
      'u.last_name',
      'u.titles',
      'u.emails',
    ])
    .select('pic.hash as picture_hash')
    .where('u.app_name', '=', ctx.brand)
    .where(where)
    .$if(visible !== 'all', (q) => q.where(visible as RawBuilder<SqlBool>))
    .orderBy(sql`lower(u.last_name)`)
    .orderBy('u.id')
    .limit(limit)
    .execute();
  const accounts =
    detail.crmAccounts && rows.length > 0
      ? await ctx.db
          .selectFrom('user_account_crm_account as l')
          .innerJoin('crm_account as a', 'a.id', 'l.crm_account_id')
          .select(['l.user_account_id', 'a.id', 'a.account_name'])
          .where(
            'l.user_account_id',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('a.account_name')
          .execute()
      : [];
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    appName: row.app_name,
    firstName: row.first_name,
    lastName: row.last_name,
    titles: row.titles,
    emails: detail.emails
      ? row.emails.map(({ address, preferred, primary }) => ({ address, preferred, primary }))
      : [],
    crmAccounts: accounts
      .filter((a) => a.user_account_id === row.id)
      .map((a) => ({ id: a.id, accountName: a.account_name })),
    dataImageUrl: detail.picture && row.picture_hash ? pictureUrl(row.id, row.picture_hash) : null,
  }));
}

/** GetByUserAccountId/{id}/{f1}/{f2}/{f3}: one person (404 when missing or not visible). */
export async function summaryById(
  ctx: ActorContext,
  id: string,
  detail: SummaryDetail,
): Promise<TUserAccountSummary> {
  await requireVisiblePerson(ctx, id);
  const [found] = await summaries(ctx, sql<SqlBool>`u.id = ${id}`, detail, 1);
  if (!found) throw notFound(PERSON_NOT_FOUND);
  return found;
}

/** GetByUserAccountIds: the visible people among the ids. */
export function summariesByIds(ctx: ActorContext, ids: readonly string[], detail: SummaryDetail) {
  if (ids.length === 0) return Promise.resolve([]);
  return summaries(ctx, sql<SqlBool>`u.id in (${sql.join(ids)})`, detail);
}

/** GetByEmails / GetByEmail: visible people with these sign-in or contact addresses. */
export function summariesByEmails(
  ctx: ActorContext,
  emails: readonly string[],
  detail: SummaryDetail,
  exceptId?: string,
) {
  if (emails.length === 0) return Promise.resolve([]);
  const except = exceptId ? sql<SqlBool>`u.id <> ${exceptId}` : sql<SqlBool>`true`;
  return summaries(ctx, sql<SqlBool>`${emailMatch(emails)} and ${except}`, detail);
}

const FIND_ORDER = {
  lastName: sql`lower(u.last_name)`,
  firstName: sql`lower(u.first_name)`,
  email: sql`lower(i.email)`,
  createdUTC: sql`u.created_at`,
} as const;

/** FindUsers: a page of the visible people by name, e-mail, title, account or group. */
export async function findUsers(
  ctx: ActorContext,
  query: z.output<typeof ZFindUsers>,
): Promise<PagedResult<TUserAccountSummary>> {
  const visible = await visiblePeople(ctx);
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  let q = ctx.db
    .selectFrom('user_account as u')
    .leftJoin('identity_user as i', 'i.id', 'u.user_id')
    .where('u.app_name', '=', ctx.brand)
    .$if(visible !== 'all', (b) => b.where(visible as RawBuilder<SqlBool>));
  if (pattern) {
    q = q.where(sql<SqlBool>`(u.first_name ilike ${pattern} or u.last_name ilike ${pattern}
      or i.email ilike ${pattern} or (coalesce(u.first_name,'') || ' ' || coalesce(u.last_name,'')) ilike ${pattern})`);
  }
  if (query.title) q = q.where(sql<SqlBool>`u.titles @> ${JSON.stringify([query.title])}::jsonb`);
  if (query.crmAccountId) {
    q = q.where(sql<SqlBool>`exists (select 1 from user_account_crm_account l
      where l.user_account_id = u.id and l.crm_account_id = ${query.crmAccountId})`);
  }
  if (query.userGroupId) {
    await requireVisibleGroup(ctx, query.userGroupId);
    q = q.where(sql<SqlBool>`exists (select 1 from user_group_person p
      where p.user_account_id = u.id and p.user_group_id = ${query.userGroupId})`);
  }
  const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const ids = await q
    .select('u.id')
    .orderBy(
      sql`${FIND_ORDER[query.sortProperty]} ${query.sortAscending ? sql`asc` : sql`desc`} nulls last`,
    )
    .orderBy('u.id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const page = await summariesByIds(
    ctx,
    ids.map((row) => row.id),
    FULL_DETAIL,
  );
  const byId = new Map(page.map((p) => [p.id, p]));
  return {
    count: Number(total.n),
    data: ids.flatMap((row) => byId.get(row.id) ?? []),
    sortProperty: query.sortProperty,
    sortAscending: query.sortAscending,
  };
}

/** GetUserGroupAddedDates/{groupId}: when each of these people joined the group. */
export async function groupAddedDates(
  ctx: ActorContext,
  groupId: string,
  ids: readonly string[],
): Promise<{ userAccountId: string; addedUTC: string }[]> {
  await requireVisibleGroup(ctx, groupId);
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('user_group_person')
    .select(['user_account_id', 'added_at'])
    .where('user_group_id', '=', groupId)
    .where('role', '=', 'member')
    .where('user_account_id', 'in', [...ids])
    .execute();
  return rows.map((row) => ({
    userAccountId: row.user_account_id,
    addedUTC: new Date(row.added_at).toISOString(),
  }));
}

/**
 * GetSupervisorSuggestions/{id} and GetDirectReportSuggestions/{id}: from the person's groups,
 * supervisors are their groups' leaders and trainers; direct reports are the members of groups
 * the person leads. Visible people only, at most 50.
 */
export async function suggestions(
  ctx: ActorContext,
  id: string,
  kind: 'supervisor' | 'directReport',
): Promise<TUserAccountSummary[]> {
  await requireVisiblePerson(ctx, id);
  const where =
    kind === 'supervisor'
      ? sql<SqlBool>`u.id <> ${id} and exists (select 1 from user_group_person me
          join user_group_person s on s.user_group_id = me.user_group_id and s.role in ('leader', 'trainer')
          where me.user_account_id = ${id} and me.role = 'member' and s.user_account_id = u.id)`
      : sql<SqlBool>`u.id <> ${id} and exists (select 1 from user_group_person me
          join user_group_person r on r.user_group_id = me.user_group_id and r.role = 'member'
          where me.user_account_id = ${id} and me.role = 'leader' and r.user_account_id = u.id)`;
  return summaries(ctx, where, FULL_DETAIL, 50);
}
