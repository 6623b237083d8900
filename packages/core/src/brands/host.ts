import { DEFAULT_BRAND_KEY, isBrandKey } from './brands';
import type { BrandKey } from './types';

/** Lower-cases a host and drops its port and a trailing dot ('Teams.Localhost:3000' -> 'teams.localhost'). */
export function normalizeHost(host: string): string {
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) {
    const end = name.indexOf(']');
    name = end > 0 ? name.slice(0, end + 1) : name;
  } else {
    name = name.replace(/:\d*$/, '');
  }
  return name.replace(/\.$/, '');
}

/**
 * The brand of a request's host: the configured host map first (`{ 'teams.example.org': 'teams' }`,
 * keys compared without port and case), then a first label that is a brand key
 * (`teams.localhost`, `leaders.portal.example`), else the fallback.
 */
export function brandFromHost(
  host: string | null | undefined,
  hostMap: Readonly<Record<string, string>> = {},
  fallback: BrandKey = DEFAULT_BRAND_KEY,
): BrandKey {
  if (!host) return fallback;
  const name = normalizeHost(host);
  for (const [mappedHost, brand] of Object.entries(hostMap)) {
    if (normalizeHost(mappedHost) === name && isBrandKey(brand)) return brand;
  }
  const firstLabel = name.split('.')[0];
  if (name.includes('.') && isBrandKey(firstLabel)) return firstLabel;
  return fallback;
}
