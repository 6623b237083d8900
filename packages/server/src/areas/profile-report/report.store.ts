import type { Insertable, Kysely, Selectable } from 'kysely';
import type { BrandKey } from '@portal/core';
import { isValidGuid } from '@portal/core';
import {
  toJson,
  type Database,
  type ProfileDescriberTable,
  type ProfileParticipantTable,
  type ProfileReportTable,
} from '../../db/schema';

export type ReportRow = Selectable<ProfileReportTable>;
type DescriberRow = Selectable<ProfileDescriberTable>;
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

/** The brand's reports not released yet (the release job's candidates). */
export function unreleasedReports(db: Kysely<Database>, brand: BrandKey) {
  return db
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
    .where('r.is_released', '=', false)
    .where('r.app_name', '=', brand)
    .execute();
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

/** Every report of the brand (the cache job fills them). */
export function reportsOfBrand(db: Kysely<Database>, brand: BrandKey): Promise<OwnedReportRow[]> {
  return reportsWithOwner(db, brand).execute();
}

/** Keeps a report's computed content in one language; the first one written stays. */
export async function writeCache(
  db: Kysely<Database>,
  report: Pick<ReportRow, 'id' | 'app_name'>,
  locale: string,
  content: unknown,
): Promise<void> {
  await db
    .insertInto('profile_report_cache')
    .values({ report_id: report.id, locale, app_name: report.app_name, data: toJson(content) })
    .onConflict((oc) => oc.columns(['report_id', 'locale']).doNothing())
    .execute();
}

/** Describer rows by id (those a report was made with). */
export function findDescribersByIds(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<DescriberRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('profile_describer').selectAll().where('id', 'in', ids).execute();
}

export async function insertReport(
  db: Kysely<Database>,
  brand: BrandKey,
  values: Omit<Insertable<ProfileReportTable>, 'app_name'>,
): Promise<string> {
  const row = await db
    .insertInto('profile_report')
    .values({ ...values, app_name: brand })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteReportRow(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('profile_report').where('id', '=', id).execute();
}

export async function setReportsExcluded(
  db: Kysely<Database>,
  brand: BrandKey,
  ids: readonly string[],
  isExcluded: boolean,
  now: Date,
): Promise<void> {
  await db
    .updateTable('profile_report')
    .set({ is_excluded: isExcluded, updated_at: now })
    .where('id', 'in', ids)
    .where('app_name', '=', brand)
    .execute();
}

/** Releases the reports not released yet among `ids`. */
export async function markReleased(
  db: Kysely<Database>,
  ids: readonly string[],
  now: Date,
): Promise<void> {
  await db
    .updateTable('profile_report')
    .set({ is_released: true, released_at: now, updated_at: now })
    .where('id', 'in', ids)
    .where('is_released', '=', false)
    .execute();
}

/**
 * The reports of a configuration created from `from` up to (not including) `until`, not
 * excluded, oldest first, with the person's name (the export).
 */
export function reportsOfConfigCreatedBetween(
  db: Kysely<Database>,
  configId: string,
  from: Date,
  until: Date,
) {
  return db
    .selectFrom('profile_report as r')
    .innerJoin('profile_participant as p', 'p.id', 'r.participant_id')
    .innerJoin('user_account as a', 'a.id', 'p.user_account_id')
    .selectAll('r')
    .select(['p.user_account_id', 'a.first_name', 'a.last_name'])
    .where('p.profile_config_id', '=', configId)
    .where('r.is_excluded', '=', false)
    .where('r.created_at', '>=', from)
    .where('r.created_at', '<', until)
    .orderBy('r.created_at')
    .execute();
}

/** The active participants of a configuration without any report yet (quick reports in bulk). */
export function activeParticipantsWithoutReport(
  db: Kysely<Database>,
  configId: string,
): Promise<Selectable<ProfileParticipantTable>[]> {
  return db
    .selectFrom('profile_participant as p')
    .selectAll('p')
    .where('p.profile_config_id', '=', configId)
    .where('p.is_active', '=', true)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('profile_report as r')
            .select('r.id')
            .whereRef('r.participant_id', '=', 'p.id'),
        ),
      ),
    )
    .execute();
}
