import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from '../fixtures';

const brand = 'teams';

test("a coach opens a team's dashboard: members with their plan and 360 status", async ({
  page,
}) => {
  await signIn(page, brand, 'coach@demo.example', DEMO_PASSWORD, '/groups/admin');
  const groups = page.getByRole('table', { name: 'Teams' });
  const team = groups.getByRole('row', { name: /Riverside High Leadership Team/ });
  await team.getByRole('link', { name: 'Dashboard' }).click();

  await expect(
    page.getByRole('heading', { name: 'Riverside High Leadership Team dashboard' }),
  ).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Members' })
    .getByRole('row', { name: /Pat Participant/ });
  await expect(row).toBeVisible();
  // Each status shows what its call answered, or 'Not available' when that call failed: the
  // list itself never breaks.
  const status = /^(Not available|Not started|In progress|Complete)$/;
  await expect(row.locator('[data-column="plan"]')).toHaveText(status);
  await expect(row.locator('[data-column="profile"]')).toHaveText(
    /^(Not available|Not started|Self-description pending|Report released|\d+ of \d+ describers done)$/,
  );
});

test('a coach adds a member by e-mail and removes them again', async ({ page }) => {
  await signIn(page, brand, 'coach@demo.example', DEMO_PASSWORD, '/groups/admin');
  await page.getByRole('link', { name: 'Riverside High Leadership Team' }).click();
  const members = page.getByRole('table', { name: 'Members' });
  await page
    .getByLabel('Or paste e-mail addresses')
    .fill('unverified@demo.example, nobody@nowhere.example');
  await page.getByRole('button', { name: 'Add addresses' }).click();
  // The warning follows the success toast (toasts show one at a time, 5 s each).
  await expect(page.getByText('No account was found for: nobody@nowhere.example')).toBeVisible({
    timeout: 15_000,
  });
  const added = members.getByRole('row', { name: /unverified@demo.example/ });
  await expect(added).toBeVisible();
  await added.getByRole('button', { name: 'Remove' }).click();
  await expect(added).toHaveCount(0);
});

test('a member sees their team on my team, without the staff screens', async ({ page }) => {
  await signIn(page, brand, 'participant@demo.example', DEMO_PASSWORD, '/myteam');
  await expect(page.getByRole('heading', { name: 'Riverside High Leadership Team' })).toBeVisible();
  await expect(page.getByText('Coaches: Casey Coach')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Members' }).getByText('Pat Participant'),
  ).toBeVisible();
});
