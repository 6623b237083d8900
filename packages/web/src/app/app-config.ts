import { createContext, useContext } from 'react';
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
  const cached = fresh ? null : readCommonCache<AppConfig>(localStorage, cacheName(brand));
  if (cached) return cached;
  const config = await call(api, webConfigApi.getLatest, {});
  rememberAppConfig(brand, config);
  return config;
}

const cacheName = (brand: string) => `webconfig:${brand}`;

/** Keeps a configuration the server answered, for the next page load within the cache's time. */
export function rememberAppConfig(brand: string, config: AppConfig): void {
  writeCommonCache(localStorage, cacheName(brand), config);
}

/** Shows a configuration the server answered at once (a save's answer), before the hub says so. */
export const ApplyConfigContext = createContext<(config: AppConfig) => void>(() => {});

export const useApplyConfig = () => useContext(ApplyConfigContext);
