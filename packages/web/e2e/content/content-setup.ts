import { expect, type Browser, type Page } from '@playwright/test';
import type { BrandKey } from '@portal/core';
import {
  DEMO_PASSWORD,
  callApi,
  originOf,
  settled,
  signIn,
  type NewPerson,
  type OutboxMail,
} from '../fixtures';

/** The steps the content library's browser specs share. */

/** Adds a section of the type (its menu name) at the end of the item being edited. */
export async function addSection(page: Page, type: string) {
  await page.getByRole('button', { name: 'Add a section' }).click();
  await page.getByRole('menuitem', { name: type, exact: true }).click();
}

/** Creates an item in the group from the group's page: a title, then its sections' settings. */
export async function createItem(
  page: Page,
  brand: BrandKey,
  groupId: string,
  title: string,
  build: (page: Page) => Promise<void>,
): Promise<string> {
  await page.goto(`${originOf(brand)}/admin/resources/group/${groupId}`);
  await page.getByRole('link', { name: 'New item' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await build(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForURL(/\/admin\/resources\/content\/[0-9a-f-]{36}\?group=/);
  await expect(page.getByRole('status').getByText(/Saved at/)).toBeVisible();
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

/** Organisation staff make a user group of the person (their user account id); its id. */
export async function userGroupOf(
  browser: Browser,
  brand: BrandKey,
  name: string,
  userAccountId: string,
): Promise<string> {
  const staff = await browser.newContext();
  try {
    const page = await staff.newPage();
    await signIn(page, brand, 'employee@keystonegrowth.example', DEMO_PASSWORD, '/help');
    const team = await callApi<{ id: string }>(page, brand, 'POST', '/api/usergroup/upsert', {
      name,
    });
    await callApi(page, brand, 'POST', `/api/usergroup/AddMember/${team.id}`, {
      userAccountIds: [userAccountId],
    });
    return team.id;
  } finally {
    await staff.close();
  }
}

/** On the subscription screens: a subscription of the group with the person as subscriber. */
export async function subscribeOnScreens(
  page: Page,
  brand: BrandKey,
  groupName: string,
  person: NewPerson,
) {
  await page.goto(`${originOf(brand)}/subscriptions/admin`);
  await settled(page);
  await page.getByRole('link', { name: 'New subscription' }).click();
  await page.getByRole('combobox', { name: /Resource group/ }).click();
  await page.getByRole('option', { name: `${groupName} (Active)` }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: `Subscription: ${groupName}` })).toBeVisible();

  await page.getByRole('link', { name: 'Add subscriber' }).click();
  await expect(
    page.getByRole('heading', { name: `Add a subscriber to ${groupName}` }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: /Person/ }).fill(person.first);
  await page.getByRole('option', { name: new RegExp(person.email) }).click();
  await expect(page.getByRole('combobox', { name: 'Address for alerts' })).toHaveText(person.email);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: `Subscription: ${groupName}` })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: person.email });
  await expect(row).toContainText(`${person.first} ${person.last}`);
  await expect(row).toContainText('Receiving');
}

/** The unsubscribe address of a content alert, for the group. */
export function unsubscribeAddress(mail: OutboxMail, groupId: string): URL {
  const link = /https?:\/\/\S+\/unsubscriberg\/request\/\S+\?token=[\w-]{43}/.exec(mail.bodyText);
  expect(link).not.toBeNull();
  const address = new URL(link![0]);
  expect(address.pathname).toContain(`/${groupId}/`);
  return address;
}

/**
 * The person follows the alert's unsubscribe link from their mailbox, not signed in, confirms,
 * and opened again the link says it is done. `masked` is the address as the page shows it.
 */
export async function unsubscribeFromMail(
  browser: Browser,
  brand: BrandKey,
  address: URL,
  groupName: string,
  masked: string,
) {
  const visitor = await browser.newContext();
  try {
    const inbox = await visitor.newPage();
    await inbox.goto(`${originOf(brand)}${address.pathname}${address.search}`);
    await expect(
      inbox.getByText(`Stop receiving “${groupName}” e-mails at ${masked}?`),
    ).toBeVisible();
    await inbox.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(inbox.getByRole('status')).toHaveText(
      `You will no longer receive “${groupName}” e-mails at ${masked}.`,
    );
    await inbox.reload();
    await expect(inbox.getByRole('status')).toContainText('You will no longer receive');
  } finally {
    await visitor.close();
  }
}
