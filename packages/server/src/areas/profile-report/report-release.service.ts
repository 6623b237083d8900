import type { Kysely } from 'kysely';
import { isReportReleasable, type BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';
import { brandHas } from '../webconfig/webconfig.service';
import { findDescribersByIds, markReleased, unreleasedReports } from './report.store';

/**
 * Releases every report of the brand whose rule now holds (spec part 1, section 4; a report with
 * no describer besides self is a self-only report), where the brand has `reportAutoRelease` on.
 * Idempotent: the job and the call both run it.
 */
export async function releaseDueReports(
  db: Kysely<Database>,
  brand: BrandKey,
  now: Date,
  onlyReportIds?: readonly string[],
): Promise<string[]> {
  if (!(await brandHas({ db, brand }, 'reportAutoRelease'))) return [];
  const candidates = (await unreleasedReports(db, brand)).filter(
    (r) => !onlyReportIds || onlyReportIds.includes(r.id),
  );
  const selfIds = candidates
    .map((r) => r.self_describer_id)
    .filter((id): id is string => id !== null);
  const selfs = await findDescribersByIds(db, selfIds);
  const due = candidates.filter((r) =>
    isReportReleasable({
      selfOnly: r.describer_ids.length === 0,
      releaseDate: r.release_date,
      now,
      selfComplete: selfs.some((s) => s.id === r.self_describer_id && s.is_complete),
      describersComplete: r.describer_ids.length,
      minDescribers: r.min_describers,
      requireCheckIn: r.require_check_in,
      checkedIn: r.checked_in,
    }),
  );
  if (due.length === 0) return [];
  await markReleased(
    db,
    due.map((r) => r.id),
    now,
  );
  return due.map((r) => r.id);
}
