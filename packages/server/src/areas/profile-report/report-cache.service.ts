import type { Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';
import { dropReportCacheOfBrand } from '../profile-instrument/instrument.service';
import { reportContent } from './report-data.service';
import { reportsOfBrand } from './report.store';

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
  const reports = await reportsOfBrand(db, brand);
  let filled = 0;
  for (const report of reports) {
    if (signal?.aborted) break;
    await reportContent(db, report, locale);
    filled++;
  }
  return filled;
}

export const dropCacheOfBrand = (db: Kysely<Database>, brand: BrandKey): Promise<number> =>
  dropReportCacheOfBrand(db, brand);
