import {
  CHECKUP_AUDIT_COLUMNS,
  CHECKUP_AUDIT_STAGES,
  EMAIL_MESSAGES_COLUMNS,
  EMAIL_MESSAGES_DAILY_MAX_DAYS,
  IMPLEMENTATION_COLUMNS,
  PROFILE_AUDIT_COLUMNS,
  REPORT_EXPORT_MAX_ROWS,
  REPORT_SCOPE_MAX_OPTIONS,
  type BrandKey,
  type PagedResult,
  type ReportColumn,
  type TCheckupAuditRow,
  type TEmailMessagesRow,
  type TImplementationRow,
  type TProfileAuditRow,
  type TReportFilters,
  type TReportPageQuery,
  type TReportScopeOptions,
  type TReportScopeOptionsQuery,
} from '@portal/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { type ActorContext } from '../../shared/request-context';
import { visibleAccountIds } from '../crmaccount/crmaccount.policy';
import { emailMessageRows, type PeriodUnit } from './email-messages.store';
import { implementationRows, type ImplementationRecord } from './implementation.store';
import {
  checkupAuditRows,
  profileAuditRows,
  scopeOptions,
  type CheckupAuditRecord,
  type ProfileAuditRecord,
  type ReportRange,
  type ReportScope,
  type ReportSlice,
} from './reports.store';

/**
 * The reports over existing data (docs/decisions.md, "Reports"): each is limited to the accounts
 * the caller may see (every account of the brand with global data access, else the accounts they
 * administer or train and their descendants); a filter naming an account or group outside them
 * answers no rows, as one that does not exist.
 */

export const TOO_MANY_ROWS = 'errors.reports.tooManyRows';

const DAY_MS = 86_400_000;

/** What a report reads for a scope: its records, at most a slice of them. */
export type ReportSource<Row> = {
  columns: readonly ReportColumn<Row>[];
  read: (
    db: Kysely<Database>,
    scope: ReportScope,
    filters: TReportFilters,
    slice?: ReportSlice,
  ) => Promise<{ rows: Row[]; total: number }>;
};

/** An instant of a record as ISO text, or null. */
export const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** A report's scope in the brand, or null when the accounts it may cover are none. */
export function scopeOf(
  brand: BrandKey,
  filters: TReportFilters,
  visible: 'all' | readonly string[],
): ReportScope | null {
  if (visible !== 'all' && visible.length === 0) return null;
  return { brand, visible, accountId: filters.accountId, groupId: filters.groupId };
}

/** The caller's accounts, or null when they may see none (the report is then empty). */
export async function visibleScope(
  ctx: ActorContext,
  filters: TReportFilters,
): Promise<ReportScope | null> {
  return scopeOf(ctx.brand, filters, await visibleAccountIds(ctx.db, ctx.brand, ctx.actor));
}

/** The filters' calendar days as instants: from the first day's start to the last day's end. */
export const rangeOf = (filters: Pick<TReportFilters, 'from' | 'to'>): ReportRange => ({
  from: filters.from ? new Date(`${filters.from}T00:00:00Z`) : undefined,
  until: filters.to ? new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS) : undefined,
});

export const totalOf = (rows: readonly { total: number | string }[]) => Number(rows[0]?.total ?? 0);

const scopeColumns = (r: ProfileAuditRecord | CheckupAuditRecord | ImplementationRecord) => ({
  accountId: r.account_id,
  accountName: r.account_name,
  groupId: r.group_id,
  groupName: r.group_name,
});

export const profileAudit: ReportSource<TProfileAuditRow> = {
  columns: PROFILE_AUDIT_COLUMNS,
  read: async (db, scope, filters, slice) => {
    const records = await profileAuditRows(db, scope, rangeOf(filters), slice);
    return {
      total: totalOf(records),
      rows: records.map((r) => ({
        ...scopeColumns(r),
        profilesStarted: Number(r.profiles_started),
        describersInvited: Number(r.describers_invited),
        describersFinished: Number(r.describers_finished),
        reportsReleased: Number(r.reports_released),
        lastReleasedAt: iso(r.last_released_at),
      })),
    };
  },
};

