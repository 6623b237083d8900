import { expect, test, type Browser, type Page } from '@playwright/test';
import { callApi, signIn } from '../fixtures';
import {
  PASSWORD,
  type Answers,
  anonymousCall,
  answerSurvey,
  brand,
  describeSelf,
  describedBy,
  describersOf,
  grantClaims,
  invitationsTo,
  invite,
  makeReport,
  myAccountId,
  namedManagerConfig,
  newPerson,
  origin,
  runId,
  signedInAs,
  startProfile,
} from './profile-setup';

// Each screen as the person it is for, against the server: the people, their 360s and the
// answers are made by the test (profile-setup.ts), so every figure checked here is known.
test.setTimeout(180_000);

/** The demo instrument's answers of someone within every target but Candor's (CAN). */
const within: Answers = (scale) => (scale === 'PAC' || scale === 'CTL' ? 3 : 4);
const candorAt =
  (value: number): Answers =>
  (scale) =>
    scale === 'CAN' ? value : within(scale);
/** 12 scales of 3 items. */
const ITEMS = 36;

/** Ann Lee, new, has described herself and invited Bo: the path of Bo's e-mailed link. */
async function bosLink(browser: Browser, run: string): Promise<string> {
  const ann = { email: `e2e.ann.${run}@demo.example`, first: 'Ann', last: 'Lee' };
  const bo = `bo.${run}@example.org`;
  await newPerson(browser, ann);
  return signedInAs(
    browser,
    ann.email,
    async (page) => {
      const me = await startProfile(page);
      await describeSelf(page, me, within);
      await invite(page, me.id, [
        { firstName: 'Bo', lastName: 'Describer', email: bo, describerRelationship: 'peer' },
      ]);
      return (await invitationsTo(browser, [bo]))[0]!.path;
    },
    PASSWORD,
  );
}

test.describe('describer survey on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('one item per row, thumb-sized answers, progress saved as the describer goes', async ({
    page,
    browser,
  }) => {
    const link = await bosLink(browser, runId());
    const surveyCode = link.split('/').pop();
    await page.goto(`${origin}${link}`);
    await expect(page.getByRole('heading', { name: 'Describe Ann Lee' })).toBeVisible();
    const items = page.getByRole('radiogroup');
    await items.first().getByRole('radio', { name: 'Agree', exact: true }).tap();
    await expect(page.getByText(`1 of ${ITEMS} answered`).first()).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Saved');
    // The answer is kept: the link opened again shows it.
    await page.reload();
    await expect(page.getByText(`1 of ${ITEMS} answered`).first()).toBeVisible();
    await expect(items.first().getByRole('radio', { name: 'Agree', exact: true })).toBeChecked();

    const second = items.nth(1);
    const agree = second.getByRole('radio', { name: 'Strongly agree' });
    const box = await agree.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    // Every answer of an item sits on the one row, the item alone on its card.
    const first = await second.getByRole('radio').first().boundingBox();
    expect(Math.abs((first?.y ?? 0) - (box?.y ?? 0))).toBeLessThan(2);

    const saved = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/profiledescriberfeedback/upsertBatch'),
    );
    await agree.tap();
    await expect(page.getByText(`2 of ${ITEMS} answered`).first()).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Saved');
    // Items come one of each scale in turn: Listening's first, then Follow-through's.
    expect((await saved).postDataJSON()).toEqual({
      surveyCode,
      answers: [
        { itemCode: 'LIS1', value: 4 },
        { itemCode: 'FOL1', value: 5 },
      ],
      comment: '',
    });
    await page.screenshot({ path: test.info().outputPath('survey-phone.png'), fullPage: true });

    const submits: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/submitDescriberFeedback/')) submits.push(r.url());
    });
    await page.getByRole('button', { name: 'Send my feedback' }).tap();
    await expect(
      page.getByText(
        'Not all required information has been completed, please review your responses and try again.',
      ),
    ).toBeVisible();
    expect(submits).toEqual([]);
    // Nothing was sent: the link still opens the survey with the two answers.
    await page.reload();
    await expect(page.getByText(`2 of ${ITEMS} answered`).first()).toBeVisible();
  });

  test('a completed link shows the unavailable text', async ({ page, browser }) => {
    const link = await bosLink(browser, runId());
    // Bo answers every item from the link and sends it, then opens the link again.
    await page.goto(`${origin}${link}`);
    await expect(page.getByRole('radiogroup').first()).toBeVisible();
    await answerSurvey(page, link.split('/').pop() ?? '', within);
    await page.reload();
    await expect(
      page.getByText(
        'This survey request has expired or has been completed. Please contact support with any questions',
      ),
    ).toBeVisible();
    await expect(page.getByRole('radiogroup')).toHaveCount(0);
  });
});

