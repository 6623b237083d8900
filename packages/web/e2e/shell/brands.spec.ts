import { expect, test } from '@playwright/test';
import { BRAND_KEYS, BRANDS, type AppConfig } from '@portal/core';
import { originOf, seedUser } from '../fixtures';

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
    await seedUser(page, key);
    // The seeded token is not one the server accepts: the home page's account call answers as
    // for a person without an account, so the brand's own greeting shows.
    await page.route('**/api/useraccount/GetByUserId/**', (route) =>
      route.fulfill({ status: 404, json: { message: 'No user account.' } }),
    );
    const configAnswer = page.waitForResponse(/\/api\/webconfig\/GetLatest/);
    await page.goto(`${originOf(key)}/`);
    const config = (await (await configAnswer).json()) as AppConfig;
    expect(config.appName).toBe(key);

    const toolbar = page.locator('header');
    await expect(toolbar).toHaveCSS('background-color', rgb(config.theme.primary));
    await expect(page).toHaveTitle(`Home | ${brand.siteTitle}`);
    await expect(
      page.getByRole('heading', { name: `Welcome to ${brand.siteTitle}` }),
    ).toBeVisible();
    const intro = page.getByText(`build your ${brand.wording.plan}`);
    await expect(intro).toContainText(`work with your ${brand.wording.groups}`);
    await expect(intro).toContainText(`your ${brand.wording.companies}`);
    await expect(page.getByRole('img', { name: brand.displayName }).first()).toBeVisible();
  });
}
