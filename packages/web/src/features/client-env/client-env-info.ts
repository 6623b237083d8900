import { STORAGE_KEYS } from '@portal/core';

export type ClientEnvInfo = {
  environmentId: string;
  browserName: string;
  platform: string;
  isDesktop: boolean;
  isMobile: boolean;
};

/** A version-4 GUID from Math.random, for browsers without crypto.randomUUID (plain http). */
export function randomGuid(random: () => number = Math.random): string {
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (char) => {
    const nibble = Math.floor(random() * 16);
    return (char === 'x' ? nibble : (nibble & 0x3) | 0x8).toString(16);
  });
}

export function newEnvironmentId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : randomGuid();
}

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

export function browserNameOf(userAgent: string): string {
  return BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown';
}

const isMobileAgent = (userAgent: string) => /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);

/** The stored info, refreshed; the environment id stays the same for this browser. */
export function clientEnvInfo(storage: Storage, nav: Navigator = navigator): ClientEnvInfo {
  let environmentId: string | undefined;
  try {
    const stored: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.clientEnvInfo) ?? 'null');
    if (stored && typeof stored === 'object' && 'environmentId' in stored) {
      environmentId = typeof stored.environmentId === 'string' ? stored.environmentId : undefined;
    }
  } catch {
    // An unreadable entry is replaced below.
  }
  const isMobile = isMobileAgent(nav.userAgent);
  const info: ClientEnvInfo = {
    environmentId: environmentId ?? newEnvironmentId(),
    browserName: browserNameOf(nav.userAgent),
    platform: nav.platform || 'Unknown',
    isDesktop: !isMobile,
    isMobile,
  };
  storage.setItem(STORAGE_KEYS.clientEnvInfo, JSON.stringify(info));
  return info;
}
