import type { BrandKey } from '@portal/core';
import type { Config } from '../config';

type Hosts = Pick<Config, 'brandHosts'>;

const hostNameOf = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '');

/**
 * Whether a browser's Origin is one of the brand's own sites: its host name is configured for
 * the brand in BRAND_HOSTS (any port and scheme, so the development server counts too).
 */
export function isBrandOrigin(config: Hosts, origin: string, brand: BrandKey): boolean {
  if (!URL.canParse(origin)) return false;
  const { hostname } = new URL(origin);
  return Object.entries(config.brandHosts).some(
    ([host, hostBrand]) => hostBrand === brand && hostNameOf(host) === hostname.toLowerCase(),
  );
}

/** The WebSocket sources of the CSP: the hub of every configured brand host, on any port. */
export function hubConnectSources(config: Hosts): string[] {
  const names = [...new Set(Object.keys(config.brandHosts).map(hostNameOf))].sort();
  return names.flatMap((name) => [`ws://${name}:*`, `wss://${name}:*`]);
}
