import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BRAND_KEYS, flattenRoutes, satisfies, type RouteDef } from '@portal/core';
import { newEvent } from '../checkup/checkup-setup';
import { DEMO_PASSWORD, callApi, originOf, settled, signIn } from '../fixtures';
import { newPersonWithReport, runId } from '../profile/profile-setup';

// Fades and slides end at once: axe measures colours as they are, not halfway through a fade.
test.use({ reducedMotion: 'reduce' });

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
  await settled(page);
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

// Pages that take an id, each in one brand, with what it shows made or found first.
test.describe('pages that take an id', () => {
  test.setTimeout(180_000);

  test('teams: a group coach dashboard and a plan meet WCAG 2.1 AA', async ({ page }) => {
    await signIn(page, 'teams', 'coach@demo.example', DEMO_PASSWORD, '/');
    const card = page.getByRole('region', { name: 'Coach dashboard' });
    await card.getByRole('link', { name: 'Riverside High Leadership Team' }).click();
    await expect(page).toHaveURL(/\/coachDashboard\/group\/[0-9a-f-]{36}$/);
    const dashboard = new URL(page.url()).pathname;
    const row = page
      .getByRole('table', { name: 'Members' })
      .getByRole('row', { name: /Pat Participant/ });
    await row.locator('[data-column="plan"]').getByRole('link', { name: 'Complete' }).click();
    await expect(page).toHaveURL(/\/plan\/userAccount\/[0-9a-f-]{36}$/);
    const plan = new URL(page.url()).pathname;
    const found: Record<string, string[]> = {};
    for (const path of [dashboard, plan]) {
      const violations = await violationsOn(page, `${originOf('teams')}${path}`);
      if (violations.length) found[path] = violations;
    }
    expect(found).toEqual({});
  });

  test('schools: an event, a group and an account meet WCAG 2.1 AA', async ({ page, browser }) => {
    const run = runId();
    await signIn(page, 'schools', 'eventadmin@demo.example', DEMO_PASSWORD, '/help');
    const trainer = { email: 'eventadmin@demo.example', first: 'Eve', last: 'Admin' };
    const event = await newEvent(page, `Axe ${run}`, trainer, []);
    // axe runs its frames through a context of the page's own (not browser.newPage()).
    const employee = await (await browser.newContext()).newPage();
    await signIn(employee, 'schools', 'employee@keystonegrowth.example', DEMO_PASSWORD, '/help');
    const groups = await callApi<{ data: Array<{ id: string }> }>(
      employee,
      'schools',
      'GET',
      `/api/usergroup/search?search=${encodeURIComponent('Riverside High Leadership Team')}`,
    );
    const security = await (await browser.newContext()).newPage();
    await signIn(security, 'schools', 'security@demo.example', DEMO_PASSWORD, '/help');
    const users = await callApi<{ data: Array<{ id: string }> }>(
      security,
      'schools',
      'GET',
      `/api/auth/users?search=${encodeURIComponent('participant@demo.example')}`,
    );
    const found: Record<string, string[]> = {};
    for (const [scanner, path] of [
      [page, `/event/view/${event.id}`],
      [employee, `/groups/edit/${groups.data[0]?.id ?? ''}`],
      [security, `/account/${users.data[0]?.id ?? ''}`],
    ] as const) {
      const violations = await violationsOn(scanner, `${originOf('schools')}${path}`);
      if (violations.length) found[path] = violations;
    }
    expect(found).toEqual({});
  });

  test('profile: a 360 report meets WCAG 2.1 AA', async ({ page, browser }) => {
    const report = await newPersonWithReport(browser, page, runId(), 'Axel');
    const found: Record<string, string[]> = {};
    for (const view of ['', '/groups', '/comments']) {
      const path = `/report/${report.reportCode}${view}`;
      const violations = await violationsOn(page, `${originOf('profile')}${path}`);
      if (violations.length) found[path] = violations;
    }
    expect(found).toEqual({});
  });
});
