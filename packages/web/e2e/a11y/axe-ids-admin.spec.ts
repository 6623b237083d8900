import { expect, test, type Page } from '@playwright/test';
import {
  clientResultsTotals,
  type BrandKey,
  type TClientResults,
  type TCrmAccount,
} from '@portal/core';
import {
  DEMO_PASSWORD,
  SIGN_IN_SCREEN,
  callApi,
  grantClaims,
  latestMessageTo,
  linkIn,
  originOf,
  register,
  requestAccount,
  signIn,
} from '../fixtures';
import { newPerson } from '../checkup/checkup-setup';
import { runId } from '../profile/profile-setup';
import { IdPageScans, signedInPage, visitorPage } from './axe-scan';

// Staff screens of one record (an account with its award and notes, a group, a person, a role, a
// message template) and the links people open from an e-mail or an invitation.
test.use({ reducedMotion: 'reduce' });

const PASSWORD = 'a long e2e passphrase';
/** Print views open with a print key; the scans answer their data call (see printView). */
const KEY = 'key';

/** An account's client results: one campus and one CKH event with survey answers. */
function clientResultsOf(account: TCrmAccount): TClientResults {
  const campus = {
    accountId: account.id,
    campusName: account.accountName,
    districtName: null,
    people: 12,
    profilesStarted: 9,
    reportsReleased: 7,
    plansStarted: 6,
    plansComplete: 4,
    checkupsReported: 2,
  };
  const event = {
    eventId: account.id,
    accountId: account.id,
    accountName: account.accountName,
    eventName: 'Spring kickoff',
    eventTypeName: 'Kickoff',
    startDate: '2026-03-03T15:00:00.000Z',
    participants: 12,
    checkedIn: 11,
    plansComplete: 4,
    surveyResponses: 8,
    surveyAverage: 4.35,
  };
  return {
    accountId: account.id,
    accountName: account.accountName,
    from: '2026-01-01',
    to: null,
    totals: clientResultsTotals([campus], [event]),
    campuses: [campus],
    events: [event],
  };
}

/** The id of the first user the security admin's search finds for the address. */
async function userIdOf(page: Page, brand: BrandKey, email: string) {
  const users = await callApi<{ data: Array<{ id: string }> }>(
    page,
    brand,
    'GET',
    `/api/auth/users?search=${encodeURIComponent(email)}`,
  );
  return users.data[0]?.id ?? '';
}

test('schools: an account with its award and notes, and a group meet WCAG 2.1 AA', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const brand = 'schools';
  const run = runId();
  const scans = new IdPageScans(brand);

  // An employee's account with an award (its certificate) and a note, and the demo team.
  await signIn(page, brand, 'employee@keystonegrowth.example', DEMO_PASSWORD, '/help');
  const account = await callApi<TCrmAccount>(page, brand, 'POST', '/api/crmaccount/upsert', {
    accountName: `Axe Academy ${run}`,
    accountId: `AXE-${run}`,
    awards: [
      {
        achievementType: 'startStrong',
        name: 'Start Strong',
        description: 'For a strong start of the year.',
        awardedDate: '2026-01-15',
        schoolYear: '2025-2026',
      },
    ],
  });
  await callApi(page, brand, 'POST', '/api/notes/save', {
    entityType: 'CrmAccount',
    entityId: account.id,
    title: 'Renewal',
    body: [{ type: 'paragraph', spans: [{ text: 'Call before the summer break.' }] }],
  });
  await scans.page(page, `/org/${account.id}`);
  await scans.dialog(page, 'add an award', () =>
    page.getByRole('button', { name: 'Add award' }).click(),
  );
  await scans.dialog(page, 'merge', () => page.getByRole('button', { name: 'Merge…' }).click());
  const template = account.awards[0]?.certificateTemplateId ?? '';
  await scans.page(page, `/certificate/crmAccount/${account.id}/${template}`);
  await scans.printView(
    page,
    `/print/crmAccountCertificate/${KEY}/${account.id}/${template}`,
    `/api/crmaccount/getCrmAccountCertificatePrintData/${account.id}/${template}`,
    await callApi(
      page,
      brand,
      'GET',
      `/api/crmaccount/getCrmAccountCertificateData/${account.id}/${template}`,
    ),
  );
  // Its client results on paper (the data as the print key's call would answer it).
  await scans.printView(
    page,
    `/print/clientResults/${KEY}/${account.id}?from=2026-01-01`,
    `/api/reports/ClientResultsPrintData/${account.id}`,
    clientResultsOf(account),
  );
  await scans.page(page, `/notes/CrmAccount/${account.id}`);
  await scans.page(page, `/notesdash/CrmAccount/${account.id}`);
  const groups = await callApi<{ data: Array<{ id: string }> }>(
    page,
    brand,
    'GET',
    `/api/usergroup/search?search=${encodeURIComponent('Riverside High Leadership Team')}`,
  );
  const group = groups.data[0]?.id ?? '';
  await scans.page(page, `/groups/edit/${group}`);
  await scans.page(page, `/groups/teamdashboard/${group}`);
  expect(scans.found).toEqual({});
});

