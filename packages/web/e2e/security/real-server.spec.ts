import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  latestMessageTo,
  linkIn,
  originOf,
  signIn,
  storedUserKey,
} from '../fixtures';

const brand = 'teams';
const origin = originOf(brand);

/** Calls the API from the page with the signed-in person's access token. */
async function callApi<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) {
  return page.evaluate(
    async ({ key, appName, method: verb, path: url, body: json }) => {
      const stored = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token: string };
      const response = await fetch(url, {
        method: verb,
        headers: {
          'app-name': appName,
          authorization: `Bearer ${stored.access_token}`,
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
      if (!response.ok) throw new Error(`${verb} ${url}: ${response.status}`);
      return (await response.json()) as T;
    },
    { key: storedUserKey(brand), appName: brand, method, path, body },
  );
}

test('a security admin acts as a participant, sees the portal as them, and comes back', async ({
  page,
}) => {
  await signIn(page, brand, 'security@demo.example', DEMO_PASSWORD, '/users');
  const found = await callApi<{ data: Array<{ id: string; email: string }> }>(
    page,
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

test('a person registers with an invite code, confirms the address and holds what it grants', async ({
  page,
  browser,
}) => {
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signIn(adminPage, brand, 'security@demo.example', DEMO_PASSWORD);
  const invite = await callApi<{ code: string }>(adminPage, 'POST', '/api/auth/invitecodes', {
    description: 'Spring cohort',
    maxUses: 5,
    claims: [{ type: 'tractionPlan', value: 'true' }],
  });
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
  await expect(page.getByText('This page is not available yet.')).toBeVisible();
});
