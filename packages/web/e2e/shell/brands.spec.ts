import { expect, test } from '@playwright/test';
import { BRAND_KEYS, BRANDS, type AppConfig } from '@portal/core';
import { DEMO_PASSWORD, callApi, signIn } from '../fixtures';

/** '#00695C' as the browser reports it: 'rgb(0, 105, 92)'. */
function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

for (const key of BRAND_KEYS) {
  const brand = BRANDS[key];

  test(`${key}: the origin themes the toolbar and words the home page for its brand`, async ({
    page,
  }) => {
    // A real sign-in of the demo security admin, who has a user account in every brand.
    await signIn(page, key, 'security@demo.example', DEMO_PASSWORD);
    const config = await callApi<AppConfig>(page, key, 'GET', '/api/webconfig/GetLatest');
    expect(config.appName).toBe(key);

    const toolbar = page.locator('header');
    await expect(toolbar).toHaveCSS('background-color', rgb(config.theme.primary));
    await expect(page).toHaveTitle(`Home | ${brand.siteTitle}`);
    await expect(page.getByRole('heading', { name: 'Welcome, Sam Security' })).toBeVisible();
    const intro = page.getByText(`build your ${brand.wording.plan}`);
    await expect(intro).toContainText(`work with your ${brand.wording.groups}`);
    await expect(intro).toContainText(`your ${brand.wording.companies}`);
    await expect(page.getByRole('img', { name: brand.displayName }).first()).toBeVisible();
  });
}
