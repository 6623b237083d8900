import type { Kysely, Selectable } from 'kysely';
import {
  DEFAULT_FEEDBACK_FORMAT_NAME,
  type BrandKey,
  type FeedbackFormatTexts,
  type LocaleCode,
} from '@portal/core';
import { toJson, type CheckupFeedbackFormatTable, type Database } from '../../db/schema';

export type FeedbackFormatRow = Selectable<CheckupFeedbackFormatTable>;
/** A format's texts by language. */
type FormatTexts = Partial<Record<LocaleCode, FeedbackFormatTexts>>;

const formats = (db: Kysely<Database>, brand: BrandKey, name: string) =>
  db
    .selectFrom('checkup_feedback_format')
    .selectAll()
    .where('app_name', '=', brand)
    .where('name', '=', name);

export function findFormatVersion(
  db: Kysely<Database>,
  brand: BrandKey,
  name: string,
  version: number,
): Promise<FeedbackFormatRow | undefined> {
  return formats(db, brand, name).where('version', '=', version).executeTakeFirst();
}

export function findDefaultFormat(
  db: Kysely<Database>,
  brand: BrandKey,
  name: string,
): Promise<FeedbackFormatRow | undefined> {
  return formats(db, brand, name).where('is_default', '=', true).executeTakeFirst();
}

/** Every version of a name, newest first. */
export function listFormatVersions(
  db: Kysely<Database>,
  brand: BrandKey,
  name: string,
): Promise<FeedbackFormatRow[]> {
  return formats(db, brand, name).orderBy('version', 'desc').execute();
}

export async function highestVersion(
  db: Kysely<Database>,
  brand: BrandKey,
  name: string,
): Promise<number> {
  const row = await db
    .selectFrom('checkup_feedback_format')
    .select((eb) => eb.fn.max<number | null>('version').as('version'))
    .where('app_name', '=', brand)
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.version ?? 0;
}

/** Creates a version of a name, or replaces the texts of that version when it exists. */
export function upsertFormatVersion(
  db: Kysely<Database>,
  brand: BrandKey,
  format: { name: string; version: number; isDefault: boolean; texts: FormatTexts },
  now: Date,
): Promise<FeedbackFormatRow | undefined> {
  return db
    .insertInto('checkup_feedback_format')
    .values({
      app_name: brand,
      name: format.name,
      version: format.version,
      is_default: format.isDefault,
      texts: toJson(format.texts),
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['app_name', 'name', 'version'])
        .doUpdateSet({ texts: toJson(format.texts), updated_at: now }),
    )
    .returningAll()
    .executeTakeFirst();
}

/** The name's default stops being it, unless it is `keptVersion`. */
export async function clearOtherDefaults(
  db: Kysely<Database>,
  brand: BrandKey,
  name: string,
  keptVersion: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('checkup_feedback_format')
    .set({ is_default: false, updated_at: now })
    .where('app_name', '=', brand)
    .where('name', '=', name)
    .where('is_default', '=', true)
    .where('version', '!=', keptVersion)
    .execute();
}

export function markFormatDefault(
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<FeedbackFormatRow> {
  return db
    .updateTable('checkup_feedback_format')
    .set({ is_default: true, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteFormatVersionById(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('checkup_feedback_format').where('id', '=', id).execute();
}

/** Version 1 of the default format name for each brand that has none (existing rows are kept). */
export async function insertMissingDefaultFormats(
  db: Kysely<Database>,
  formats: readonly { brand: BrandKey; texts: FormatTexts }[],
  now: Date,
): Promise<void> {
  await db
    .insertInto('checkup_feedback_format')
    .values(
      formats.map(({ brand, texts }) => ({
        app_name: brand,
        name: DEFAULT_FEEDBACK_FORMAT_NAME,
        version: 1,
        is_default: true,
        texts: toJson(texts),
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
