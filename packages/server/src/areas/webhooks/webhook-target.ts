import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * The SSRF stance of webhooks (docs/decisions.md): a webhook may only call a public address.
 * Loopback, private, link-local (cloud metadata), unique-local, multicast and unspecified
 * addresses are refused unless WEBHOOK_ALLOW_PRIVATE_TARGETS is set (development, tests). The
 * check runs on the address the connection really uses (the socket's lookup), so a name that
 * resolves to a public address when saved and a private one later is still refused.
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

export const PRIVATE_TARGET_MESSAGE = 'The URL points to a private or internal address.';

/** True for an address no webhook may call (IPv4-mapped IPv6 is judged as its IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** True when the URL's host is, by its name alone, internal (an address or `localhost`). */
export function isObviouslyInternalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) {
    return true;
  }
  return isIP(host) !== 0 && isPrivateAddress(host);
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A socket lookup that refuses private addresses: the guard at connection time. */
export function publicOnlyLookup(
  hostname: string,
  options: { all?: boolean },
  callback: LookupCallback,
): void {
  dnsLookup(hostname, { all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused || addresses.length === 0) {
      const denied: NodeJS.ErrnoException = new Error(PRIVATE_TARGET_MESSAGE);
      denied.code = 'EPRIVATETARGET';
      return callback(denied, []);
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses as [LookupAddress];
    return callback(null, first.address, first.family);
  });
}
