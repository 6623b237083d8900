import { expect } from 'vitest';
import type { BrandKey, FeatureName } from '@portal/core';
import { apiHeaders, tokenFor } from './factories';
import type { TestApp } from './test-app';

/**
 * Runs `check` while the brand has the flags off, switched as a developer switches them
 * (`SetFeatures`), and switches them on again afterwards, whatever `check` did.
 */
export async function whileFeaturesOff(
  t: TestApp,
  brand: BrandKey,
  flags: readonly FeatureName[],
  check: () => Promise<void>,
): Promise<void> {
  const developer = tokenFor(t.app, { brand, claims: ['developer'] });
  const switchTo = async (on: boolean) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webconfig/SetFeatures',
      headers: apiHeaders(brand, developer),
      payload: Object.fromEntries(flags.map((flag) => [flag, on])),
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  await switchTo(false);
  try {
    await check();
  } finally {
    await switchTo(true);
  }
}
