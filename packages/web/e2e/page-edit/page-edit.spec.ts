import { expect, test, type Page } from '@playwright/test';
import type { AppConfig, PageBanner } from '@portal/core';
import { DEMO_PASSWORD, SIGN_IN_SCREEN, callApi, originOf, register, signIn } from '../fixtures';

// Schools: no other browser test reads its home banners or its sign-in logo.
const brand = 'schools';
const origin = originOf(brand);
const SHORTCUT = 'Control+Alt+Shift+E';
const GERMAN_BANNER = 'Am Freitag bleibt das Büro geschlossen.';
/** A 1×1 PNG: an image the library accepts by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const homeBanners = async (page: Page): Promise<PageBanner[]> =>
  ((await callApi(page, brand, 'GET', '/api/webconfig/GetLatest')) as AppConfig).pages.find(
    (entry) => entry.name === 'home',
  )?.banners ?? [];

test('a content editor changes the home banner in German and the sign-in logo in the edit mode; open browsers show both without a reload', async ({
  page,
  browser,
}) => {
  // A person of their own (the language they read in is kept on their account) reads the home
  // page in German in another browser, left open.
  const person = { email: `leser.${Date.now()}@client.example`, first: 'Lena', last: 'Leser' };
  await register(browser, brand, person, DEMO_PASSWORD);
  const reader = await (await browser.newContext()).newPage();
  await signIn(reader, brand, person.email, DEMO_PASSWORD, '/');
  await reader.evaluate(() => localStorage.setItem('language', 'de'));
  await reader.reload();
  await expect(reader.locator('html')).toHaveAttribute('lang', 'de');
  // A visitor has the sign-in page open in a third browser (its clock can be moved on).
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.clock.install();
  await visitor.goto(`${origin}/login`);
  await visitor.waitForURL(SIGN_IN_SCREEN);
  await expect(visitor.locator('[data-page-image="logo"]')).toHaveCount(0);

  await signIn(page, brand, 'content@demo.example', DEMO_PASSWORD, '/');
  const original = await homeBanners(page);
  const english = original[0]?.text ?? '';
  await expect(page.getByText(english)).toBeVisible();
  try {
    // The edit mode outlines what can be changed.
    await page.keyboard.press(SHORTCUT);
    await expect(page.getByTestId('edit-mode-chip')).toBeVisible();
    await page.getByRole('button', { name: 'Edit the banners of this page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Banners' });
    await dialog.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    const text = dialog.getByRole('textbox', { name: 'Banner 1' });
    await expect(text).toHaveValue(original[0]?.languages?.de ?? '');
    await text.fill(GERMAN_BANNER);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Application configuration saved.' }),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // The editor reads English: the English text stays; the German reader sees the change.
    await expect(page.getByText(english)).toBeVisible();
    await expect(reader.getByText(GERMAN_BANNER)).toBeVisible();

    // The sign-in page, opened in the edit mode, stays to be edited.
    await page.goto(`${origin}/auth`);
    await expect(page.getByText('This is the sign-in page in the edit mode')).toBeVisible();
    await page.getByRole('button', { name: 'Edit the image “logo”' }).click();
    const image = page.getByRole('dialog', { name: 'Image “logo”' });
    await image.locator('input[type="file"]').setInputFiles({
      name: 'schools-logo.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(image.getByTestId('page-edit-preview')).toBeVisible();
    await image.getByRole('textbox', { name: 'Width' }).fill('96px');
    await image.getByRole('button', { name: 'Save' }).click();
    const logo = page.locator('img[data-page-image="logo"]');
    await expect(logo).toHaveAttribute('src', /^\/files\/page\/schools\/[0-9a-f-]{36}$/);
    await expect(logo).toHaveAttribute('style', /width: 96px/);
    // Loaded from its page address (the image arrives after the configuration that names it).
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);

    // The visitor's sign-in page asks for the configuration again within a minute.
    await visitor.clock.fastForward('01:01');
    const seen = visitor.locator('img[data-page-image="logo"]');
    await expect(seen).toHaveAttribute('src', (await logo.getAttribute('src')) ?? '');
    await expect
      .poll(() => seen.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);

    // Removed, then restored from its history.
    await page.getByRole('button', { name: 'Edit the image “logo”' }).click();
    await image.getByRole('button', { name: 'Remove the image' }).click();
    await expect(logo).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit the image “logo”' }).click();
    await image.getByRole('tab', { name: 'History' }).click();
    const versions = image.getByRole('list', { name: 'Saved versions' }).getByRole('listitem');
    await expect(versions).toHaveCount(2);
    await expect(versions.first()).toContainText('Removed');
    await versions.nth(1).getByRole('button', { name: 'Restore' }).click();
    await expect(logo).toHaveCount(1);
  } finally {
    await callApi(page, brand, 'POST', '/api/apppage/SaveBanners', {
      page: { name: 'home', route: '' },
      banners: original,
    });
    await callApi(page, brand, 'POST', '/api/apppage/SaveText', {
      page: { name: 'auth', route: 'auth/:isInvite?/:regType?/:val1?/:val2?/:val3?' },
      name: 'logo',
      value: null,
    });
    await reader.context().close();
    await visitorContext.close();
  }
});
