import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { originOf, seedUser } from '../fixtures';

const brand = 'schools';
const origin = originOf(brand);
const HUB = /\/hub\/messaging\/messaginghub\?/;

/**
 * Replaces the hub with a stand-in the test drives (the seeded access token is not one the
 * server accepts); answers the sockets the page opened, in order.
 */
async function standInHub(page: Page): Promise<WebSocketRoute[]> {
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(HUB, (socket) => {
    sockets.push(socket);
  });
  return sockets;
}

async function signedInPage(page: Page) {
  await seedUser(page, brand, { name: 'Grace Hopper' });
  const sockets = await standInHub(page);
  await page.goto(`${origin}/help`);
  await expect.poll(() => sockets.length).toBe(1);
  return sockets;
}

test('connects after sign-in with the brand, the version and the access token', async ({
  page,
}) => {
  const sockets = await signedInPage(page);
  const url = new URL(sockets[0]!.url());
  expect(url.protocol).toBe('ws:');
  expect(url.host).toBe(new URL(origin).host);
  expect(url.searchParams.get('appname')).toBe(brand);
  expect(url.searchParams.get('access_token')).toBe('seeded-token');
  expect(url.searchParams.get('version')).not.toBe('');
});

test('a visitor who is not signed in does not connect', async ({ page }) => {
  const sockets = await standInHub(page);
  await page.goto(`${origin}/support`);
  await expect(page.getByRole('heading', { name: 'How can we help?' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(sockets).toHaveLength(0);
});

test('a pushed message shows as text: markup in it is shown, never run', async ({ page }) => {
  const sockets = await signedInPage(page);
  const text = '<img src=x onerror="window.pwned=1"><b>Bold</b> & <i>more</i>';
  sockets[0]!.send(
    JSON.stringify({
      name: 'ReceiveMessage',
      from: 'IT',
      text,
      timeout: 20_000,
      colour: '#6a1b9a',
    }),
  );
  const toast = page.getByRole('alert').filter({ hasText: 'Bold' });
  await expect(toast).toHaveText(`IT: ${text}`);
  await expect(toast.locator('img, b, i')).toHaveCount(0);
  await expect(toast).toHaveCSS('background-color', 'rgb(106, 27, 154)');
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  await page.screenshot({ path: test.info().outputPath('pushed-message.png') });
});

test('ForceReload offers the reload with its message, or the standard one', async ({ page }) => {
  const sockets = await signedInPage(page);
  sockets[0]!.send(JSON.stringify({ name: 'ForceReload', message: 'Version 2 is here' }));
  const notice = page.getByRole('dialog', { name: 'Version 2 is here' });
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
  await notice.getByRole('button', { name: 'Close' }).click();

  sockets[0]!.send(JSON.stringify({ name: 'ForceReload' }));
  await expect(
    page.getByRole('dialog', { name: 'A new version of the website is available!' }),
  ).toBeVisible();
});

test('AppConfigUpdated fetches the configuration again', async ({ page }) => {
  const sockets = await signedInPage(page);
  const refetch = page.waitForRequest('**/api/webconfig/GetLatest');
  sockets[0]!.send(JSON.stringify({ name: 'AppConfigUpdated' }));
  await refetch;
});

test('a lost connection shows the retry toast; Retry connects again at once', async ({ page }) => {
  const sockets = await signedInPage(page);
  await sockets[0]!.close({ code: 1011, reason: 'gone' });
  const toast = page.getByRole('alert').filter({
    hasText: `Unable to connect to ${new URL(origin).host}. Retrying in 5 seconds`,
  });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => sockets.length).toBe(2);
});

test('signing out closes the connection', async ({ page }) => {
  const sockets = await signedInPage(page);
  let closed = false;
  sockets[0]!.onClose(() => (closed = true));
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect.poll(() => closed).toBe(true);
});

test('the real hub refuses a token it did not issue; when renewal fails, the retry toast shows', async ({
  page,
}) => {
  await seedUser(page, brand);
  const closes: number[] = [];
  page.on('websocket', (socket) => socket.on('close', () => closes.push(closes.length + 1)));
  await page.goto(`${origin}/help`);
  await expect(
    page.getByRole('alert').filter({ hasText: /^Unable to connect to .+ Retrying in 5 seconds/ }),
  ).toBeVisible({ timeout: 25_000 });
  expect(closes).toHaveLength(1);
});
