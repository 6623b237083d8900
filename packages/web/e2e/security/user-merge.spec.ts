import { expect, test, type Browser } from '@playwright/test';
import {
  DEMO_PASSWORD,
  SIGN_IN_SCREEN,
  callApi,
  originOf,
  register,
  signIn,
  submitSignIn,
  type NewPerson,
} from '../fixtures';
import { serverPlan } from '../plan/plan-helpers';
import {
  brand,
  giveRole,
  runId,
  signInAsSecurityAdmin,
  userAccountIdOf,
  userIdByEmail,
} from './security-steps';

const origin = originOf(brand);

/** The person signs in in a window of their own (their account in the brand is made then). */
async function signedInAs(browser: Browser, person: NewPerson, path: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, brand, person.email, DEMO_PASSWORD, path);
  return page;
}

test('a security admin merges two accounts of one person: the kept account has everything, the duplicate is gone', async ({
  page,
  browser,
}, testInfo) => {
  // Two registrations, three people signing in and the merge: longer than one page visit.
  test.slow();
  const run = runId();
  const kept: NewPerson = { email: `kate.${run}@example.org`, first: 'Kate', last: `Merge ${run}` };
  const duplicate: NewPerson = { ...kept, email: `kate.home.${run}@example.org` };
  const title = `Mentor ${run}`;
  const goal = `Lead calmer meetings ${run}`;
  await register(browser, brand, kept, DEMO_PASSWORD);
  await register(browser, brand, duplicate, DEMO_PASSWORD);
  await signInAsSecurityAdmin(page);
  const keptId = await userIdByEmail(page, kept.email);
  const duplicateId = await userIdByEmail(page, duplicate.email);
  await giveRole(page, duplicateId, 'Participant');

  // The duplicate holds a title and a plan of its own; the kept account has neither.
  const second = await signedInAs(browser, duplicate, '/account');
  const titles = second.getByRole('combobox', { name: 'Titles' });
  await titles.fill(title);
  await titles.press('Enter');
  await second.getByRole('button', { name: 'Save changes' }).click();
  await expect(second.getByText('Save completed')).toBeVisible();
  await callApi(second, brand, 'POST', '/api/tractionplan/save', {
    userAccountId: await userAccountIdOf(second),
    version: 0,
    plan: { goal },
  });
  await second.context().close();
  await (await signedInAs(browser, kept, '/account')).context().close();

  await page.goto(`${origin}/users/view/${keptId}`);
  await page.getByRole('button', { name: 'Merge accounts' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'The other account' }).fill(duplicate.email);
  await page
    .getByRole('option', { name: new RegExp(duplicate.email.replace(/\./g, '\\.')) })
    .click();
  await expect(dialog.getByRole('radio', { name: new RegExp(`<${kept.email}>`) })).toBeChecked();
  await dialog.getByRole('button', { name: 'Show what moves' }).click();
  const preview = dialog.getByRole('table', { name: 'What moves to the kept account:' });
  for (const what of ['Traction Plan', 'Titles', 'E-mail addresses', 'Claims and roles']) {
    await expect(preview.getByRole('row').filter({ hasText: what })).toContainText('1');
  }
  await expect(dialog).toContainText(
    `The sign-in ${duplicate.email} is removed with its account: the person signs in as ${kept.email} from now on.`,
  );
  await page.screenshot({ path: testInfo.outputPath('merge-preview.png') });
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(dialog.getByText('The accounts were merged.')).toBeVisible();
  await expect(
    dialog
      .getByRole('table', { name: 'What moved to the kept account:' })
      .getByRole('row')
      .filter({ hasText: 'Traction Plan' }),
  ).toContainText('1');
  await expect(dialog).toContainText(
    `The sign-in ${duplicate.email} was removed: the person signs in as ${kept.email}.`,
  );
  await dialog.getByRole('button', { name: 'Open the kept account' }).click();
  await expect(page).toHaveURL(`${origin}/users/view/${keptId}`);
  // The duplicate's role came along.
  await expect(
    page
      .getByRole('region', { name: 'Roles', exact: true })
      .getByRole('link', { name: 'Participant' }),
  ).toBeVisible();

  // The duplicate's sign-in is gone.
  const gone = await (await browser.newContext()).newPage();
  await gone.goto(`${origin}/login`);
  await gone.waitForURL(SIGN_IN_SCREEN);
  await submitSignIn(gone, brand, duplicate.email, DEMO_PASSWORD);
  await expect(gone.getByRole('alert')).toHaveText('Invalid e-mail or password.');
  await gone.context().close();

  // The kept account has the title, the duplicate's address and the plan.
  const own = await signedInAs(browser, kept, '/account');
  await expect(own.getByRole('button', { name: title })).toBeVisible();
  await expect(
    own.getByTestId('email-row').getByRole('textbox', { name: 'E-mail address' }).nth(1),
  ).toHaveValue(duplicate.email);
  expect((await serverPlan(own, brand)).plan.goal).toBe(goal);
  await own.goto(`${origin}/plan`);
  await expect(own.getByText(goal)).toBeVisible();
  await own.context().close();
});
