import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, callApi, originOf, signIn } from '../fixtures';

// Leaders: no other browser test reads its notes, so switching them off here disturbs none.
const brand = 'leaders';
const origin = originOf(brand);

test('a developer switches notes off: another open browser loses the page and its drawer entry at once, and Undo brings them back', async ({
  page,
  browser,
}) => {
  const employee = await (await browser.newContext()).newPage();
  await signIn(employee, brand, 'employee@keystonegrowth.example', DEMO_PASSWORD, '/notes/admin');
  const employeeDrawer = employee.getByRole('navigation', { name: 'Navigation' });
  await expect(employeeDrawer.getByRole('link', { name: 'Notes admin' })).toBeVisible();

  await signIn(page, brand, 'developer@demo.example', DEMO_PASSWORD, '/help');
  await page
    .getByRole('navigation', { name: 'Navigation' })
    .getByRole('link', { name: 'Features' })
    .click();
  await page.waitForURL(`${origin}/appfeatures`);
  await page.getByRole('searchbox', { name: 'Search features' }).fill('notes');
  const notes = page.getByRole('switch', { name: 'notes: on or off' });
  await expect(notes).toBeChecked();
  try {
    await notes.click();
    const notice = page.getByRole('alert').filter({ hasText: 'notes is off.' });
    await expect(notice).toBeVisible();
    await expect(notes).not.toBeChecked();

    // The employee's browser hears it through the hub: no reload, the page closes with the reason.
    await expect(
      employee
        .getByRole('alert')
        .filter({ hasText: 'You are not authorized to access this feature.' }),
    ).toBeVisible();
    await expect(employee).not.toHaveURL(/\/notes\/admin$/);
    await expect(employeeDrawer.getByRole('link', { name: 'Notes admin' })).toHaveCount(0);
    // The server refuses the notes calls too.
    await expect(callApi(employee, brand, 'GET', '/api/notes/search')).rejects.toThrow(/403/);

    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'notes is on.' })).toBeVisible();
    await expect(notes).toBeChecked();
    await expect(employeeDrawer.getByRole('link', { name: 'Notes admin' })).toBeVisible();
    await employeeDrawer.getByRole('link', { name: 'Notes admin' }).click();
    await expect(employee).toHaveURL(`${origin}/notes/admin`);
  } finally {
    await callApi(page, brand, 'POST', '/api/webconfig/SetFeatures', { notes: true });
    await employee.context().close();
  }
});