test('schools: a person, a claim, a role and a message template meet WCAG 2.1 AA', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const brand = 'schools';
  const scans = new IdPageScans(brand);

  // The security admin: a new person with a claim of their own, a claim and a role.
  const person = { email: `e2e.axe.uma.${runId()}@demo.example`, first: 'Uma', last: 'User' };
  await newPerson(browser, person, ['tractionPlan']);
  const security = await signedInPage(browser, brand, 'security@demo.example');
  const user = await userIdOf(security, brand, person.email);
  await scans.page(security, `/account/${user}`);
  await scans.page(security, `/users/view/${user}`);
  await scans.dialog(security, 'claim expiry', () =>
    security.getByRole('button', { name: 'Expiry' }).first().click(),
  );
  await scans.dialog(security, 'merge accounts', () =>
    security.getByRole('button', { name: 'Merge accounts' }).click(),
  );
  await scans.dialog(security, 'confirm', () =>
    security.getByRole('button', { name: 'Delete user' }).click(),
  );
  await scans.page(security, `/users/edit/${user}`);
  await scans.page(security, '/users/claim/tractionPlan');
  await scans.page(security, '/users/role/Participant');
  const roles = await callApi<Array<{ id: string; name: string }>>(
    security,
    brand,
    'GET',
    '/api/auth/roles',
  );
  await scans.page(security, `/roles/view/${roles.find((r) => r.name === 'Participant')?.id}`);

  // The developer: a built-in message template.
  const developer = await signedInPage(browser, brand, 'developer@demo.example');
  await scans.page(developer, '/admin/templates/password-reset/en-us');
  expect(scans.found).toEqual({});
});

test('leaders: a cohort account meets WCAG 2.1 AA', async ({ browser }) => {
  test.slow(); // a registration, two staff sign-ins to confirm and grant, then the person's own
  const brand = 'leaders';
  const scans = new IdPageScans(brand);
  const person = { email: `e2e.axe.cohort.${runId()}@demo.example`, first: 'Coh', last: 'Ort' };
  await register(browser, brand, person, PASSWORD);
  await grantClaims(browser, brand, person.email, ['cohortAccountAdmin', 'globalDataAccess']);
  const staff = await signedInPage(browser, brand, person.email, PASSWORD);
  const district = await callApi<TCrmAccount>(
    staff,
    brand,
    'GET',
    '/api/crmaccount/GetByAccountId/DEMO-RUSD',
  );
  await scans.page(staff, `/cohortorg/${district.id}`);
  expect(scans.found).toEqual({});
});

test('teams: the links of e-mails and invitations meet WCAG 2.1 AA', async ({ browser }) => {
  test.setTimeout(180_000);
  const brand = 'teams';
  const run = runId();
  const scans = new IdPageScans(brand);
  const visitor = await visitorPage(browser);

  // A new person's e-mailed links: the address confirmed, then a new password.
  const person = { email: `e2e.axe.new.${run}@demo.example`, first: 'Nia', last: 'New' };
  await requestAccount(visitor, brand, person, PASSWORD);
  const welcome = await latestMessageTo(browser, brand, person.email);
  await scans.page(visitor, linkIn(welcome, '/redirect/emailconfirmed/'));
  await visitor.goto(`${originOf(brand)}/login`);
  await visitor.waitForURL(SIGN_IN_SCREEN);
  await visitor.getByRole('link', { name: 'Forgot your password?' }).click();
  await visitor.getByLabel('E-mail address').fill(person.email);
  await visitor.getByRole('button', { name: 'Send the link' }).click();
  const reset = await latestMessageTo(browser, brand, person.email, 'Reset your password');
  await scans.page(visitor, linkIn(reset, '/authaccount/resetpassword/'));

  // An invite code, and the unsubscribe link of an e-mail (asked, then done).
  const staff = await signedInPage(browser, brand, 'security@demo.example');
  const code = await callApi<{ code: string }>(staff, brand, 'POST', '/api/auth/invitecodes', {
    description: `Axe cohort ${run}`,
    maxUses: 5,
    roles: ['Participant'],
  });
  await scans.page(visitor, `/invite/${code.code}`);
  const developer = await signedInPage(browser, brand, 'developer@demo.example');
  const recipient = `axe-${run}@client.example`;
  await callApi(developer, brand, 'POST', '/api/messaging/SendEmailTemplate/test-message', {
    to: recipient,
    templateData: { sentOn: '2026-11-26', requestedBy: 'the operations team' },
  });
  const mail = await latestMessageTo(browser, brand, recipient, 'Test message');
  const link = new URL(
    /https?:\/\/\S+\/unsubscriberg\/request\/\S+/.exec(mail.bodyText)?.[0] ?? '',
  );
  await scans.page(visitor, `${link.pathname}${link.search}`);
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByRole('status')).toContainText('You will no longer receive');
  const done = new URL(visitor.url());
  await scans.page(visitor, `${done.pathname}${done.search}`);
  expect(scans.found).toEqual({});
});
