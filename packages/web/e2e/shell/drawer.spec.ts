import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, originOf, signIn } from '../fixtures';

const brand = 'teams';

/** Every API answer of the page that refused the caller (401 or 403), as "status path". */
function refusalsOf(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && [401, 403].includes(response.status())) {
      refused.push(`${response.status()} ${url.pathname}`);
    }
  });
  return refused;
}

const drawerEntries = (page: Page) =>
  page.getByRole('navigation', { name: 'Navigation' }).getByRole('link').allTextContents();

test("a participant's home loads without a refused call, and the drawer offers only their pages", async ({
  page,
}) => {
  const refused = refusalsOf(page);
  await signIn(page, brand, 'participant@demo.example', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Welcome, Pat Participant' })).toBeVisible();
  for (const card of ['My Traction Plan', 'My Teams', 'My upcoming events']) {
    await expect(page.getByRole('region', { name: card })).toHaveAttribute('aria-busy', 'false');
  }
  expect(await drawerEntries(page)).toEqual([
    'Home',
    'Traction Plan',
    'My reports',
    'Start my 360',
    'My events',
    'My Team',
    'Help',
    'Resources',
    'My surveys',
    'Support',
  ]);
  expect(refused).toEqual([]);
  // A staff page is not offered, and its address does not open it for them either.
  await page.goto(`${originOf(brand)}/assessment/admin`);
  await expect(page).not.toHaveURL(/\/assessment\/admin/);
});

test('staff are offered the admin pages they may open', async ({ page }) => {
  // The event admin (the client admin is locked out on purpose by the sign-in tests).
  await signIn(page, brand, 'eventadmin@demo.example', DEMO_PASSWORD);
  await expect(
    page.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: 'Reports' }),
  ).toBeVisible();
  const entries = await drawerEntries(page);
  expect(entries).toEqual(expect.arrayContaining(['Dashboard', 'Reports']));
  // Assessments of accounts are for the account screens' people, the event admin among them.
  expect(entries).toContain('Assessments');
});