/** A person new to the portal, registered and signed in on `page`. */
async function signedInNewcomer(browser: Browser, page: Page, run: string) {
  const ann = { email: `e2e.ann.${run}@demo.example`, first: 'Ann', last: 'Lee' };
  await newPerson(browser, ann);
  await signIn(page, brand, ann.email, PASSWORD, '/help');
}

test('the report shows a labelled scale plot, the breakdown and a constraint that starts a plan', async ({
  page,
  browser,
}) => {
  const run = runId();
  // A configuration whose report names the manager (staff's choice per format).
  const configId = await namedManagerConfig(browser, run);
  await signedInNewcomer(browser, page, run);
  const me = await startProfile(page, configId);
  await describeSelf(page, me, within);
  const peer = (first: string) => ({
    firstName: first,
    lastName: 'Peer',
    email: `${first.toLowerCase()}.${run}@example.org`,
    describerRelationship: 'peer' as const,
    answers: candorAt(2),
  });
  await describedBy(browser, page, me.id, [
    {
      firstName: 'Mia',
      lastName: 'Manager',
      email: `mia.${run}@example.org`,
      describerRelationship: 'manager',
      answers: candorAt(2),
    },
    peer('Noa'),
    peer('Pia'),
    peer('Rae'),
  ]);
  const made = await makeReport(page, me.id);
  expect(made.isReleased).toBe(true);

  await page.goto(`${origin}/myreports`);
  await page.getByRole('link', { name: /Released/ }).click();
  await expect(page).toHaveURL(`${origin}/report/${made.reportCode}`);
  await expect(page.getByRole('table', { name: 'Scale results of Ann Lee' })).toBeVisible();
  // The plot's figures, as the table beside it gives them to a screen reader.
  await expect(page.getByRole('row', { name: 'Candor 3.5–4.5 2 4' })).toBeAttached();
  const start = page.getByRole('link', { name: /^Start a .* on Candor$/ });
  await expect(start).toHaveAttribute('href', '/planBuilder?constraint=CAN');
  await page.screenshot({ path: test.info().outputPath('report.png'), fullPage: true });

  await page.getByRole('tab', { name: 'By relationship' }).click();
  await expect(page).toHaveURL(`${origin}/report/${made.reportCode}/groups`);
  await expect(page.getByRole('columnheader', { name: 'Mia Manager (1)' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Peers (3)' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('report-groups.png'), fullPage: true });
});

test('start-my-360 lists the describers and invites one with a relationship', async ({
  page,
  browser,
}) => {
  const run = runId();
  const kai = `kai.${run}@example.org`;
  const ola = `ola.${run}@example.org`;
  await signedInNewcomer(browser, page, run);
  // A first 360: Ann asked Kai, made her report from her self-description, and staff closed
  // that 360 (which keeps it, with its report and describers).
  const first = await startProfile(page);
  await describeSelf(page, first, within);
  await invite(page, first.id, [
    { firstName: 'Kai', lastName: 'Other', email: kai, describerRelationship: 'other' },
  ]);
  await makeReport(page, first.id);
  const accountId = await myAccountId(page);
  await signedInAs(browser, 'security@demo.example', (admin) =>
    callApi(
      admin,
      brand,
      'DELETE',
      `/api/profileparticipant/DeleteParticipant/${accountId}/${first.id}`,
    ),
  );
  // The new 360: Ann has described herself; Ola declined from the invitation's link.
  const current = await startProfile(page);
  expect(current.id).not.toBe(first.id);
  await describeSelf(page, current, within);
  await invite(page, current.id, [
    { firstName: 'Ola', lastName: 'Report', email: ola, describerRelationship: 'directReport' },
  ]);
  const [olas] = await invitationsTo(browser, [ola]);
  await anonymousCall(
    page,
    'GET',
    `/api/profiledescriberfeedback/Decline/${olas!.declineId}/${olas!.declineKey}`,
  );

  await page.goto(`${origin}/start-my-360`);
  await expect(page.getByText('You have described yourself. Thank you!')).toBeVisible();
  await expect(page.getByRole('row', { name: /Ola Report/ })).toContainText('Declined');
  await expect(
    page.getByRole('row', { name: /Ola Report/ }).getByRole('button', { name: 'Ask again' }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('start-my-360.png'), fullPage: true });

  // Someone asked before fills the form; the relationship is chosen from the spec's list.
  await page.getByRole('button', { name: 'Kai Other' }).click();
  await expect(page.getByLabel('E-mail address')).toHaveValue(kai);
  await page.getByLabel('Relationship').click();
  await page.getByRole('option', { name: 'Direct report' }).click();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('row', { name: /Kai Other/ })).toBeVisible();
  const kais = (await describersOf(page, current.id)).filter((d) => d.email === kai);
  expect(kais).toEqual([
    expect.objectContaining({
      firstName: 'Kai',
      lastName: 'Other',
      describerRelationship: 'directReport',
    }),
  ]);
});

test('the team report shows how the members spread on each scale', async ({ page, browser }) => {
  // Four people new to the portal, nine describers and a coach.
  test.setTimeout(300_000);
  const run = runId();
  const members = [1, 2, 3, 4].map((n) => ({
    email: `e2e.team${n}.${run}@demo.example`,
    first: 'Member',
    last: String(n),
  }));
  // Three members with a released report, Candor at 1, 2 and 3; the fourth has none.
  const reportIds: string[] = [];
  for (const [index, member] of members.entries()) {
    await newPerson(browser, member);
    if (index === 3) continue;
    const made = await signedInAs(
      browser,
      member.email,
      async (own) => {
        const me = await startProfile(own);
        await describeSelf(own, me, within);
        // Three peers, the fewest a report shows apart from the self-description.
        await describedBy(
          browser,
          own,
          me.id,
          ['Pat', 'Lou', 'Sky'].map((first) => ({
            firstName: first,
            lastName: 'Peer',
            email: `${first.toLowerCase()}.${index}.${run}@example.org`,
            describerRelationship: 'peer' as const,
            answers: candorAt(index + 1),
          })),
        );
        return makeReport(own, me.id);
      },
      PASSWORD,
    );
    expect(made.isReleased).toBe(true);
    reportIds.push(made.id);
  }
  // The team's trainer: a coach (trainer, profileViewer) who also holds profileV2, which the
  // team report's address asks for; the demo coach does not.
  const coach = { email: `e2e.coach.${run}@demo.example`, first: 'Cory', last: 'Coach' };
  await newPerson(browser, coach);
  await grantClaims(browser, coach.email, ['trainer', 'profileViewer']);
  const coachAccountId = await signedInAs(browser, coach.email, myAccountId, PASSWORD);
  const groupId = await signedInAs(browser, 'employee@keystonegrowth.example', async (staff) => {
    const group = await callApi<{ id: string }>(staff, brand, 'POST', '/api/usergroup/upsert', {
      name: `Team ${run}`,
      trainerUserAccountIds: [coachAccountId],
    });
    await callApi(staff, brand, 'POST', `/api/usergroup/AddMember/${group.id}`, {
      emails: members.map((m) => m.email),
    });
    return group.id;
  });

  await signIn(page, brand, coach.email, PASSWORD, `/teamreport/${groupId}/${reportIds[0]}`);
  await expect(page.getByText('4 members, 3 with a released report.')).toBeVisible();
  await expect(
    page.getByRole('img', {
      name: 'Candor: target 3.5 to 4.5, team median 2.00; 3 below, 0 within, 0 above',
    }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('team-report.png'), fullPage: true });
});
