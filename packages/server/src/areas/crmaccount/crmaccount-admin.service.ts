import { sql } from 'kysely';
import {
  COHORT_CLAIM_TYPE,
  canManageAccounts,
  currentCohortClaimName,
  hasGlobalDataAccess,
  toCsv,
  type PagedQuery,
  type PagedResult,
  type TBrandCounts,
  type TCohortMember,
  type TCrmAccountSearchQuery,
  type TSurveyLink,
} from '@portal/core';
import { HttpError, notFound } from '../../http/errors';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { emitWebhookEvent } from '../webhooks/webhook-events';
import { shareCodeOf } from '../../shared/share-codes';
import { type ActorContext } from '../../shared/request-context';
import { requireVisibleAccount, visibleAccountIds } from './crmaccount.policy';
import { searchAccounts } from './crmaccount.store';
import { deleteAccount } from './crmaccount-write.store';

const requireManager = (ctx: ActorContext) => {
  if (!canManageAccounts(ctx.session)) throw new HttpError(403, NOT_AUTHORIZED);
};

/** DELETE {id}: false when nothing was deleted (error catalogue), as for a failed delete. */
export async function removeAccount(ctx: ActorContext, id: string): Promise<boolean> {
  requireManager(ctx);
  return ctx.db.transaction().execute(async (db) => {
    const removed = await deleteAccount(db, ctx.brand, id);
    if (removed) {
      await emitWebhookEvent(db, ctx.brand, 'crm-account.changed', {
        action: 'deleted',
        crmAccountId: id,
      });
    }
    return removed;
  });
}

/**
 * SyncTrainersWithUserGroups: every trainer of an account becomes a trainer of the account's
 * groups (trainers are added, never removed). Answers how many were added.
 */
export async function syncTrainersWithGroups(ctx: ActorContext): Promise<{ added: number }> {
  requireManager(ctx);
  const result = await sql<{ n: string }>`
    with added as (
      insert into user_group_person (user_group_id, user_account_id, role, added_at)
      select gc.user_group_id, p.user_account_id, 'trainer', ${ctx.now}
      from crm_account_person p
      join crm_account a on a.id = p.crm_account_id and a.app_name = ${ctx.brand}
      join user_group_crm_account gc on gc.crm_account_id = p.crm_account_id
      where p.role = 'trainer'
      on conflict do nothing
      returning 1
    ) select count(*) as n from added`.execute(ctx.db);
  return { added: Number(result.rows[0]?.n ?? 0) };
}

/**
 * getActiveAccountCohortMembers/{id}: the people of the account (linked, or members of its
 * groups) who hold this school year's cohort claim, a page at a time.
 */
export async function activeCohortMembers(
  ctx: ActorContext,
  id: string,
  paging: PagedQuery,
): Promise<PagedResult<TCohortMember>> {
  await requireVisibleAccount(ctx, id);
  const cohort = currentCohortClaimName(ctx.now);
  const people = sql`
    select u.id, u.first_name, u.last_name, i.email from user_account u
    join identity_user i on i.id = u.user_id
    join user_claim c on c.user_id = u.user_id and lower(c.claim_type) = ${COHORT_CLAIM_TYPE}
      and c.claim_value = ${cohort} and (c.expires_at is null or c.expires_at > ${ctx.now})
    where u.app_name = ${ctx.brand} and (
      exists (select 1 from user_account_crm_account l where l.user_account_id = u.id and l.crm_account_id = ${id})
      or exists (select 1 from user_group_person m join user_group_crm_account gc on gc.user_group_id = m.user_group_id
        where m.user_account_id = u.id and m.role = 'member' and gc.crm_account_id = ${id}))`;
  const total = await sql<{ n: string }>`select count(*) as n from (${people}) p`.execute(ctx.db);
  const rows = await sql<{
    id: string;
    first_name: string | null;
    last_name: string | null;
    email: string;
  }>`
    ${people} order by lower(u.last_name), lower(u.first_name), u.id
    limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}`.execute(ctx.db);
  return {
    count: Number(total.rows[0]?.n ?? 0),
    data: rows.rows.map((row) => ({
      userAccountId: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      cohortClaim: cohort,
    })),
  };
}

/**
 * GetSurveyLinkByUserAccountId/{accountId}/{userAccountId}: the address of the person's surveys
 * page (`/mysurveys/{shareCode}`), for a person linked to an account the caller may see.
 */
