import type { Kysely } from 'kysely';
import {
  BRAND_DEFAULT_FEATURES,
  BRANDS,
  DEFAULT_PAGE_REF,
  FEATURES,
  type AppConfig,
  type AppPage,
  type BrandKey,
  type BrandTheme,
  type PageBanner,
  type PageTextValue,
  type TAppConfigDocument,
} from '@portal/core';
import { toJson, type Database } from '../../db/schema';

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

/** A page of a brand as an edit names it: by name, with the route it gets when it is new. */
export type PageRef = { name: string; route: string };

/** The version of the brand's configuration goes up, so open browsers take the change. */
async function nextVersion(db: Kysely<Database>, brand: BrandKey): Promise<void> {
  await db
    .updateTable('app_config')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date() }))
    .where('app_name', '=', brand)
    .execute();
}

/**
 * Changes one page of the brand (created, with no text and no banners, when the brand has none
 * of that name) under a row lock, then moves the configuration's version on.
 */
async function changePage(
  db: Kysely<Database>,
  brand: BrandKey,
  ref: PageRef,
  change: (page: Pick<AppPage, 'text' | 'banners'>) => Pick<AppPage, 'text' | 'banners'>,
): Promise<void> {
  const page = await db
    .selectFrom('app_page')
    .select(['id', 'text', 'banners'])
    .where('app_name', '=', brand)
    .where('name', '=', ref.name)
    .forUpdate()
    .executeTakeFirst();
  const changed = change(page ?? { text: [], banners: [] });
  const values = {
    text: toJson(changed.text),
    banners: toJson(changed.banners),
    updated_at: new Date(),
  };
  if (page) await db.updateTable('app_page').set(values).where('id', '=', page.id).execute();
  else {
    await db
      .insertInto('app_page')
      .values({ app_name: brand, name: ref.name, route: ref.route, ...values })
      .execute();
  }
  await nextVersion(db, brand);
}

/** Sets (or, with null, removes) one text of a page of the brand. */
export function setPageText(
  db: Kysely<Database>,
  brand: BrandKey,
  ref: PageRef,
  name: string,
  value: PageTextValue | null,
): Promise<void> {
  return changePage(db, brand, ref, ({ text, banners }) => {
    const others = text.filter((entry) => entry.name !== name);
    return { text: value === null ? others : [...others, { name, value }], banners };
  });
}

/** Replaces the banners of a page of the brand. */
export function setPageBanners(
  db: Kysely<Database>,
  brand: BrandKey,
  ref: PageRef,
  banners: PageBanner[],
): Promise<void> {
  return changePage(db, brand, ref, ({ text }) => ({ text, banners }));
}

/** Sets (or, with null, removes) one text of the brand's default page. */
export const setDefaultPageText = (
  db: Kysely<Database>,
  brand: BrandKey,
  name: string,
  value: PageTextValue | null,
) => setPageText(db, brand, DEFAULT_PAGE_REF, name, value);

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

/**
 * Writes the brand's configuration row from its stored flags (core's defaults for a brand with no
 * row yet, which gets one); the version goes up so open browsers see a new configuration.
 */
async function writeConfigRow(
  db: Kysely<Database>,
  brand: BrandKey,
  next: (features: Readonly<Record<string, boolean>>) => {
    features: Record<string, boolean>;
    theme?: BrandTheme;
  },
): Promise<void> {
  const row = await db
    .selectFrom('app_config')
    .select(['id', 'features'])
    .where('app_name', '=', brand)
    .forUpdate()
    .executeTakeFirst();
  const { features, theme } = next(row?.features ?? BRAND_DEFAULT_FEATURES[brand]);
  const values = {
    features: toJson(features),
    ...(theme ? { theme: toJson(theme) } : {}),
    updated_at: new Date(),
  };
  if (row) {
    await db
      .updateTable('app_config')
      .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
  } else {
    await db
      .insertInto('app_config')
      .values({ app_name: brand, theme: toJson(BRANDS[brand].theme), ...values })
      .execute();
  }
}

/** Switches the named flags of the brand, the others as they were. */
export function setFeatures(
  db: Kysely<Database>,
  brand: BrandKey,
  changes: Readonly<Record<string, boolean>>,
): Promise<void> {
  return writeConfigRow(db, brand, (features) => ({ features: { ...features, ...changes } }));
}

/**
 * Replaces the brand's configuration with a checked document: its flags (those it names; the
 * others as they were), its theme, and its pages (a page it does not name is removed); the version
 * goes up. Run in a transaction: all of it applies, or none.
 */
export async function replaceAppConfig(
  db: Kysely<Database>,
  brand: BrandKey,
  document: TAppConfigDocument,
): Promise<void> {
  await writeConfigRow(db, brand, (features) => ({
    features: { ...features, ...document.features },
    theme: document.theme,
  }));
  const names = document.pages.map((page) => page.name);
  let removed = db.deleteFrom('app_page').where('app_name', '=', brand);
  if (names.length > 0) removed = removed.where('name', 'not in', names);
  await removed.execute();
  for (const page of document.pages) {
    const values = {
      route: page.route,
      text: toJson(page.text),
      banners: toJson(page.banners),
      updated_at: new Date(),
    };
    await db
      .insertInto('app_page')
      .values({ app_name: brand, name: page.name, ...values })
      .onConflict((oc) => oc.columns(['app_name', 'name']).doUpdateSet(values))
      .execute();
  }
}
