import { webConfigApi, type AppConfig } from '@portal/core';
import { call } from '../api/call';
import type { ApiClient } from '../api/client';
import { readCommonCache, writeCommonCache } from './common-cache';

/**
 * The brand's configuration, from the common cache when it was read in the last 10 s (unless
 * `fresh`: the server said it changed).
 */
export async function loadAppConfig(
  api: ApiClient,
  brand: string,
  { fresh = false } = {},
): Promise<AppConfig> {
  const name = `webconfig:${brand}`;
  const cached = fresh ? null : readCommonCache<AppConfig>(localStorage, name);
  if (cached) return cached;
  const config = await call(api, webConfigApi.getLatest, {});
  writeCommonCache(localStorage, name, config);
  return config;
}
