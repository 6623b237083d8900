import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, callApi, latestMessageTo, linkIn, originOf, signIn } from '../fixtures';

const brand = 'teams';
const origin = originOf(brand);

test('an active participant sees their team, their coach, their plan card and their coming events', async ({
  page,
}) => {
  await signIn(page, brand, 'participant@demo.example', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Welcome, Pat Participant' })).toBeVisible();
  const teams = page.getByRole('region', { name: 'My Teams' });
  await expect(teams.getByRole('link', { name: 'Riverside High Leadership Team' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'My coach' }).getByText('Casey Coach', { exact: true }),
  ).toBeVisible();
  // The plan card answers from the plan status, or shows its empty state when that call fails.
  await expect(page.getByRole('region', { name: 'My Traction Plan' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  // The demo registers the participant for coming events of the brand.
  const events = page.getByRole('region', { name: 'My upcoming events' });
  await expect(events.getByRole('listitem').first()).toBeVisible();
  await expect(events.getByRole('link', { name: 'All my events' })).toHaveAttribute(
    'href',
    '/myevents',
  );
  await teams.getByRole('link', { name: 'Riverside High Leadership Team' }).click();
  await expect(page).toHaveURL(/\/myteam\/[0-9a-f-]{36}$/);
});

test('a new participant sees every card in its empty state', async ({ page, browser }) => {
  // A security admin makes the person in a second browser first.
  test.slow();
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signIn(adminPage, brand, 'security@demo.example', DEMO_PASSWORD);
  const invite = await callApi<{ code: string }>(
    adminPage,
    brand,
    'POST',
    '/api/auth/invitecodes',
    {
      description: 'Home page test',
      maxUses: 1,
      claims: [
        { type: 'tractionPlan', value: 'true' },
        { type: 'profileV2', value: 'true' },
      ],
    },
  );
  await admin.close();

  await page.goto(`${origin}/invite/${invite.code}`);
  await page.getByRole('link', { name: 'Create your account' }).click();
  const email = `new.participant.${Date.now()}@demo.example`;
  const password = 'a brand new passphrase';
  await page.getByLabel('First name').fill('Nova');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();
  const mail = await latestMessageTo(browser, brand, email);
  await page.goto(`${origin}${linkIn(mail, '/redirect/emailconfirmed/')}`);

  await signIn(page, brand, email, password);
  await expect(page.getByRole('heading', { name: 'Welcome, Nova Newcomer' })).toBeVisible();
  const empty: [string, string][] = [
    ['My Traction Plan', 'You have not started your Traction Plan yet.'],
    ['My 360 reports', 'No report has been released to you yet.'],
    ['Feedback requests', 'Nobody is waiting for your feedback.'],
    ['Awards', 'No awards yet.'],
    ['My upcoming events', 'You are not registered for any upcoming event.'],
    ['My Teams', 'You are not a member of any Team.'],
    ['My coach', 'No coach has been assigned to you yet.'],
  ];
  for (const [card, text] of empty) {
    await expect(page.getByRole('region', { name: card }).getByText(text)).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Start my Traction Plan' })).toHaveAttribute(
    'href',
    '/planBuilder',
  );
});
