import type { Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';
import { reportContent } from './report-data.service';
import type { OwnedReportRow } from './report.store';

/**
 * The report cache (profile_report_cache): each report's computed content per language, written
 * on first read. `StartBatchReportCacheGeneration` fills it for a brand ahead of time (a job);
 * `BatchDeleteReportCache` empties it (after an instrument text or format change).
 */
export async function fillCacheOfBrand(
  db: Kysely<Database>,
  brand: BrandKey,
  locale: string,
  signal?: AbortSignal,
): Promise<number> {
  const reports: OwnedReportRow[] = await db
    .selectFrom('profile_report as r')
    .innerJoin('profile_participant as p', 'p.id', 'r.participant_id')
    .selectAll('r')
    .select('p.user_account_id')
    .where('r.app_name', '=', brand)
    .execute();
  let filled = 0;
  for (const report of reports) {
    if (signal?.aborted) break;
    await reportContent(db, report, locale);
    filled++;
  }
  return filled;
}

export async function dropCacheOfBrand(db: Kysely<Database>, brand: BrandKey): Promise<number> {
  const result = await db
    .deleteFrom('profile_report_cache')
    .where('app_name', '=', brand)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
