import { BRAND_KEYS, type BrandKey, type FeatureName } from '@portal/core';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** The demo organisation's team (see demo-organisation), which the demo library and survey serve. */
const DEMO_TEAM = 'Riverside High Leadership Team';

/** The brands whose configuration has the feature on. */
export async function brandsWith(db: Kysely<Database>, feature: FeatureName): Promise<BrandKey[]> {
  const configs = await db.selectFrom('app_config').select(['app_name', 'features']).execute();
  return BRAND_KEYS.filter((brand) =>
    configs.some((c) => c.app_name === brand && c.features[feature] === true),
  );
}

/** The demo team's id in a brand, when the demo organisation is there. */
export async function demoTeamId(db: Kysely<Database>, brand: BrandKey) {
  const team = await db
    .selectFrom('user_group')
    .select('id')
    .where('app_name', '=', brand)
    .where('name', '=', DEMO_TEAM)
    .executeTakeFirst();
  return team?.id;
}