export const checkupAudit: ReportSource<TCheckupAuditRow> = {
  columns: CHECKUP_AUDIT_COLUMNS,
  read: async (db, scope, filters, slice) => {
    const records = await checkupAuditRows(db, scope, filters, slice);
    return {
      total: totalOf(records),
      rows: records.map((r) => {
        const stages = Object.fromEntries(
          CHECKUP_AUDIT_STAGES.map((name, i) => [`stage${name}`, Number(r.stages[i] ?? 0)]),
        ) as Pick<TCheckupAuditRow, `stage${(typeof CHECKUP_AUDIT_STAGES)[number]}`>;
        return {
          ...scopeColumns(r),
          checkups: Number(r.checkups),
          ...stages,
          feedbackRequested: Number(r.feedback_requested),
          feedbackReceived: Number(r.feedback_received),
          reportsReleased: Number(r.reports_released),
          lastReportedAt: iso(r.last_reported_at),
        };
      }),
    };
  },
};

export const implementation: ReportSource<TImplementationRow> = {
  columns: IMPLEMENTATION_COLUMNS,
  read: async (db, scope, filters, slice) => {
    const records = await implementationRows(db, scope, rangeOf(filters), slice);
    return {
      total: totalOf(records),
      rows: records.map((r) => ({
        ...scopeColumns(r),
        events: Number(r.events),
        participants: Number(r.participants),
        checkedIn: Number(r.checked_in),
        plansComplete: Number(r.plans_complete),
        checkups: Number(r.checkups),
        checkupsDone: Number(r.checkups_done),
        lastEventAt: iso(r.last_event_at),
      })),
    };
  },
};

/** Day by day over a range of at most EMAIL_MESSAGES_DAILY_MAX_DAYS days, else by month. */
function periodUnitOf(filters: TReportFilters): PeriodUnit {
  if (!filters.from || !filters.to) return 'month';
  const days = (Date.parse(filters.to) - Date.parse(filters.from)) / DAY_MS + 1;
  return days <= EMAIL_MESSAGES_DAILY_MAX_DAYS ? 'day' : 'month';
}

export const emailMessages: ReportSource<TEmailMessagesRow> = {
  columns: EMAIL_MESSAGES_COLUMNS,
  read: async (db, scope, filters, slice) => {
    const unit = periodUnitOf(filters);
    const records = await emailMessageRows(db, scope, rangeOf(filters), unit, slice);
    return {
      total: totalOf(records),
      rows: records.map((r) => ({
        period: r.period,
        entered: Number(r.entered),
        complete: Number(r.complete),
        reject: Number(r.reject),
        deferred: Number(r.deferred),
        pending: Number(r.pending),
      })),
    };
  },
};

/** One page of a report. */
export async function reportPage<Row>(
  ctx: ActorContext,
  source: ReportSource<Row>,
  query: TReportPageQuery,
): Promise<PagedResult<Row>> {
  const scope = await visibleScope(ctx, query);
  if (!scope) return { count: 0, data: [] };
  const slice = { offset: (query.page - 1) * query.pageSize, limit: query.pageSize };
  const { rows, total } = await source.read(ctx.db, scope, query, slice);
  if (rows.length > 0 || slice.offset === 0) return { count: total, data: rows };
  // A page past the end carries no row to count with: the first row does.
  const first = await source.read(ctx.db, scope, query, { offset: 0, limit: 1 });
  return { count: first.total, data: [] };
}

/** Every row of a report for the filters (a download); more than the cap is refused. */
export async function reportRows<Row>(
  db: Kysely<Database>,
  source: ReportSource<Row>,
  scope: ReportScope | null,
  filters: TReportFilters,
): Promise<Row[]> {
  if (!scope) return [];
  const { rows } = await source.read(db, scope, filters, {
    offset: 0,
    limit: REPORT_EXPORT_MAX_ROWS + 1,
  });
  if (rows.length > REPORT_EXPORT_MAX_ROWS) throw new HttpError(400, TOO_MANY_ROWS);
  return rows;
}

/** The accounts and groups the filters offer for what the person typed and chose. */
export async function reportScopeOptions(
  ctx: ActorContext,
  query: TReportScopeOptionsQuery,
): Promise<TReportScopeOptions> {
  const scope = await visibleScope(ctx, {});
  if (!scope) return { accounts: [], groups: [] };
  return scopeOptions(ctx.db, scope, query, REPORT_SCOPE_MAX_OPTIONS);
}
