import { expect, test } from '@playwright/test';
import { BRAND_KEYS } from '@portal/core';
import { DEMO_PASSWORD, callApi, originOf, signIn, storedUserKey } from '../fixtures';

// Each brand origin is its own issuer: the same run under `npm run dev` (node scripts/e2e.mjs
// --dev) proves the Vite dev server's origins sign in too.
for (const brand of BRAND_KEYS) {
  test(`${brand}: a person signs in at the brand's origin and the API accepts the token`, async ({
    page,
  }) => {
    await signIn(page, brand, 'developer@demo.example', DEMO_PASSWORD);
    const issuer = await page.evaluate(
      (key) =>
        (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { profile?: { iss?: string } }).profile
          ?.iss,
      storedUserKey(brand),
    );
    expect(issuer).toBe(`${originOf(brand)}/oidc`);
    const definitions = await callApi<unknown[]>(page, brand, 'GET', '/api/jobs/Definitions');
    expect(definitions.length).toBeGreaterThan(0);
  });
}
