import { expect, test, type Browser, type Page, type WebSocket } from '@playwright/test';
import type { THubSendRequest } from '@portal/core';
import {
  DEMO_PASSWORD,
  callApi,
  originOf,
  register,
  seedUser,
  signIn,
  storedUserKey,
} from '../fixtures';

// The page against the real hub: the people sign in through the identity service, and what the
// hub pushes is sent by the demo developer through POST /api/hub/Send. Each test signs in as a
// person of its own, so a push reaches only the page it is meant for.
const brand = 'schools';
const origin = originOf(brand);
const HUB = /\/hub\/messaging\/messaginghub\?/;

/** Signs in as `email` on /help; answers the page's socket to the hub, once it is open. */
async function connected(page: Page, email: string, password = DEMO_PASSWORD): Promise<WebSocket> {
  const opened = page.waitForEvent('websocket', (socket) => HUB.test(socket.url()));
  await signIn(page, brand, email, password, '/help');
  return opened;
}

/** The signed-in person's user id and access token, as the app keeps them. */
function sessionOf(page: Page): Promise<{ userId: string; accessToken: string }> {
  return page.evaluate((key) => {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? '{}') as {
      access_token?: string;
      profile?: { sub?: string };
    };
    return { userId: stored.profile?.sub ?? '', accessToken: stored.access_token ?? '' };
  }, storedUserKey(brand));
}

/** The hub pushes `event` to the person signed in on `page`, sent by the demo developer. */
async function push(browser: Browser, page: Page, event: THubSendRequest['event']) {
  const { userId } = await sessionOf(page);
  const context = await browser.newContext();
  try {
    const developer = await context.newPage();
    await signIn(developer, brand, 'developer@demo.example', DEMO_PASSWORD, '/help');
    const sent = await callApi<{ deliveredHere: number }>(
      developer,
      brand,
      'POST',
      '/api/hub/Send',
      {
        userId,
        event,
      },
    );
    expect(sent.deliveredHere).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
}

const retryToast = (page: Page) =>
  page.getByRole('alert').filter({
    hasText: `Unable to connect to ${new URL(origin).host}. Retrying in 5 seconds`,
  });

test('connects after sign-in with the brand, the version and the access token', async ({
  page,
  browser,
}) => {
  const socket = await connected(page, 'participant@demo.example');
  const url = new URL(socket.url());
  expect(url.protocol).toBe('ws:');
  expect(url.host).toBe(new URL(origin).host);
  expect(url.searchParams.get('appname')).toBe(brand);
  expect(url.searchParams.get('access_token')).toBe((await sessionOf(page)).accessToken);
  expect(url.searchParams.get('version')).not.toBe('');
  // The hub took the token: what it pushes to the person arrives.
  await push(browser, page, { name: 'ReceiveMessage', from: 'IT', text: 'Welcome back' });
  await expect(page.getByRole('alert').filter({ hasText: 'IT: Welcome back' })).toBeVisible();
  expect(socket.isClosed()).toBe(false);
});

test('a visitor who is not signed in does not connect', async ({ page }) => {
  const sockets: WebSocket[] = [];
  page.on('websocket', (socket) => sockets.push(socket));
  await page.goto(`${origin}/support`);
  await expect(page.getByRole('heading', { name: 'How can we help?' })).toBeVisible();
  // The support form's configuration is what a connection would follow: once it has loaded
  // and the page is idle, no socket was opened.
  await page.waitForLoadState('networkidle');
  expect(sockets).toHaveLength(0);
});

test('a pushed message shows as text: markup in it is shown, never run', async ({
  page,
  browser,
}) => {
  await connected(page, 'coach@demo.example');
  const text = '<img src=x onerror="window.pwned=1"><b>Bold</b> & <i>more</i>';
  await push(browser, page, {
    name: 'ReceiveMessage',
    from: 'IT',
    text,
    timeout: 20_000,
    colour: '#6a1b9a',
  });
  const toast = page.getByRole('alert').filter({ hasText: 'Bold' });
  await expect(toast).toHaveText(`IT: ${text}`);
  await expect(toast.locator('img, b, i')).toHaveCount(0);
  await expect(toast).toHaveCSS('background-color', 'rgb(106, 27, 154)');
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  await page.screenshot({ path: test.info().outputPath('pushed-message.png') });
});

test('ForceReload offers the reload with its message, or the standard one', async ({
  page,
  browser,
}) => {
  // Not the client admin: the sign-in tests lock that account on purpose.
  await connected(page, 'security@demo.example');
  await push(browser, page, { name: 'ForceReload', message: 'Version 2 is here' });
  const notice = page.getByRole('dialog', { name: 'Version 2 is here' });
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);

  await push(browser, page, { name: 'ForceReload' });
  await expect(
    page.getByRole('dialog', { name: 'A new version of the website is available!' }),
  ).toBeVisible();
});

