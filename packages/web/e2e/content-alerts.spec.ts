import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, callApi, latestMessageTo, register, settled, signIn } from './fixtures';
import {
  subscribeOnScreens,
  unsubscribeAddress,
  unsubscribeFromMail,
} from './content/content-setup';

// A content admin subscribes a person new to the portal to a resource group on the subscription
// screens and announces an item; the signed-in person sees the toast, gets the alert by e-mail
// and unsubscribes from its link. The group is made through the API (the library's own screens have their specs).
const brand = 'teams';

test('a content admin subscribes a person to a group, alerts them, and they unsubscribe', async ({
  page,
  browser,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const person = { email: `alerts-${stamp}@client.example`, first: `Ali${stamp}`, last: 'Reader' };
  await register(browser, brand, person, DEMO_PASSWORD);

  await signIn(page, brand, 'content@demo.example', DEMO_PASSWORD, '/help');
  const groupName = `Alerts ${stamp}`;
  const draft = await callApi<{ id: string; version: number }>(
    page,
    brand,
    'POST',
    '/api/resourcegroup/save',
    { name: groupName, code: `alerts-${stamp}` },
  );
  await callApi(page, brand, 'POST', `/api/resourcegroup/upsertContent/${draft.id}`, {
    title: 'Welcome pack',
    sections: [{ id: 'title', type: 'title', data: { text: 'Welcome pack' } }],
  });
  await callApi(page, brand, 'POST', '/api/resourcegroup/save', {
    id: draft.id,
    name: groupName,
    code: `alerts-${stamp}`,
    version: draft.version,
    status: 'active',
  });

  // The subscription of the group, on the screens.
  await subscribeOnScreens(page, brand, groupName, person);

  // Signed in elsewhere, the person gets the "new resources" toast live.
  const personContext = await browser.newContext();
  const personPage = await personContext.newPage();
  const hub = personPage.waitForEvent('websocket', (socket) =>
    socket.url().includes('/hub/messaging/messaginghub?'),
  );
  await signIn(personPage, brand, person.email, DEMO_PASSWORD, '/help');
  await hub;
  await page.getByRole('combobox', { name: 'Item' }).click();
  await page.getByRole('option', { name: 'Welcome pack' }).click();
  await page.getByRole('combobox', { name: 'Send by' }).click();
  await page.getByRole('option', { name: 'Notification in the portal' }).click();
  await page.getByRole('button', { name: 'Send alert' }).click();
  await expect(
    personPage
      .getByRole('alert')
      .filter({ hasText: `New resources in ${groupName}: Welcome pack` }),
  ).toBeVisible();
  await personContext.close();

  // The alert of the group's item, by e-mail.
  await page.getByRole('combobox', { name: 'Send by' }).click();
  await page.getByRole('option', { name: 'E-mail' }).click();
  await page.getByRole('combobox', { name: 'Item' }).click();
  await page.getByRole('option', { name: 'Welcome pack' }).click();
  await page.getByRole('button', { name: 'Send alert' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Alert sent. E-mails: 1;' }),
  ).toBeVisible();

  const mail = await latestMessageTo(browser, brand, person.email, `New in ${groupName}`);
  expect(mail.subject).toBe(`New in ${groupName}: Welcome pack`);
  // The person follows the link from their mailbox, not signed in, and confirms.
  await unsubscribeFromMail(
    browser,
    brand,
    unsubscribeAddress(mail, draft.id),
    groupName,
    'a•••@client.example',
  );

  // The content admin sees it on the subscription.
  await page.reload();
  await settled(page);
  await expect(page.getByRole('row').filter({ hasText: person.email })).toContainText(
    'Unsubscribed',
  );
});
