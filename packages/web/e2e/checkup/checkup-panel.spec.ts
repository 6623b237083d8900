import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type { TEvent } from '@portal/core';
import { DEMO_PASSWORD, callApi, originOf, signIn } from '../fixtures';

const brand = 'schools';
const admin = 'eventadmin@demo.example';

async function shoot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}-desktop.png`), fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: info.outputPath(`${name}-phone.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

test('an event admin creates the event checkup with the spec defaults and sends the initial notification', async ({
  page,
}, info) => {
  test.slow();
  const run = Date.now().toString(36);
  await signIn(page, brand, admin, DEMO_PASSWORD, '/event/catalogadmin/new');
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
