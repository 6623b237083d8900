import type { Kysely, Selectable } from 'kysely';
import type { BrandKey } from '@portal/core';
import type {
  Database,
  ProfileConfigTable,
  ProfileDefinitionTable,
  ProfileReportFormatTable,
} from '../../db/schema';

export type DefinitionRow = Selectable<ProfileDefinitionTable>;
export type FormatRow = Selectable<ProfileReportFormatTable>;
export type ConfigRow = Selectable<ProfileConfigTable>;

export function findDefinition(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<DefinitionRow | undefined> {
  return db
    .selectFrom('profile_definition')
    .selectAll()
    .where('id', '=', id)
    .where('app_name', '=', brand)
    .executeTakeFirst();
}

export function listDefinitions(db: Kysely<Database>, brand: BrandKey): Promise<DefinitionRow[]> {
  return db
    .selectFrom('profile_definition')
    .selectAll()
    .where('app_name', '=', brand)
    .orderBy('name')
    .execute();
}

export function findFormat(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<FormatRow | undefined> {
  return db
    .selectFrom('profile_report_format')
    .selectAll()
    .where('id', '=', id)
    .where('app_name', '=', brand)
    .executeTakeFirst();
}

export function listFormats(db: Kysely<Database>, brand: BrandKey): Promise<FormatRow[]> {
  return db
    .selectFrom('profile_report_format')
    .selectAll()
    .where('app_name', '=', brand)
    .orderBy('name')
    .execute();
}

export function listConfigs(db: Kysely<Database>, brand: BrandKey): Promise<ConfigRow[]> {
  return db
    .selectFrom('profile_config')
    .selectAll()
    .where('app_name', '=', brand)
    .orderBy('name')
    .execute();
}

export function findConfig(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<ConfigRow | undefined> {
  return db
    .selectFrom('profile_config')
    .selectAll()
    .where('id', '=', id)
    .where('app_name', '=', brand)
    .executeTakeFirst();
}

export function findDefaultConfig(
  db: Kysely<Database>,
  brand: BrandKey,
): Promise<ConfigRow | undefined> {
  return db
    .selectFrom('profile_config')
    .selectAll()
    .where('app_name', '=', brand)
    .orderBy('is_default', 'desc')
    .orderBy('created_at')
    .executeTakeFirst();
}

export function findConfigsByIds(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<ConfigRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('profile_config').selectAll().where('id', 'in', ids).execute();
}

/** The definition and format behind a participant's configuration. */
export async function instrumentOfConfig(
  db: Kysely<Database>,
  configId: string,
): Promise<{ definition: DefinitionRow; format: FormatRow }> {
  const config = await db
    .selectFrom('profile_config')
    .select(['profile_definition_id', 'report_format_id'])
    .where('id', '=', configId)
    .executeTakeFirstOrThrow();
  const definition = await db
    .selectFrom('profile_definition')
    .selectAll()
    .where('id', '=', config.profile_definition_id)
    .executeTakeFirstOrThrow();
  const format = await db
    .selectFrom('profile_report_format')
    .selectAll()
    .where('id', '=', config.report_format_id)
    .executeTakeFirstOrThrow();
  return { definition, format };
}
