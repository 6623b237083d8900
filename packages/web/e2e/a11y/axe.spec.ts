import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BRAND_KEYS, flattenRoutes, satisfies, type RouteDef } from '@portal/core';
import { DEMO_PASSWORD, originOf, signIn } from '../fixtures';

/** The success criteria of WCAG 2.1 levels A and AA that axe checks. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

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
] as const;

/** A built page that opens without an id: its path with the optional parameters left out. */
const openable = (route: RouteDef) =>
  !route.plannedIn &&
  !route.external &&
  route.layout !== 'print' &&
  !route.path.split('/').some((part) => part.startsWith(':') && !part.endsWith('?'));
const PAGES = flattenRoutes()
  .filter((route) => openable(route) && !['logout', 'login', 'timeout'].includes(route.name))
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

async function violationsOn(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  const result = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
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
