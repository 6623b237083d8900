import type { Kysely, Selectable } from 'kysely';
import type { BrandKey, ReportExportFormat, ReportName, TReportFilters } from '@portal/core';
import { toJson, type Database } from '../../db/schema';
import type { ReportExportTable } from '../../db/schema-documents';

/** The rows of background report exports (migration 0030). */

export type ReportExportRow = Selectable<ReportExportTable>;
type Db = Kysely<Database>;

const STATUS_COLUMNS = [
  'id',
  'app_name',
  'requester_id',
  'report',
  'format',
  'filters',
  'visible',
  'language',
  'status',
  'total',
  'done',
  'error',
  'expires_at',
] as const;

export type ReportExportState = Pick<ReportExportRow, (typeof STATUS_COLUMNS)[number]>;

export async function insertExport(
  db: Db,
  input: {
    brand: BrandKey;
    requesterId: string;
    report: ReportName;
    format: ReportExportFormat;
    filters: TReportFilters;
    visible: 'all' | readonly string[];
    language: string;
    expiresAt: Date;
  },
): Promise<ReportExportState> {
  return db
    .insertInto('report_export')
    .values({
      app_name: input.brand,
      requester_id: input.requesterId,
      report: input.report,
      format: input.format,
      filters: toJson(input.filters),
      visible: toJson(input.visible),
      language: input.language,
      expires_at: input.expiresAt,
    })
    .returning(STATUS_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** An export of the brand that has not expired, without its file. */
export async function findExport(
  db: Db,
  brand: BrandKey,
  id: string,
): Promise<ReportExportState | undefined> {
  return db
    .selectFrom('report_export')
    .select(STATUS_COLUMNS)
    .where('id', '=', id)
    .where('app_name', '=', brand)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

/** How many exports the person has waiting or being written. */
export async function unfinishedExports(db: Db, requesterId: string): Promise<number> {
  const row = await db
    .selectFrom('report_export')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('requester_id', '=', requesterId)
    .where('status', 'in', ['queued', 'running'])
    .where('expires_at', '>', new Date())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** An export with all it needs to be written, whatever its brand or expiry (the job's read). */
export async function exportToWrite(db: Db, id: string): Promise<ReportExportRow | undefined> {
  return db.selectFrom('report_export').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The export's file, once written. */
export async function exportFile(db: Db, id: string): Promise<Uint8Array | null> {
  const row = await db
    .selectFrom('report_export')
    .select('file')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.file ?? null;
}

export async function updateExport(
  db: Db,
  id: string,
  change: Partial<Pick<ReportExportRow, 'status' | 'total' | 'done' | 'error' | 'file'>>,
): Promise<void> {
  await db
    .updateTable('report_export')
    .set({ ...change, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Deletes the exports (and files) past their expiry; answers how many. */
export async function deleteExpiredExports(db: Db, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('report_export')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
