import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, callApi, originOf, signIn } from '../fixtures';

// Runs in a project of its own, after every other spec (playwright.config.ts): while the security
// admin acts as someone else, its new sessions describe that person.
const brand = 'teams';
const origin = originOf(brand);

test('a security admin acts as a participant, sees the portal as them, and comes back', async ({
  page,
}) => {
  await signIn(page, brand, 'security@demo.example', DEMO_PASSWORD, '/users');
  const found = await callApi<{ data: Array<{ id: string; email: string }> }>(
    page,
    brand,
    'GET',
    '/api/auth/users?search=participant%40demo.example',
  );
  const participant = found.data.find((user) => user.email === 'participant@demo.example');
  if (!participant) throw new Error('The demo participant is missing');

  await page.goto(`${origin}/users/view/${participant.id}`);
  await page.getByRole('button', { name: 'Act as this user' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Act as this user' }).click();
  await page.waitForURL(`${origin}/`);
  await expect(page.getByTestId('impersonation-banner')).toContainText('participant@demo.example');

  // The session is the participant's now: the security pages are refused.
  await page.goto(`${origin}/users`);
  await expect(page.getByText('You are not authorized to access this feature.')).toBeVisible();

  await page.getByRole('button', { name: 'Stop impersonating' }).click();
  await page.waitForURL(`${origin}/users/view/${participant.id}`);
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Act as this user' })).toBeVisible();
});
