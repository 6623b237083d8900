import type { Page } from '@playwright/test';
import type { BrandKey } from '@portal/core';

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

/** Where oidc-client-ts keeps the signed-in user of a brand's origin (session storage). */
export const storedUserKey = (brand: BrandKey) => `oidc.user:${originOf(brand)}:${brand}`;

/** Client-side navigation, as a link inside the app would do it (the router hears popstate). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
