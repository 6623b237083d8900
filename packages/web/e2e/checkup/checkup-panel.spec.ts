import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import type { TEvent } from '@portal/core';
import {
  DEMO_PASSWORD,
  SIGN_IN_SCREEN,
  callApi,
  latestMessageTo,
  linkIn,
  originOf,
  signIn,
} from '../fixtures';

const brand = 'schools';
const PASSWORD = 'a long e2e passphrase';

/**
 * The event view opens for client coaches, who also manage an event's checkup; no demo account
 * is one, so a new person registers and the security admin makes them a client coach and an
 * event admin (the demo accounts stay as they are for the other specs).
 */
async function newCheckupManager(browser: Browser, run: string): Promise<string> {
  const email = `e2e.checkup.${run}@demo.example`;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${originOf(brand)}/login`);
    await page.waitForURL(SIGN_IN_SCREEN);
    await page.getByRole('link', { name: 'New here? Create an account' }).click();
    await page.getByLabel('First name').fill('Casey');
    await page.getByLabel('Last name').fill('Coach');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByText('Check your inbox')).toBeVisible();
    const mail = await latestMessageTo(browser, brand, email);
    await page.goto(`${originOf(brand)}${linkIn(mail, '/redirect/emailconfirmed/')}`);
    await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();

    const admin = await context.newPage();
    await context.clearCookies();
    await signIn(admin, brand, 'security@demo.example', DEMO_PASSWORD, '/help');
    const found = await callApi<{ data: Array<{ id: string }> }>(
      admin,
      brand,
      'GET',
      `/api/auth/users?search=${encodeURIComponent(email)}`,
    );
    const userId = found.data[0]?.id ?? '';
    for (const claimType of ['clientCoach', 'eventAdmin']) {
      await callApi(admin, brand, 'POST', '/api/auth/users/UpsertClaimToUser', {
        userId,
        claimType,
        claimValue: 'true',
      });
    }
    return email;
  } finally {
    await context.close();
  }
}

async function shoot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}-desktop.png`), fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: info.outputPath(`${name}-phone.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

test('an event admin creates the event checkup with the spec defaults and sends the initial notification', async ({
  page,
  browser,
}, info) => {
  test.slow();
  const run = Date.now().toString(36);
  const admin = await newCheckupManager(browser, run);
  await signIn(page, brand, admin, PASSWORD, '/event/catalogadmin/new');
  await page.getByRole('textbox', { name: /^Name/ }).fill(`Checkup Day ${run}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/event\/catalogadmin\/[0-9a-f-]{36}$/);
  const eventTypeId = page.url().split('/').pop() ?? '';
  const event = await callApi<TEvent>(page, brand, 'POST', '/api/event/save', {
    eventTypeId,
    description: `Checkup cohort ${run}`,
    trainerEmail: admin,
    startDate: '2026-10-01T14:00:00.000Z',
  });
  // The demo participant has a complete plan with partners.
  await callApi(page, brand, 'POST', '/api/participant/save', {
    eventId: event.id,
    firstName: 'Pat',
    lastName: 'Participant',
    email: 'participant@demo.example',
  });

  await page.goto(`${originOf(brand)}/event/view/${event.id}`);
  await page.getByRole('tab', { name: 'Checkup' }).click();
  await expect(page.getByText(/This event has no checkup yet/)).toBeVisible();
  await expect(page.getByLabel('Initial notice (days before)')).toHaveValue('7');
  await expect(page.getByLabel('Last chance notice (days before)')).toHaveValue('3');
  await expect(page.getByLabel('Feedback reminder every (days)')).toHaveValue('2');
  await expect(page.getByLabel('Report reminder after (days)')).toHaveValue('2');
  await expect(page.getByLabel('Previous feedback window (days)')).toHaveValue('45');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Traction plan checkup has been updated.')).toBeVisible();

  // Saving joined the event's participants; the stepper offers the first step.
  await expect(page.locator('[data-participant="participant@demo.example"]')).toBeVisible();
  await page.getByRole('button', { name: 'Send initial notification' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The initial notification has been sent.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send final notification' })).toBeVisible();
  await shoot(page, info, 'checkup-panel');
});
