import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, callApi, latestMessageTo, linkIn, originOf, signIn } from '../fixtures';

const brand = 'teams';
const origin = originOf(brand);

test('a person registers with an invite code, confirms the address and holds what it grants', async ({
  page,
  browser,
}) => {
  test.slow(); // three people sign in: the admin, the developer reading the outbox, the new person
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signIn(adminPage, brand, 'security@demo.example', DEMO_PASSWORD);
  const invite = await callApi<{ code: string }>(
    adminPage,
    brand,
    'POST',
    '/api/auth/invitecodes',
    {
      description: 'Spring cohort',
      maxUses: 5,
      claims: [{ type: 'tractionPlan', value: 'true' }],
    },
  );
  await admin.close();

  await page.goto(`${origin}/invite/${invite.code}`);
  await page.getByRole('link', { name: 'Create your account' }).click();
  const email = `invited.${Date.now()}@demo.example`;
  const password = 'an invited passphrase';
  await page.getByLabel('First name').fill('Ines');
  await page.getByLabel('Last name').fill('Invited');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();

  const mail = await latestMessageTo(browser, brand, email);
  await page.goto(`${origin}${linkIn(mail, '/redirect/emailconfirmed/')}`);
  await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();

  // The plan page needs the tractionPlan claim the code granted (and a confirmed address).
  await signIn(page, brand, email, password, '/plan');
  await expect(page.getByText('You are not authorized to access this feature.')).toHaveCount(0);
  await expect(page.getByText(/You have not started your .+ yet\./)).toBeVisible();
});
