import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, callApi, originOf, signIn } from '../fixtures';

const brand = 'profile';
const origin = originOf(brand);
const SENDER = 'Keystone Growth <hello@keystonegrowth.example>';

test('a security admin changes the sender of e-mail for the installation, sees who saved it after a reload, and goes back to the environment', async ({
  page,
}) => {
  await signIn(page, brand, 'security@demo.example', DEMO_PASSWORD, '/help');
  await page
    .getByRole('navigation', { name: 'Navigation' })
    .getByRole('link', { name: 'System configuration' })
    .click();
  await page.waitForURL(`${origin}/systemconfig`);
  const mail = page.getByRole('form', { name: 'Sender of e-mail' });
  const field = mail.getByRole('textbox', { name: 'Sender of e-mail' });
  try {
    await field.fill('Keystone Growth <not an address>');
    await mail.getByRole('button', { name: 'Save' }).click();
    await expect(
      mail.getByText(
        'Enter an e-mail address, or a name followed by the address in angle brackets.',
      ),
    ).toBeVisible();

    await field.fill(SENDER);
    await mail.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Sender of e-mail saved.' }),
    ).toBeVisible();

    await page.reload();
    await expect(field).toHaveValue(SENDER);
    await expect(mail.getByText(/^Saved by security@demo\.example on /)).toBeVisible();
    // The secrets of the environment are never on the page.
    await expect(page.getByRole('heading', { name: 'Set when the server starts' })).toBeVisible();

    await mail.getByRole('button', { name: "Use the environment's value" }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: "Sender of e-mail is back to the environment's value." }),
    ).toBeVisible();
    await expect(mail.getByText('From the environment')).toBeVisible();
    await expect(field).not.toHaveValue(SENDER);
  } finally {
    await callApi(page, brand, 'POST', '/api/systemconfig/Reset/mailFrom');
  }
});
