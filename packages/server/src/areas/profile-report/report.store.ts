import type { Kysely, Selectable } from 'kysely';
import type { BrandKey } from '@portal/core';
import { isValidGuid } from '@portal/core';
import type { Database, ProfileReportTable } from '../../db/schema';

export type ReportRow = Selectable<ProfileReportTable>;
/** A report with the person it belongs to. */
export type OwnedReportRow = ReportRow & { user_account_id: string };

const reportsWithOwner = (db: Kysely<Database>, brand: BrandKey) =>
  db
    .selectFrom('profile_report as r')
    .innerJoin('profile_participant as p', 'p.id', 'r.participant_id')
    .selectAll('r')
    .select('p.user_account_id')
    .where('r.app_name', '=', brand);

/** By id or by report code (the web addresses a report by its code). */
export function findReport(
  db: Kysely<Database>,
  brand: BrandKey,
  idOrCode: string,
): Promise<OwnedReportRow | undefined> {
  const query = reportsWithOwner(db, brand);
  return (
    isValidGuid(idOrCode)
      ? query.where('r.id', '=', idOrCode)
      : query.where('r.report_code', '=', idOrCode)
  ).executeTakeFirst();
}

export function findReportsByIds(db: Kysely<Database>, brand: BrandKey, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([] as OwnedReportRow[]);
  return reportsWithOwner(db, brand).where('r.id', 'in', ids).execute();
}

/** Reports of people, the latest first. */
export function reportsOfAccounts(
  db: Kysely<Database>,
  brand: BrandKey,
  userAccountIds: readonly string[],
): Promise<OwnedReportRow[]> {
  if (userAccountIds.length === 0) return Promise.resolve([]);
  return reportsWithOwner(db, brand)
    .where('p.user_account_id', 'in', userAccountIds)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .execute();
}

export function reportsOfParticipants(
  db: Kysely<Database>,
  brand: BrandKey,
  participantIds: readonly string[],
): Promise<OwnedReportRow[]> {
  if (participantIds.length === 0) return Promise.resolve([]);
  return reportsWithOwner(db, brand)
    .where('r.participant_id', 'in', participantIds)
    .orderBy('r.created_at', 'desc')
    .execute();
}

/** Reports not released yet (the release job's candidates). */
export function unreleasedReports(db: Kysely<Database>, brand: BrandKey | null) {
  let query = db
    .selectFrom('profile_report as r')
    .innerJoin('profile_participant as p', 'p.id', 'r.participant_id')
    .innerJoin('profile_config as c', 'c.id', 'p.profile_config_id')
    .select([
      'r.id',
      'r.describer_ids',
      'r.self_describer_id',
      'c.self_only',
      'c.release_date',
      'c.min_describers',
      'c.require_check_in',
      'p.checked_in',
    ])
    .where('r.is_released', '=', false);
  if (brand) query = query.where('r.app_name', '=', brand);
  return query.execute();
}

export async function readCache(db: Kysely<Database>, reportId: string, locale: string) {
  const row = await db
    .selectFrom('profile_report_cache')
    .select('data')
    .where('report_id', '=', reportId)
    .where('locale', '=', locale)
    .executeTakeFirst();
  return row?.data;
}
