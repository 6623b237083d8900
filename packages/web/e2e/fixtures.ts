import { expect, type Browser, type Cookie, type Locator, type Page } from '@playwright/test';
import { BRANDS, type BrandKey } from '@portal/core';

const port = process.env.PORTAL_PORT ?? '3000';

/** The demo origin of a brand: `<brand>.localhost`, which Chromium resolves to this machine. */
export const originOf = (brand: BrandKey) => `http://${brand}.localhost:${port}`;

export type SeededUser = {
  /** The `name` claim of the ID token. */
  name?: string;
  email?: string;
  emailVerified?: boolean;
  /** Claim types the user holds (each with the value 'true'). */
  claims?: string[];
  /** Claims with a value of their own (e.g. originalUserId while acting as another user). */
  claimValues?: Record<string, string>;
  /** The `sub` of the token: the user id (default 'seeded-user'). */
  userId?: string;
};

/**
 * Signs a user in the way oidc-client-ts keeps one: a stored user under
 * `oidc.user:<origin>:<brand>` in session storage, written before the app starts. The access
 * token is not one the server accepts, so only the browser's own guards can be tested with it.
 */
export async function seedUser(page: Page, brand: BrandKey, user: SeededUser = {}): Promise<void> {
  const origin = originOf(brand);
  const stored = {
    id_token: 'seeded',
    access_token: 'seeded-token',
    token_type: 'Bearer',
    scope: 'openid profile email',
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    profile: {
      sub: user.userId ?? 'seeded-user',
      iss: origin,
      aud: brand,
      exp: Math.floor(Date.now() / 1000) + 3600,
      iat: Math.floor(Date.now() / 1000),
      ...(user.name ? { name: user.name } : {}),
      email: user.email ?? 'seeded.user@example.org',
      email_verified: user.emailVerified ?? true,
      claims: [
        ...(user.claims ?? []).map((type) => ({ type, value: 'true' })),
        ...Object.entries(user.claimValues ?? {}).map(([type, value]) => ({ type, value })),
      ],
    },
  };
  // Only on the first document: a later reload shows what the app left in storage (sign-out).
  await page.addInitScript(
    ({ key, value }) => {
      if (window.sessionStorage.getItem('e2e.seeded') !== null) return;
      window.sessionStorage.setItem('e2e.seeded', '1');
      window.sessionStorage.setItem(key, value);
    },
    { key: storedUserKey(brand), value: JSON.stringify(stored) },
  );
}

/**
 * Where oidc-client-ts keeps the signed-in user of a brand's origin (session storage): its
 * authority is the origin's identity service, `<origin>/oidc`.
 */
export const storedUserKey = (brand: BrandKey) => `oidc.user:${originOf(brand)}/oidc:${brand}`;

/** Client-side navigation, as a link inside the app would do it (the router hears popstate). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * The page is loaded: its main landmark shows and nothing is loading or busy (a busy sign-in step
 * may be about to leave the page). A progress bar with a value (a survey's answers) is content.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  const loading = '[role="progressbar"]:not([aria-valuenow]), [aria-busy="true"]';
  await expect(page.locator(loading)).toHaveCount(0, {
    timeout: 15_000,
  });
}

/** The password of every demo account (see the README). */
export const DEMO_PASSWORD = 'Portal-Demo-2024!';

/** The sign-in screen of the identity service, reached from /login or a protected page. */
export const SIGN_IN_SCREEN = /\/auth\/login\?interaction=/;

/**
 * Fills the sign-in screen the browser is on and submits it, each field again until it holds what
 * was typed (on a loaded machine a screen can be drawn before it listens and put an empty field
 * back).
 */
export async function submitSignIn(page: Page, brand: BrandKey, email: string, password: string) {
  await fillSteadily(page.getByLabel('E-mail address'), email);
  await fillSteadily(page.getByRole('textbox', { name: 'Password', exact: true }), password);
  await page.getByRole('button', { name: BRANDS[brand].loginButtonText }).click();
}

/** A session this worker signed in through the screen: what a later sign-in of the person reuses. */
type KeptSession = {
  storedUser: string;
  accessToken: string;
  expiresAt: number;
  cookies: Cookie[];
};

/** The worker's sessions by brand, e-mail and password (a new password is a new sign-in). */
const keptSessions = new Map<string, KeptSession>();

/**
 * The seeded demo people (see the README), whom no test changes: only their sessions are kept. A
 * person a test registers signs in anew each time, since their accounts, claims and languages
 * change between sign-ins and a new sign-in is what those tests look at.
 */
const DEMO_PEOPLE: ReadonlySet<string> = new Set([
  'participant@demo.example',
  'coach@demo.example',
  'eventadmin@demo.example',
  'clientadmin@demo.example',
  'principal@demo.example',
  'security@demo.example',
  'developer@demo.example',
  'content@demo.example',
  'employee@keystonegrowth.example',
]);

/** A kept session is reused only while its access token has this long to live (it lives an hour). */
const KEPT_SESSION_MARGIN_SECONDS = 600;

