import type { FeatureName } from '../domain/features';
import { leadersBrand, leadersFeatures } from './leaders';
import { profileBrand, profileFeatures } from './profile';
import { schoolsBrand, schoolsFeatures } from './schools';
import { teamsBrand, teamsFeatures } from './teams';
import { BRAND_KEYS, type Brand, type BrandKey } from './types';

/** The four brands by key. */
export const BRANDS: Readonly<Record<BrandKey, Brand>> = {
  teams: teamsBrand,
  schools: schoolsBrand,
  leaders: leadersBrand,
  profile: profileBrand,
};

/** Each brand's feature flags as seeded on an empty database. */
export const BRAND_DEFAULT_FEATURES: Readonly<Record<BrandKey, Record<FeatureName, boolean>>> = {
  teams: teamsFeatures,
  schools: schoolsFeatures,
  leaders: leadersFeatures,
  profile: profileFeatures,
};

/** The general profile brand serves any origin no other brand claims. */
export const DEFAULT_BRAND_KEY: BrandKey = 'profile';

/** True for one of the four brand keys, spelt exactly (the `app-name` header is checked with it). */
export function isBrandKey(value: unknown): value is BrandKey {
  return typeof value === 'string' && (BRAND_KEYS as readonly string[]).includes(value);
}

export function getBrand(key: BrandKey): Brand {
  return BRANDS[key];
}

/** A copy of the brand's default feature flags, safe to change. */
export function getDefaultFeatures(key: BrandKey): Record<FeatureName, boolean> {
  return { ...BRAND_DEFAULT_FEATURES[key] };
}
