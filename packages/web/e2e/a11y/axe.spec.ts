import { expect, test } from '@playwright/test';
import { BRAND_KEYS, flattenRoutes, satisfies, type RouteDef } from '@portal/core';
import { DEMO_PASSWORD, originOf, signIn } from '../fixtures';
import { violationsHere, violationsOn } from './axe-scan';
import { SCANNED_ID_PAGES } from './id-pages';

// Fades and slides end at once: axe measures colours as they are, not halfway through a fade.
test.use({ reducedMotion: 'reduce' });

/** Demo people, each with the claims that open a part of the portal. */
const PEOPLE = [
  {
    email: 'participant@demo.example',
    claims: ['participant', 'tractionPlan', 'profile', 'profileV2'],
  },
  { email: 'coach@demo.example', claims: ['trainer', 'profileViewer', 'profileV2'] },
  { email: 'eventadmin@demo.example', claims: ['eventAdmin'] },
  { email: 'security@demo.example', claims: ['securityAdmin'] },
  { email: 'developer@demo.example', claims: ['developer'] },
  {
    email: 'content@demo.example',
    claims: ['contentAdmin', 'contentEditor', 'resourceGroupAdmin'],
  },
] as const;

const built = (route: RouteDef) => !route.plannedIn && !route.external;
/** The page's address has a required parameter (an id, a code, a print key). */
const takesId = (route: RouteDef) =>
  route.path.split('/').some((part) => part.startsWith(':') && !part.endsWith('?'));

/** The built pages that open without an id: their paths with the optional parameters left out. */
const PAGES = flattenRoutes()
  .filter((route) => built(route) && route.layout !== 'print' && !takesId(route))
  .filter((route) => !['logout', 'login', 'timeout'].includes(route.name))
  .map((route) => ({
    ...route,
    path: route.path
      .split('/')
      .filter((part) => !part.endsWith('?'))
      .join('/'),
  }));

/** Who scans a page: the first demo person allowed to open it. */
function scannerOf(route: RouteDef) {
  return PEOPLE.find((person) =>
    satisfies(
      {
        userId: person.email,
        email: person.email,
        emailVerified: true,
        claims: person.claims.map((type) => ({ type, value: 'true' })),
        roles: [],
      },
      route.rule,
    ),
  );
}

for (const brand of BRAND_KEYS) {
  for (const person of PEOPLE) {
    const pages = PAGES.filter((route) => scannerOf(route) === person);
    test(`${brand}: the pages ${person.email} opens meet WCAG 2.1 AA`, async ({ page }) => {
      test.setTimeout(30_000 + pages.length * 15_000);
      await signIn(page, brand, person.email, DEMO_PASSWORD);
      const found: Record<string, string[]> = {};
      for (const route of pages) {
        const violations = await violationsOn(page, `${originOf(brand)}/${route.path}`);
        if (violations.length) found[route.path || '/'] = violations;
      }
      expect(found).toEqual({});
    });
  }

  test(`${brand}: the pages open to visitors meet WCAG 2.1 AA`, async ({ page }) => {
    const anonymous = PAGES.filter((route) => route.anonymous);
    test.setTimeout(30_000 + anonymous.length * 15_000);
    const found: Record<string, string[]> = {};
    for (const route of [...anonymous, { path: 'login' }]) {
      const violations = await violationsOn(page, `${originOf(brand)}/${route.path}`);
      if (violations.length) found[route.path] = violations;
    }
    expect(found).toEqual({});
  });
}

test('the scan reports what breaks WCAG on the page', async ({ page }) => {
  await violationsOn(page, `${originOf('teams')}/login`);
  await page.evaluate(() => {
    const picture = document.createElement('img');
    picture.src = '/favicon.ico';
    document.querySelector('main')?.append(picture);
  });
  expect(await violationsHere(page)).toEqual([expect.stringMatching(/^image-alt: /)]);
});

// The pages that take an id are scanned by axe-ids-*.spec.ts, each with what it shows made first.
test('every built page whose address needs an id is scanned', () => {
  const unscanned = flattenRoutes().filter(
    (route) => built(route) && takesId(route) && !(route.name in SCANNED_ID_PAGES),
  );
  expect(unscanned.map((route) => route.name)).toEqual([]);
});
