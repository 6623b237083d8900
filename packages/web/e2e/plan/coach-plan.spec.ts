import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, originOf, signIn } from '../fixtures';

const brand = 'teams';

test("the demo coach opens the demo participant's plan from home's coach dashboard", async ({
  page,
}) => {
  await signIn(page, brand, 'coach@demo.example', DEMO_PASSWORD, '/');
  const card = page.getByRole('region', { name: 'Coach dashboard' });
  await card.getByRole('link', { name: 'Riverside High Leadership Team' }).click();
  await expect(page).toHaveURL(/\/coachDashboard\/group\/[0-9a-f-]{36}$/);

  const row = page
    .getByRole('table', { name: 'Members' })
    .getByRole('row', { name: /Pat Participant/ });
  // The demo participant's plan is complete (the seed).
  await row.locator('[data-column="plan"]').getByRole('link', { name: 'Complete' }).click();
  await expect(page).toHaveURL(new RegExp(`^${originOf(brand)}/plan/userAccount/[0-9a-f-]{36}$`));
  await expect(page.getByText("You are viewing Pat Participant's Traction Plan.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pat Participant' })).toBeVisible();
});
