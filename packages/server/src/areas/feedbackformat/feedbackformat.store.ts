import type { Kysely, Selectable } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { CheckupFeedbackFormatTable, Database } from '../../db/schema';

export type FeedbackFormatRow = Selectable<CheckupFeedbackFormatTable>;

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
