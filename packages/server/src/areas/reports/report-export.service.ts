import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  EXPORT_FORMAT_FEATURES,
  gateFeatures,
  isLocale,
  reportAccess,
  reportFeatures,
  satisfies,
  zReportFilters,
  type BrandKey,
  type ReportExportFormat,
  type ReportName,
  type TReportExport,
  type TReportExportStart,
} from '@portal/core';
import { DEFAULT_LOCALE, type ErrorKey, type LocaleCode } from '@portal/core/i18n';
import type { Database } from '../../db/schema';
import { tableContentType, type TableFile } from '../../documents/table-file';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { HttpError, messageIn } from '../../http/errors';
import type { Jobs } from '../../jobs/jobs';
import type { ActorContext, SignedInContext } from '../../shared/request-context';
import { visibleAccountIds } from '../crmaccount/crmaccount.policy';
import { requireFeatures } from '../webconfig/webconfig.service';
import { FILE_NAMES, REPORT_FILES } from './report-files';
import {
  exportFile,
  exportToWrite,
  findExport,
  insertExport,
  unfinishedExports,
  updateExport,
  type ReportExportState,
} from './report-export.store';
import { scopeOf } from './reports.service';

/**
 * Background exports (docs/decisions.md, "Reports"): a long report is written to a file by a job
 * while its progress is read, then downloaded by the person who asked, until it expires.
 */

export const EXPORT_REPORT_JOB = 'export-report';
/** An export and its file are deleted this long after it was asked for. */
export const REPORT_EXPORT_TTL_HOURS = 24;

export const NO_SUCH_EXPORT = 'errors.reports.noSuchExport';
export const EXPORT_NOT_READY = 'errors.reports.exportNotReady';
export const EXPORT_FAILED = 'errors.reports.exportFailed';
export const TOO_MANY_EXPORTS = 'errors.reports.tooManyExports';

/** Exports a person may have waiting or being written at once (each reads a whole report). */
export const MAX_UNFINISHED_EXPORTS = 3;

const HOUR_MS = 3_600_000;

/** The export as its asker reads it: why it failed in their language. */
function toReportExport(row: ReportExportState, language: LocaleCode | undefined): TReportExport {
  return {
    id: row.id,
    report: row.report as ReportName,
    format: row.format as ReportExportFormat,
    status: row.status,
    total: row.total,
    done: row.done,
    error: row.error === null ? null : messageIn(language, row.error as ErrorKey),
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

/** The flags of the report and of the format (CSV), as the report's own download asks them. */
const requireExportFeatures = (
  ctx: SignedInContext,
  report: ReportName,
  format: ReportExportFormat,
) =>
  requireFeatures(ctx, ...gateFeatures(reportFeatures(report)), ...EXPORT_FORMAT_FEATURES[format]);

/**
 * Records the export with the accounts the caller may see now (the job has no caller) and queues
 * its writing, in one transaction.
 */
export async function startReportExport(
  ctx: ActorContext,
  jobs: Jobs,
  input: TReportExportStart,
): Promise<TReportExport> {
  const { report, format, ...filters } = input;
  // The calls admit both kinds of reader; each report keeps its own rule.
  if (!satisfies(ctx.session, reportAccess(report))) throw new HttpError(403, NOT_AUTHORIZED);
  await requireExportFeatures(ctx, report, format);
  if ((await unfinishedExports(ctx.db, ctx.session.userId)) >= MAX_UNFINISHED_EXPORTS) {
    throw new HttpError(429, TOO_MANY_EXPORTS);
  }
  const visible = await visibleAccountIds(ctx.db, ctx.brand, ctx.actor);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await insertExport(trx, {
      brand: ctx.brand,
      requesterId: ctx.session.userId,
      report,
      format,
      filters,
      visible,
      language: ctx.language ?? DEFAULT_LOCALE,
      expiresAt: new Date(ctx.now.getTime() + REPORT_EXPORT_TTL_HOURS * HOUR_MS),
    });
    await jobs.send(EXPORT_REPORT_JOB, { exportId: inserted.id }, { db: trx });
    return inserted;
  });
  return toReportExport(row, ctx.language);
}

/** The caller's own export of the brand; anyone else's, or an expired one, is not found. */
async function ownExport(ctx: SignedInContext, id: string): Promise<ReportExportState> {
  const row = await findExport(ctx.db, ctx.brand, id);
  if (!row || row.requester_id !== ctx.session.userId) throw new HttpError(404, NO_SUCH_EXPORT);
  return row;
}

export async function reportExportStatus(ctx: SignedInContext, id: string): Promise<TReportExport> {
  return toReportExport(await ownExport(ctx, id), ctx.language);
}

/** The finished export's file; one still being written answers 409. */
export async function reportExportFile(ctx: SignedInContext, id: string): Promise<TableFile> {
  const row = await ownExport(ctx, id);
  const format = row.format as ReportExportFormat;
  await requireExportFeatures(ctx, row.report as ReportName, format);
  const body = row.status === 'done' ? await exportFile(ctx.db, id) : null;
  if (!body) throw new HttpError(409, EXPORT_NOT_READY);
  return {
    body: Buffer.from(body),
    fileName: `${FILE_NAMES[row.report as ReportName]}.${format}`,
    contentType: tableContentType(format),
  };
}

/**
 * The job's work: reads the report's rows, writes the file telling its progress, keeps it. A
 * failure ends the export as failed (the person may ask again) rather than retrying: a report
 * of too many rows stays too many.
 */
export async function runReportExport(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  id: string,
): Promise<void> {
  const row = await exportToWrite(db, id);
  if (!row || row.status === 'done' || row.status === 'failed') return;
  await updateExport(db, id, { status: 'running', done: 0 });
  try {
    const filters = zReportFilters.parse(row.filters);
    const file = await REPORT_FILES[row.report as ReportName]({
      db,
      name: row.report as ReportName,
      scope: scopeOf(row.app_name as BrandKey, filters, row.visible),
      filters,
      format: row.format as ReportExportFormat,
      language: isLocale(row.language) ? row.language : undefined,
      onTotal: (total) => updateExport(db, id, { total }),
      progress: (done) => updateExport(db, id, { done }),
    });
    await updateExport(db, id, { status: 'done', file: file.body });
  } catch (error) {
    const known = error instanceof HttpError;
    if (!known) log.error({ err: error, exportId: id }, 'a report export failed');
    await updateExport(db, id, { status: 'failed', error: known ? error.code : EXPORT_FAILED });
  }
}
