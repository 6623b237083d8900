import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from '../fixtures';

const brand = 'teams';

/** A PNG of the given size, drawn by the browser (its own encoder, so it decodes as drawn). */
async function pngOf(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w ?? 1;
      canvas.height = h ?? 1;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#2a6f97';
        context.fillRect(0, 0, w ?? 1, h ?? 1);
      }
      return canvas.toDataURL('image/png');
    },
    [width, height],
  );
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
}

test('a content admin uploads an image in the file manager, sees its size, replaces it and deletes it', async ({
  page,
}) => {
  const name = `banner-${Date.now()}.png`;
  await signIn(
    page,
    brand,
    'content@demo.example',
    DEMO_PASSWORD,
    '/admin/fileManager/contentImage',
  );
  await expect(page.getByRole('heading', { name: 'Files of the content library' })).toBeVisible();

  await page.getByTestId('content-file-input-image').setInputFiles({
    name,
    mimeType: 'image/png',
    buffer: await pngOf(page, 40, 30),
  });
  // The upload is listed, not used yet; the file opens with its preview and its dimensions.
  await expect(page.getByText(`Uploaded: ${name}`)).toBeVisible();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('40 × 30 pixels')).toBeVisible();

  // Replaced by a larger image: the same file (name, address) shows the new bytes.
  const address = page.url();
  await page.getByTestId('content-file-input-image').setInputFiles({
    name: 'another-name.png',
    mimeType: 'image/png',
    buffer: await pngOf(page, 64, 48),
  });
  await expect(page.getByText(`Replaced with ${name}`)).toBeVisible();
  await expect(page.getByText('64 × 48 pixels')).toBeVisible();
  expect(page.url()).toBe(address);

  // Nothing uses it: it can be deleted, and the list no longer has it.
  await page.getByRole('button', { name: 'Delete the file' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(`${name} is deleted.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/fileManager\/contentImage$/);
  await expect(page.getByText(name)).toHaveCount(0);
});

test('a content admin uploads a common attachment and anyone downloads it at its public address', async ({
  page,
  browser,
}) => {
  const name = `terms-${Date.now()}.pdf`;
  await signIn(page, brand, 'content@demo.example', DEMO_PASSWORD, '/admin/fileManager');
  await page.getByRole('tab', { name: 'Common attachments' }).click();
  await expect(page.getByText(/anyone can download by their address/)).toBeVisible();
  await page.getByTestId('content-file-input-common').setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
  });
  await page.getByRole('link', { name }).click();
  const address = await page.getByRole('textbox', { name: 'Public address' }).inputValue();
  expect(address).toMatch(/\/files\/common\/teams\/[0-9a-f-]{36}$/);

  // A visitor, signed in nowhere, downloads it (the address answers a download, not a page).
  const visitor = await browser.newContext({ acceptDownloads: true });
  const visitorPage = await visitor.newPage();
  const [download] = await Promise.all([
    visitorPage.waitForEvent('download'),
    visitorPage.goto(address).catch(() => null),
  ]);
  expect(download.suggestedFilename()).toBe(name);
  expect(await download.failure()).toBeNull();
  await visitor.close();

  await page.getByRole('button', { name: 'Delete the file' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(`${name} is deleted.`)).toBeVisible();
});
