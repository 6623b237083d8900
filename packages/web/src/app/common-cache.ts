import { COMMON_CACHE_TTL_MS, STORAGE_KEYS } from '@portal/core';

type Entry = { at: number; value: unknown };

function readAll(storage: Storage): Record<string, Entry> {
  try {
    const all: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.commonCache) ?? '{}');
    return all && typeof all === 'object' ? (all as Record<string, Entry>) : {};
  } catch {
    return {};
  }
}

/** The cached value when it is younger than the common cache's 10 seconds. */
export function readCommonCache<T>(storage: Storage, name: string, nowMs = Date.now()): T | null {
  const entry = readAll(storage)[name];
  if (!entry || typeof entry.at !== 'number' || nowMs - entry.at >= COMMON_CACHE_TTL_MS)
    return null;
  return entry.value as T;
}

export function writeCommonCache(
  storage: Storage,
  name: string,
  value: unknown,
  nowMs = Date.now(),
) {
  const all = readAll(storage);
  all[name] = { at: nowMs, value };
  try {
    storage.setItem(STORAGE_KEYS.commonCache, JSON.stringify(all));
  } catch {
    // Storage full or blocked: the cache is only a shortcut.
  }
}