/**
 * Signs in through the real identity service, as a person does: /login with the path to come
 * back to, the sign-in screen, then back on `path` with a session. The worker keeps a demo
 * person's session: a later sign-in of the same person, while the server still accepts its token
 * (not revoked by a sign-out or a change of claims, not near its end), starts the app on `path`
 * with a copy of it, the identity service's cookies included, as a second tab of a signed-in
 * browser would.
 */
export async function signIn(
  page: Page,
  brand: BrandKey,
  email: string,
  password: string,
  path = '/',
): Promise<void> {
  const sessionKey = `${brand} ${email} ${password}`;
  const kept = keptSessions.get(sessionKey);
  if (kept && (await stillAccepted(page, brand, kept))) {
    await resumeSession(page, brand, kept, path);
    return;
  }
  await page.goto(`${originOf(brand)}/login?redirect=${encodeURIComponent(path)}`);
  await page.waitForURL(SIGN_IN_SCREEN);
  await submitSignIn(page, brand, email, password);
  await page.waitForURL(`${originOf(brand)}${path}`);
  await expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key), storedUserKey(brand)))
    .not.toBeNull();
  if (DEMO_PEOPLE.has(email)) keptSessions.set(sessionKey, await sessionOf(page, brand));
}

/** The session the page holds: its stored user and the identity service's cookies. */
async function sessionOf(page: Page, brand: BrandKey): Promise<KeptSession> {
  const storedUser = (await page.evaluate(
    (key) => sessionStorage.getItem(key),
    storedUserKey(brand),
  ))!;
  const { access_token: accessToken, expires_at: expiresAt } = JSON.parse(storedUser) as {
    access_token: string;
    expires_at: number;
  };
  return {
    storedUser,
    accessToken,
    expiresAt,
    cookies: await page.context().cookies(originOf(brand)),
  };
}

async function stillAccepted(page: Page, brand: BrandKey, kept: KeptSession): Promise<boolean> {
  if (kept.expiresAt - Date.now() / 1000 < KEPT_SESSION_MARGIN_SECONDS) return false;
  // Node does not resolve `<brand>.localhost`: the call goes to the loopback with the brand's host.
  const response = await page.request.get(`http://127.0.0.1:${port}/api/useraccount/language`, {
    headers: {
      host: new URL(originOf(brand)).host,
      'app-name': brand,
      authorization: `Bearer ${kept.accessToken}`,
    },
  });
  return response.ok();
}

/** Opens `path` signed in with a kept session: its stored user is in place before the app starts. */
async function resumeSession(page: Page, brand: BrandKey, kept: KeptSession, path: string) {
  await page.context().addCookies(kept.cookies);
  // Only on the first document of the brand's origin: a later reload shows what the app left in
  // storage (after a sign-out, nothing).
  await page.addInitScript(
    ({ origin, key, value, flag }) => {
      if (window.location.origin !== origin || window.sessionStorage.getItem(flag) !== null) return;
      window.sessionStorage.setItem(flag, '1');
      window.sessionStorage.setItem(key, value);
    },
    {
      origin: originOf(brand),
      key: storedUserKey(brand),
      value: kept.storedUser,
      flag: `e2e.resumed.${crypto.randomUUID()}`,
    },
  );
  await page.goto(`${originOf(brand)}${path}`);
  await page.waitForURL(`${originOf(brand)}${path}`);
}

export type OutboxMail = { id: string; recipient: string; subject: string; bodyText: string };

/**
 * The newest message of the brand's outbox to `recipient` (with `containing` in its subject or
 * text, when given: the newest may still be an earlier one while a queued e-mail is on its way),
 * read through the API as the developer. The outbox is where every e-mail of the portal lands when
 * no SMTP server is configured, as in these tests.
 */
export async function latestMessageTo(
  browser: Browser,
  brand: BrandKey,
  recipient: string,
  containing?: string,
): Promise<OutboxMail> {
  return newestMessageOn(await developerPage(browser, brand), brand, recipient, containing);
}

/** The developer's pages of this test worker by brand, kept for its later reads of the outbox. */
const developerPages = new Map<BrandKey, Page>();

/**
 * A page of the brand where the developer is signed in through the UI (in a browser context of
 * its own), kept open for the worker's later tests: the app renews its session as it runs. A new
 * one replaces it once its session is gone.
 */
export async function developerPage(browser: Browser, brand: BrandKey): Promise<Page> {
  const kept = developerPages.get(brand);
  if (kept && !kept.isClosed()) {
    const signedIn = await kept.evaluate(
      (key) => sessionStorage.getItem(key) !== null,
      storedUserKey(brand),
    );
    if (signedIn) return kept;
    await kept.context().close();
  }
  const page = await (await browser.newContext()).newPage();
  await signIn(page, brand, 'developer@demo.example', DEMO_PASSWORD, '/help');
  developerPages.set(brand, page);
  return page;
}

