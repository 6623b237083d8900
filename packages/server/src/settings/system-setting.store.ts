import type { Kysely } from 'kysely';
import type { SystemSettingName } from '@portal/core';
import { toJson, type Database } from '../db/schema';

export type SavedSetting = { value: unknown; at: Date; by: string | null };

/** The settings saved on the system configuration page, by name (unknown names included). */
export async function listSavedSettings(db: Kysely<Database>): Promise<Map<string, SavedSetting>> {
  const rows = await db.selectFrom('system_setting').selectAll().execute();
  return new Map(
    rows.map((row) => [row.name, { value: row.value, at: row.updated_at, by: row.updated_by }]),
  );
}

export async function saveSetting(
  db: Kysely<Database>,
  name: SystemSettingName,
  value: string | number,
  by: string | null,
): Promise<void> {
  const row = { value: toJson(value), updated_at: new Date(), updated_by: by };
  await db
    .insertInto('system_setting')
    .values({ name, ...row })
    .onConflict((oc) => oc.column('name').doUpdateSet(row))
    .execute();
}

/** Answers whether there was a saved value to drop. */
export async function deleteSetting(
  db: Kysely<Database>,
  name: SystemSettingName,
): Promise<boolean> {
  const result = await db.deleteFrom('system_setting').where('name', '=', name).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
