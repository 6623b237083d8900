import type { Kysely } from 'kysely';
import {
  BRAND_DEFAULT_FEATURES,
  BRANDS,
  FEATURES,
  type AppConfig,
  type AppPage,
  type BrandKey,
} from '@portal/core';
import type { Database } from '../../db/schema';

/** Every known flag with the brand's state; a flag the database does not name is on. */
export function completeFeatures(
  stored: Readonly<Record<string, boolean>>,
): Record<string, boolean> {
  return Object.fromEntries(FEATURES.map((name) => [name, stored[name] !== false]));
}

export async function findPages(db: Kysely<Database>, brand: BrandKey): Promise<AppPage[]> {
  const rows = await db
    .selectFrom('app_page')
    .select(['name', 'route', 'text', 'banners'])
    .where('app_name', '=', brand)
    .orderBy('name')
    .execute();
  return rows.map((row) => ({
    name: row.name,
    route: row.route,
    text: row.text,
    banners: row.banners,
  }));
}

/**
 * The brand's configuration as stored. A brand without a stored row (a database created with no
 * configuration yet) answers version 0 with the brand's defaults from core.
 */
export async function loadAppConfig(db: Kysely<Database>, brand: BrandKey): Promise<AppConfig> {
  const [row, pages] = await Promise.all([
    db
      .selectFrom('app_config')
      .select(['version', 'features', 'theme'])
      .where('app_name', '=', brand)
      .executeTakeFirst(),
    findPages(db, brand),
  ]);
  return {
    appName: brand,
    version: row?.version ?? 0,
    features: completeFeatures(row?.features ?? BRAND_DEFAULT_FEATURES[brand]),
    theme: { ...BRANDS[brand].theme, ...row?.theme },
    pages,
  };
}
