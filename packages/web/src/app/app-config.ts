import type { AppConfig } from '@portal/core';
import type { ApiClient } from '../api/client';
import { readCommonCache, writeCommonCache } from './common-cache';

/** The brand's configuration, from the common cache when it was read in the last 10 s. */
export async function loadAppConfig(api: ApiClient, brand: string): Promise<AppConfig> {
  const name = `webconfig:${brand}`;
  const cached = readCommonCache<AppConfig>(localStorage, name);
  if (cached) return cached;
  const config = await api.get<AppConfig>('/api/webconfig/GetLatest');
  writeCommonCache(localStorage, name, config);
  return config;
}
