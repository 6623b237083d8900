import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { isFeatureEnabled, type AppConfig, type BrandKey, type FeatureName } from '@portal/core';
import type { Database } from '../../db/schema';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { HttpError } from '../../http/errors';
import { loadAppConfig } from './webconfig.store';

/** What other areas use of this area's rows. */
export {
  findPages,
  loadAppConfig,
  setDefaultPageText,
  setPageBanners,
  setPageText,
  type PageRef,
} from './webconfig.store';

/**
 * Whether the brand has every one of these feature flags on (a flag the configuration does not
 * name is on): what jobs and services ask before work a flag switches off.
 */
export async function brandHas(
  run: { db: Kysely<Database>; brand: BrandKey },
  ...features: FeatureName[]
): Promise<boolean> {
  const config = await loadAppConfig(run.db, run.brand);
  return features.every((f) => isFeatureEnabled(config.features, f));
}

/**
 * Refuses (403, as the API guard does) what needs flags the brand has off: for the part of a
 * call its endpoint cannot declare (a format asked for, an e-mail a save would send).
 */
export async function requireFeatures(
  run: { db: Kysely<Database>; brand: BrandKey },
  ...features: FeatureName[]
): Promise<void> {
  if (!(await brandHas(run, ...features))) throw new HttpError(403, NOT_AUTHORIZED);
}

/**
 * A brand's configuration with its JSON bytes and entity tag, ready to send. The body is kept
 * encoded: a string would be measured and encoded to UTF-8 again on every response.
 */
export type CachedAppConfig = { config: AppConfig; body: Buffer; etag: string };

export type WebConfigCache = {
  get: (brand: BrandKey) => Promise<CachedAppConfig>;
  /** The brand's copy when it is loaded and within its lifetime, without waiting. */
  current: (brand: BrandKey) => CachedAppConfig | undefined;
  /** Forgets one brand (after a change to it) or every brand. */
  invalidate: (brand?: BrandKey) => void;
};

/**
 * Other instances learn of a change when their copy ages out (until the hub broadcasts
 * AppConfigUpdated), so a copy lives one minute.
 */
export const WEBCONFIG_CACHE_TTL_MS = 60_000;

type Entry = { loaded: Promise<CachedAppConfig>; value?: CachedAppConfig; loadedAt: number };

export function serialize(config: AppConfig): CachedAppConfig {
  const body = Buffer.from(JSON.stringify(config));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { config, body, etag };
}

/**
 * GetLatest answers from memory: the configuration is read once per brand, serialized once,
 * and served as the same string until it changes or ages out. When a reload fails while an
 * older copy exists, the older copy keeps being served (until the next try, one lifetime
 * later) and the failure is logged.
 */
export function createWebConfigCache(
  load: (brand: BrandKey) => Promise<AppConfig>,
  log: FastifyBaseLogger,
  ttlMs = WEBCONFIG_CACHE_TTL_MS,
): WebConfigCache {
  const entries = new Map<BrandKey, Entry>();

  const reload = (brand: BrandKey, stale?: CachedAppConfig): Promise<CachedAppConfig> => {
    const loaded = load(brand).then(
      (config) => (entry.value = serialize(config)),
      (error: unknown) => {
        if (!stale) {
          if (entries.get(brand) === entry) entries.delete(brand);
          throw error;
        }
        log.error(
          { err: error, brand },
          'Error retrieving application config; serving the older copy',
        );
        return stale;
      },
    );
    const entry: Entry = { loaded, loadedAt: Date.now(), value: stale };
    entries.set(brand, entry);
    return loaded;
  };

  return {
    current: (brand) => {
      const entry = entries.get(brand);
      return entry && Date.now() - entry.loadedAt <= ttlMs ? entry.value : undefined;
    },
    get: (brand) => {
      const entry = entries.get(brand);
      if (!entry) return reload(brand);
      if (Date.now() - entry.loadedAt > ttlMs) return reload(brand, entry.value);
      return entry.loaded;
    },
    invalidate: (brand) => {
      if (brand) entries.delete(brand);
      else entries.clear();
    },
  };
}