/** As latestMessageTo, read on a page where the developer is signed in (for several reads). */
export async function newestMessageOn(
  page: Page,
  brand: BrandKey,
  recipient: string,
  containing?: string,
): Promise<OutboxMail> {
  // The newest message to the recipient, or, with `containing`, the newest of the last ten whose
  // subject or text says it (other tests write to the same demo people meanwhile).
  const newest = () =>
    page.evaluate(
      async ({ key, brand: appName, to, text }) => {
        const stored = JSON.parse(sessionStorage.getItem(key) ?? '{}') as {
          access_token: string;
        };
        const headers = { 'app-name': appName, authorization: `Bearer ${stored.access_token}` };
        const query = new URLSearchParams({ text: to, pageSize: text ? '10' : '1' });
        const found = (await (
          await fetch(`/api/messaging/Search?${query.toString()}`, { headers })
        ).json()) as { data: Array<{ id: string }> };
        for (const { id } of found.data) {
          const mail = (await (
            await fetch(`/api/messaging/PreviewMessage/${id}`, { headers })
          ).json()) as OutboxMail;
          if (!text || `${mail.subject}\n${mail.bodyText}`.includes(text)) return mail;
        }
        return undefined;
      },
      { key: storedUserKey(brand), brand, to: recipient, text: containing ?? null },
    );
  let mail: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        mail = await newest();
        return mail !== undefined;
      },
      {
        message: `a message to ${recipient}${containing ? ` saying "${containing}"` : ''}`,
        // On CI the request that queues it shares two cores with two browsers and the server.
        timeout: process.env.CI ? 40_000 : 20_000,
      },
    )
    .toBe(true);
  return mail as OutboxMail;
}

/** The first link of a message's text whose path starts with `prefix`, as a path. */
export function linkIn(mail: OutboxMail, prefix: string): string {
  for (const [url] of mail.bodyText.matchAll(/https?:\/\/\S+/g)) {
    const { pathname } = new URL(url);
    if (pathname.startsWith(prefix)) return pathname;
  }
  throw new Error(`No link to ${prefix} in: ${mail.bodyText}`);
}

/** Calls the API from the page with the signed-in person's access token. */
export async function callApi<T>(
  page: Page,
  brand: BrandKey,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
) {
  return page.evaluate(
    async ({ key, appName, method: verb, path: url, body: json }) => {
      const stored = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token: string };
      const response = await fetch(url, {
        method: verb,
        headers: {
          'app-name': appName,
          authorization: `Bearer ${stored.access_token}`,
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
      if (!response.ok) throw new Error(`${verb} ${url}: ${response.status}`);
      return (await response.json()) as T;
    },
    { key: storedUserKey(brand), appName: brand, method, path, body },
  );
}

export type NewPerson = { email: string; first: string; last: string };

/** Fills the sign-in screen's registration form for the person and sends it (not yet confirmed). */
export async function requestAccount(
  page: Page,
  brand: BrandKey,
  person: NewPerson,
  password: string,
): Promise<void> {
  await page.goto(`${originOf(brand)}/login`);
  await page.waitForURL(SIGN_IN_SCREEN);
  await page.getByRole('link', { name: 'New here? Create an account' }).click();
  await page.getByLabel('First name').fill(person.first);
  await page.getByLabel('Last name').fill(person.last);
  await page.getByLabel('E-mail address').fill(person.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create my account' }).click();
  // The password is hashed (argon2id) and the e-mail queued first: slow on a loaded machine.
  await expect(page.getByText('Check your inbox')).toBeVisible({ timeout: 30_000 });
}

/**
 * A person new to the portal, registered on the sign-in screen's form and confirmed through the
 * e-mailed link, in a browser context of its own; for specs that change the person freely.
 */
export async function register(
  browser: Browser,
  brand: BrandKey,
  person: NewPerson,
  password: string,
): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await requestAccount(page, brand, person, password);
    const mail = await latestMessageTo(browser, brand, person.email);
    await page.goto(`${originOf(brand)}${linkIn(mail, '/redirect/emailconfirmed/')}`);
    await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();
  } finally {
    await context.close();
  }
}

/** The demo security admin gives the person these claims (each with the value 'true'). */
export async function grantClaims(
  browser: Browser,
  brand: BrandKey,
  email: string,
  claims: readonly string[],
): Promise<void> {
  const context = await browser.newContext();
  try {
    const admin = await context.newPage();
    await signIn(admin, brand, 'security@demo.example', DEMO_PASSWORD, '/help');
    const found = await callApi<{ data: Array<{ id: string }> }>(
      admin,
      brand,
      'GET',
      `/api/auth/users?search=${encodeURIComponent(email)}`,
    );
    for (const claimType of claims) {
      await callApi(admin, brand, 'POST', '/api/auth/users/UpsertClaimToUser', {
        userId: found.data[0]?.id,
        claimType,
        claimValue: 'true',
      });
    }
  } finally {
    await context.close();
  }
}

/**
 * Types into a field of a form that has just appeared, again until the field shows it: on a
 * loaded machine the form can be painted before it listens, and a controlled input then puts
 * back its empty value (no person types that fast).
 */
export async function fillSteadily(box: Locator, value: string) {
  await expect(async () => {
    await box.fill(value);
    await expect(box).toHaveValue(value, { timeout: 1000 });
  }).toPass();
}
