import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, callApi, latestMessageTo, originOf, signIn } from '../fixtures';

const brand = 'teams';

test('a recipient unsubscribes from the link in an e-mail, and can subscribe again', async ({
  page,
  browser,
}) => {
  const recipient = `unsub-${Date.now().toString(36)}@client.example`;
  await signIn(page, brand, 'developer@demo.example', DEMO_PASSWORD);
  await callApi(page, brand, 'POST', '/api/messaging/SendEmailTemplate/test-message', {
    to: recipient,
    templateData: { sentOn: '2026-11-26', requestedBy: 'the operations team' },
  });
  const mail = await latestMessageTo(browser, brand, recipient, 'Test message');
  const link = /https?:\/\/\S+\/unsubscriberg\/request\/\S+\?token=[\w-]{43}/.exec(mail.bodyText);
  expect(link).not.toBeNull();
  const address = new URL(link![0]);

  // The recipient is not signed in: the link alone opens the page, which asks first.
  const visitor = await browser.newContext();
  const inbox = await visitor.newPage();
  await inbox.goto(`${originOf(brand)}${address.pathname}${address.search}`);
  await expect(
    inbox.getByText('Stop receiving “Tandem Teams: Test message” e-mails at u•••@client.example?'),
  ).toBeVisible();
  await inbox.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(inbox.getByRole('status')).toHaveText(
    'You will no longer receive “Tandem Teams: Test message” e-mails at u•••@client.example.',
  );
  await expect(inbox).toHaveURL(
    /\/unsubscriberg\/unsubscribed\/test-message\/en-us\/none\/true\/1\?token=/,
  );

  // Opening the link again says it is done; the person may change their mind.
  await inbox.reload();
  await expect(inbox.getByRole('status')).toContainText('You will no longer receive');
  await inbox.getByRole('button', { name: 'Subscribe again' }).click();
  await expect(inbox.getByRole('status')).toHaveText(
    'You will receive “Tandem Teams: Test message” e-mails at u•••@client.example again.',
  );

  // An edited token opens nothing.
  const token = address.searchParams.get('token') ?? '';
  address.searchParams.set('token', `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`);
  await inbox.goto(`${originOf(brand)}${address.pathname}${address.search}`);
  await expect(
    inbox.getByText('This unsubscribe link is not valid.', { exact: false }),
  ).toBeVisible();
  await expect(inbox.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  await visitor.close();
});
