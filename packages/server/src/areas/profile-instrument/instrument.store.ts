import type { Insertable, Kysely, Selectable } from 'kysely';
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
/** The columns a save writes; the brand is given apart. */
export type DefinitionValues = Omit<Insertable<ProfileDefinitionTable>, 'app_name'>;
export type FormatValues = Omit<Insertable<ProfileReportFormatTable>, 'app_name'>;
export type ConfigValues = Omit<Insertable<ProfileConfigTable>, 'app_name'>;

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

/** The scales of the definition a format names. */
export async function definitionScalesOf(
  db: Kysely<Database>,
  definitionId: string,
): Promise<DefinitionRow['scales']> {
  const definition = await db
    .selectFrom('profile_definition')
    .select('scales')
    .where('id', '=', definitionId)
    .executeTakeFirstOrThrow();
  return definition.scales;
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

/** The format a report or configuration names (it exists: the reference is kept). */
export function formatOf(db: Kysely<Database>, formatId: string): Promise<FormatRow> {
  return db
    .selectFrom('profile_report_format')
    .selectAll()
    .where('id', '=', formatId)
    .executeTakeFirstOrThrow();
}

/** The brand's default report format (else its oldest). */
export function findDefaultFormat(
  db: Kysely<Database>,
  brand: BrandKey,
): Promise<FormatRow | undefined> {
  return db
    .selectFrom('profile_report_format')
    .selectAll()
    .where('app_name', '=', brand)
    .orderBy('is_default', 'desc')
    .orderBy('created_at')
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

export function insertDefinition(
  db: Kysely<Database>,
  brand: BrandKey,
  values: DefinitionValues,
): Promise<DefinitionRow> {
  return db
    .insertInto('profile_definition')
    .values({ ...values, app_name: brand })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Updates a definition of the brand; undefined when there is none with that id. */
export function updateDefinition(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
  values: DefinitionValues,
): Promise<DefinitionRow | undefined> {
  return db
    .updateTable('profile_definition')
    .set(values)
    .where('id', '=', id)
    .where('app_name', '=', brand)
    .returningAll()
    .executeTakeFirst();
}

export function insertFormat(
  db: Kysely<Database>,
  brand: BrandKey,
  values: FormatValues,
): Promise<FormatRow> {
  return db
    .insertInto('profile_report_format')
    .values({ ...values, app_name: brand })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateFormat(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
  values: FormatValues,
): Promise<FormatRow | undefined> {
  return db
    .updateTable('profile_report_format')
    .set(values)
    .where('id', '=', id)
    .where('app_name', '=', brand)
    .returningAll()
    .executeTakeFirst();
}

export function insertConfig(
  db: Kysely<Database>,
  brand: BrandKey,
  values: ConfigValues,
): Promise<ConfigRow> {
  return db
    .insertInto('profile_config')
    .values({ ...values, app_name: brand })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateConfig(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
  values: ConfigValues,
): Promise<ConfigRow | undefined> {
  return db
    .updateTable('profile_config')
    .set(values)
    .where('id', '=', id)
    .where('app_name', '=', brand)
    .returningAll()
    .executeTakeFirst();
}

/** Drops the cached report content of the whole brand; answers how many rows went. */
export async function dropReportCacheOfBrand(
  db: Kysely<Database>,
  brand: BrandKey,
): Promise<number> {
  const result = await db
    .deleteFrom('profile_report_cache')
    .where('app_name', '=', brand)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Drops the cached content of the reports made with a format. */
export async function dropReportCacheOfFormat(
  db: Kysely<Database>,
  formatId: string,
): Promise<void> {
  const reports = db
    .selectFrom('profile_report')
    .select('id')
    .where('report_format_id', '=', formatId);
  await db.deleteFrom('profile_report_cache').where('report_id', 'in', reports).execute();
}
