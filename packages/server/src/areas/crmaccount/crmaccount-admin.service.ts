import {
  COHORT_CLAIM_TYPE,
  canManageAccounts,
  currentCohortClaimName,
  hasGlobalDataAccess,
  toCsv,
  type PagedQuery,
  type PagedResult,
  type TBrandCounts,
  type TDashboardTrends,
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
import {
  addAccountTrainersToGroups,
  brandCounts,
  monthlyTrends,
  type MonthlyTrendRow,
  cohortMemberPage,
  isLinkedToAccount,
} from './crmaccount-admin.store';

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
  return { added: await addAccountTrainersToGroups(ctx.db, ctx.brand, ctx.now) };
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
  const claim = { claimType: COHORT_CLAIM_TYPE, value: cohort, now: ctx.now };
  const { count, rows } = await cohortMemberPage(ctx.db, ctx.brand, id, claim, paging);
  return {
    count,
    data: rows.map((row) => ({
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
  if (!(await isLinkedToAccount(ctx.db, accountId, userAccountId)))
    throw notFound('errors.account.personNotLinked');
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
  const rows = await brandCounts(ctx.db, hasGlobalDataAccess(ctx.session) ? 'all' : ctx.brand);
  return rows.map((row) => ({
    appName: row.app_name,
    crmAccounts: Number(row.crm_accounts),
    userGroups: Number(row.user_groups),
    userAccounts: Number(row.user_accounts),
    groupMembers: Number(row.group_members),
    notes: Number(row.notes),
    awards: Number(row.awards),
    activePeople: Number(row.active_people),
    profiles: Number(row.profiles),
    tractionPlans: Number(row.traction_plans),
    checkups: Number(row.checkups),
    events: Number(row.events),
  }));
}

/** admin/dashboard trends: what the caller's brand added in each of the last 12 months. */
export async function dashboardTrends(ctx: ActorContext): Promise<TDashboardTrends> {
  const rows = await monthlyTrends(ctx.db, ctx.brand);
  const figures = (column: keyof MonthlyTrendRow) => rows.map((row) => Number(row[column]));
  return {
    months: rows.map((row) => row.month),
    series: {
      activePeople: figures('active_people'),
      profiles: figures('profiles'),
      tractionPlans: figures('traction_plans'),
      checkups: figures('checkups'),
      events: figures('events'),
    },
  };
}
