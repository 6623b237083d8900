import { gateFeatures } from '@portal/core';
import type { ApiRouteRecord } from './fastify-types';

/** How a rule reads in the listing: 'any', 'anonymous', a claim, or any-of and all-of terms. */
function ruleText(access: ApiRouteRecord['access']): string {
  if (typeof access === 'string') return access;
  return access.map((term) => (typeof term === 'string' ? term : term.join('+'))).join(' | ');
}

/**
 * Every /api endpoint with its method, path, rule, feature and verified-e-mail flag, one a line,
 * sorted: the committed listing a change of access shows up in (see api-access.test).
 */
export function accessListing(routes: readonly ApiRouteRecord[]): string {
  const lines = routes
    .filter((route) => route.method !== 'HEAD')
    .map((route) =>
      [
        route.method.padEnd(6),
        route.url,
        `rule=${ruleText(route.access)}`,
        ...(route.feature ? [`feature=${gateFeatures(route.feature).join('+')}`] : []),
        ...(route.verifiedEmail ? ['verifiedEmail'] : []),
      ].join('  '),
    );
  return `${[...new Set(lines)].sort((a, b) => a.slice(8).localeCompare(b.slice(8)) || a.localeCompare(b)).join('\n')}\n`;
}