export async function surveyLink(
  ctx: ActorContext,
  accountId: string,
  userAccountId: string,
): Promise<TSurveyLink> {
  await requireVisibleAccount(ctx, accountId);
  const linked = await ctx.db
    .selectFrom('user_account_crm_account')
    .select('user_account_id')
    .where('crm_account_id', '=', accountId)
    .where('user_account_id', '=', userAccountId)
    .executeTakeFirst();
  if (!linked) throw notFound('This person is not linked to this account.');
  return { url: `/mysurveys/${await shareCodeOf(ctx.db, userAccountId)}` };
}

/** testCrmAccountWebhook/{id}/{action}: emits the account's change event to the brand's webhooks. */
export async function testAccountWebhook(
  ctx: ActorContext,
  id: string,
  action: string,
): Promise<{ deliveries: number }> {
  await requireVisibleAccount(ctx, id);
  const deliveries = await emitWebhookEvent(ctx.db, ctx.brand, 'crm-account.changed', {
    action,
    crmAccountId: id,
    test: true,
  });
  return { deliveries };
}

const CSV_HEADER = [
  'Account name',
  'CRM account id',
  'Parent account',
  'Industry',
  'Success center',
  'Transformation team',
  'Implementation status',
  'Owner',
  'City',
  'State',
  'Territories',
  'Users',
  'Groups',
  'Child accounts',
];
/** Rows of one export at most: an export is a report, not a backup. */
export const EXPORT_MAX_ROWS = 50_000;
const EXPORT_PAGE = 1_000;

/** ExportAccounts: the visible accounts matching the filters as CSV (the spec's quoting). */
export async function exportAccounts(
  ctx: ActorContext,
  query: TCrmAccountSearchQuery,
): Promise<string> {
  const visible = await visibleAccountIds(ctx.db, ctx.brand, ctx.actor);
  const lines: unknown[][] = [CSV_HEADER];
  for (let page = 1; (page - 1) * EXPORT_PAGE < EXPORT_MAX_ROWS; page++) {
    const result = await searchAccounts(
      ctx.db,
      ctx.brand,
      { ...query, page, pageSize: EXPORT_PAGE },
      { visible },
    );
    for (const a of result.data) {
      lines.push([
        a.accountName,
        a.accountId,
        a.parentAccountName,
        a.industry,
        a.successCenter,
        a.transformationTeam,
        a.accountImplementationStatus,
        a.ownerName,
        a.city,
        a.state,
        a.territories.join('; '),
        a.userCount,
        a.groupCount,
        a.childCount,
      ]);
    }
    if (page * EXPORT_PAGE >= result.count) break;
  }
  return toCsv(lines);
}

/** admin/dashboard counts: every brand with global data access, else the caller's brand. */
export async function dashboardCounts(ctx: ActorContext): Promise<TBrandCounts[]> {
  const brandFilter = hasGlobalDataAccess(ctx.session) ? sql`true` : sql`app_name = ${ctx.brand}`;
  const { rows } = await sql<{
    app_name: string;
    crm_accounts: string;
    user_groups: string;
    user_accounts: string;
    group_members: string;
    notes: string;
    awards: string;
  }>`
    with brands as (select distinct app_name from user_account where ${brandFilter}
      union select distinct app_name from crm_account where ${brandFilter})
    select b.app_name,
      (select count(*) from crm_account a where a.app_name = b.app_name) as crm_accounts,
      (select count(*) from user_group g where g.app_name = b.app_name) as user_groups,
      (select count(*) from user_account u where u.app_name = b.app_name) as user_accounts,
      (select count(*) from user_group_person m join user_group g on g.id = m.user_group_id
        where g.app_name = b.app_name and m.role = 'member') as group_members,
      (select count(*) from note n where n.app_name = b.app_name) as notes,
      (select count(*) from crm_account_award w join crm_account a on a.id = w.crm_account_id
        where a.app_name = b.app_name) as awards
    from brands b order by b.app_name`.execute(ctx.db);
  return rows.map((row) => ({
    appName: row.app_name,
    crmAccounts: Number(row.crm_accounts),
    userGroups: Number(row.user_groups),
    userAccounts: Number(row.user_accounts),
    groupMembers: Number(row.group_members),
    notes: Number(row.notes),
    awards: Number(row.awards),
  }));
}