test('AppConfigUpdated fetches the configuration again', async ({ page, browser }) => {
  await connected(page, 'eventadmin@demo.example');
  const refetch = page.waitForRequest('**/api/webconfig/GetLatest');
  await push(browser, page, { name: 'AppConfigUpdated' });
  await refetch;
});

test('a lost connection shows the retry toast; Retry connects again at once', async ({
  page,
  browser,
}) => {
  // A network that drops under an open connection cannot be made from here (Chromium's offline
  // mode leaves open sockets alone), so the page's sockets go to the real hub through the test,
  // which cuts the first one: the hub, its token check and its pushes stay the real ones.
  const routes: Array<{ cut: () => Promise<void> }> = [];
  await page.routeWebSocket(HUB, (socket) => {
    socket.connectToServer();
    routes.push({ cut: () => socket.close({ code: 1011, reason: 'network lost' }) });
  });
  await connected(page, 'content@demo.example');
  await expect.poll(() => routes.length).toBe(1);
  await routes[0]!.cut();
  const toast = retryToast(page);
  await expect(toast).toBeVisible();
  const reconnected = page.waitForEvent('websocket', (socket) => HUB.test(socket.url()));
  await toast.getByRole('button', { name: 'Retry' }).click();
  await reconnected;
  expect(routes).toHaveLength(2);
  // The new connection is the hub's: its pushes arrive again.
  await push(browser, page, { name: 'ReceiveMessage', from: 'IT', text: 'Connected again' });
  await expect(page.getByRole('alert').filter({ hasText: 'IT: Connected again' })).toBeVisible();
});

test('signing out closes the connection', async ({ page }) => {
  // Every socket the page opens to the hub: the one open at sign-out need not be the first.
  const sockets: WebSocket[] = [];
  page.on('websocket', (socket) => {
    if (HUB.test(socket.url())) sockets.push(socket);
  });
  await connected(page, 'employee@keystonegrowth.example');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect.poll(() => sockets.every((socket) => socket.isClosed())).toBe(true);
});

test('a locked person’s page cannot reconnect: the hub refuses the revoked token, renewal fails, and the retry toast shows', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const person = {
    email: `e2e.hub.${Date.now().toString(36)}@demo.example`,
    first: 'Hana',
    last: 'Hub',
  };
  const password = 'a long e2e passphrase';
  await register(browser, brand, person, password);
  await connected(page, person.email, password);

  // The security admin locks the account: its sessions end and its tokens are revoked at once.
  const context = await browser.newContext();
  try {
    const admin = await context.newPage();
    await signIn(admin, brand, 'security@demo.example', DEMO_PASSWORD, '/help');
    const found = await callApi<{ data: Array<{ id: string }> }>(
      admin,
      brand,
      'GET',
      `/api/auth/users?search=${encodeURIComponent(person.email)}`,
    );
    await callApi(admin, brand, 'POST', '/api/auth/users', {
      id: found.data[0]?.id,
      email: person.email,
      lockoutEnd: new Date(Date.now() + 86_400_000).toISOString(),
    });
  } finally {
    await context.close();
  }

  // The page opened again still holds the token it was given.
  const sockets: WebSocket[] = [];
  page.on('websocket', (socket) => sockets.push(socket));
  await page.reload();
  await expect(retryToast(page)).toBeVisible({ timeout: 25_000 });
  // One refused connection: the failed renewal does not try the revoked token again.
  expect(sockets).toHaveLength(1);
  expect(sockets[0]!.isClosed()).toBe(true);
});

test('the real hub refuses a token it did not issue; when renewal fails, the retry toast shows', async ({
  page,
}) => {
  // A forged session (a token no server issued) is the attack tested here, not a stand-in.
  await seedUser(page, brand);
  const closes: number[] = [];
  page.on('websocket', (socket) => socket.on('close', () => closes.push(closes.length + 1)));
  await page.goto(`${origin}/help`);
  await expect(
    page.getByRole('alert').filter({ hasText: /^Unable to connect to .+ Retrying in 5 seconds/ }),
  ).toBeVisible({ timeout: 25_000 });
  expect(closes).toHaveLength(1);
});
