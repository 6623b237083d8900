import { expect, test, type Browser, type Page } from '@playwright/test';
import type { BrandKey } from '@portal/core';
import { DEMO_PASSWORD, callApi, originOf, register as registerPerson, signIn } from '../fixtures';

// Self-service 360 (docs/decisions.md, "Self-service 360" and "After describing yourself"):
// a person registers without an invite code and goes on by themself.
test.setTimeout(180_000);

const PASSWORD = 'a long e2e passphrase';

/** Registers without an invite code, confirms the address from the e-mail, and signs in at home. */
async function register(page: Page, browser: Browser, brand: BrandKey, email: string) {
  await registerPerson(browser, brand, { email, first: 'Sasha', last: 'Self' }, PASSWORD);
  await signIn(page, brand, email, PASSWORD, '/');
}

test('a person who registers in the profile brand without a code starts their 360 from home', async ({
  page,
  browser,
}) => {
  const run = Date.now().toString(36);
  await register(page, browser, 'profile', `e2e.self.${run}@demo.example`);
  // The drawer offers it too.
  await expect(page.getByRole('link', { name: 'Start my 360' }).first()).toBeVisible();
  const card = page.getByRole('region', { name: 'My 360 reports' });
  await card.getByRole('link', { name: 'Start my 360' }).click();
  await expect(page).toHaveURL(/\/start-my-360$/);
  await page.getByRole('button', { name: 'Start my 360' }).click();
  await expect(page.getByText('Your self-description')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Describe yourself' })).toBeVisible();
});

test('in a brand without a self-registration role, home says how to get the 360, and a code gives it', async ({
  page,
  browser,
}) => {
  const run = Date.now().toString(36);
  await register(page, browser, 'teams', `e2e.nocode.${run}@demo.example`);
  const card = page.getByRole('region', { name: 'Take your own 360' });
  await expect(card.getByRole('link', { name: /Contact us/ })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByRole('region', { name: 'My 360 reports' })).toHaveCount(0);
  await card.getByLabel('Invite code').fill('abcd-efgh-jkmn');
  await card.getByRole('button', { name: 'Use this code' }).click();
  await expect(page).toHaveURL(/\/invite\/ABCDEFGHJKMN$/);
  await expect(page.getByText(/This invite code is not valid/)).toBeVisible();

  // A code from their organisation gives the 360, at once.
  const admin = await browser.newContext();
  let code: string;
  try {
    const adminPage = await admin.newPage();
    await signIn(adminPage, 'teams', 'security@demo.example', DEMO_PASSWORD, '/help');
    ({ code } = await callApi<{ code: string }>(
      adminPage,
      'teams',
      'POST',
      '/api/auth/invitecodes',
      {
        description: `Self-service 360 ${run}`,
        maxUses: 1,
        claims: [{ type: 'profileV2', value: 'true' }],
      },
    ));
  } finally {
    await admin.close();
  }
  await page.goto(`${originOf('teams')}/`);
  await page
    .getByRole('region', { name: 'Take your own 360' })
    .getByLabel('Invite code')
    .fill(code);
  await page.getByRole('button', { name: 'Use this code' }).click();
  await page.getByRole('button', { name: 'Apply to my account' }).click();
  await expect(page.getByText(/has been applied to your account/)).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(
    page
      .getByRole('region', { name: 'My 360 reports' })
      .getByRole('link', { name: 'Start my 360' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Take your own 360' })).toHaveCount(0);
});

test('a new participant describes themself in their own voice and goes on to invite describers', async ({
  page,
  browser,
}) => {
  const run = Date.now().toString(36);
  await register(page, browser, 'profile', `e2e.describe.${run}@demo.example`);
  await page.goto(`${originOf('profile')}/start-my-360`);
  await page.getByRole('button', { name: 'Start my 360' }).click();
  await page.getByRole('link', { name: 'Describe yourself' }).click();
  await expect(page).toHaveURL(/\/start-my-360\/self\/[\w-]{43}$/);
  await expect(page).toHaveTitle(/^Describe yourself \|/);
  await expect(page.getByRole('heading', { name: 'Describe yourself' }).first()).toBeVisible();
  await expect(page.getByText('Describer feedback')).toHaveCount(0);

  const groups = page.getByRole('radiogroup');
  await expect(groups.first()).toBeVisible();
  const count = await groups.count();
  await expect(page.getByText(/^1\. You /)).toBeVisible();
  for (let i = 0; i < count; i++) {
    await groups.nth(i).getByRole('radio', { name: 'Agree', exact: true }).click();
  }
  await page.getByRole('button', { name: 'Send my feedback' }).click();
  await expect(page.getByText('Thank you! Your self-description is saved.')).toBeVisible();
  await expect(page.getByText(/Your feedback for/)).toHaveCount(0);

  await page.getByRole('link', { name: 'Next: invite your describers' }).click();
  await expect(page).toHaveURL(/\/start-my-360$/);
  await expect(page.getByText('You have described yourself. Thank you!')).toBeVisible();
  const describer = `mo.${run}@example.org`;
  await page.getByLabel('First name').fill('Mo');
  await page.getByLabel('Last name').fill('Describer');
  await page.getByLabel('E-mail address').fill(describer);
  await page.getByLabel('Relationship').click();
  await page.getByRole('option', { name: 'Peer' }).click();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('cell', { name: new RegExp(describer) })).toBeVisible();
});
