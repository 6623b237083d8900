import { expect, test, type Browser, type Page } from '@playwright/test';
import type { TSurveyDefinition, TSurveyRelease, TUserAccountSummary } from '@portal/core';
import {
  callApi,
  grantClaims,
  latestMessageTo,
  originOf,
  register,
  signIn,
  type NewPerson,
} from '../fixtures';
import { runId } from '../profile/profile-setup';

// Team surveys as the people they are for: a survey admin marks a public release as a team
// scorecard and gives it two teams, and another release as a team alignment survey; three
// visitors answer the scorecard for their team and the third reads the team's scores; a team
// leader starts the alignment for their team, its three members answer from their e-mails and
// the leader reads how aligned the team is.
const brand = 'teams';
const origin = originOf(brand);
test.use({ actionTimeout: 45_000 });
const PASSWORD = 'Team-Surveys-2026!';

const rating = (name: string, title: string) => ({
  type: 'rating',
  name,
  title,
  isRequired: true,
  rateMin: 1,
  rateMax: 5,
});
const SCORECARD = {
  title: 'Team scorecard',
  pages: [
    {
      name: 'p',
      elements: [
        { type: 'text', name: 'team', title: 'Team', special: 'NonRegisteredGroup' },
        rating('trust', 'Trust'),
      ],
    },
  ],
};
const ALIGNMENT = {
  title: 'Team alignment',
  pages: [
    {
      name: 'p',
      elements: [rating('purpose', 'We agree on our purpose'), rating('roles', 'Roles are clear')],
    },
  ],
};

async function release(page: Page, name: string, body: object, isPublic: boolean) {
  const definition = await callApi<TSurveyDefinition>(
    page,
    brand,
    'POST',
    '/api/survey/SaveDefinition',
    {
      name,
      body,
    },
  );
  return callApi<TSurveyRelease>(page, brand, 'POST', '/api/survey/SaveRelease', {
    definitionId: definition.id,
    releaseGroupId: null,
    name,
    triggerType: 'norelatedentities',
    opensAt: new Date(Date.now() - 60_000).toISOString(),
    closesAt: null,
    anonymous: true,
    uniqueness: 'Person',
    allowMultiple: isPublic,
    reminderDays: null,
    isPublic,
    targets: [],
  });
}

async function rate(page: Page, question: RegExp, value: string) {
  const scale = page.getByRole('radiogroup', { name: question });
  await scale.getByRole('radio', { name: value, exact: true }).click();
}

async function markAs(page: Page, releaseName: string, kind: string) {
  await page.getByRole('combobox', { name: `Team survey of ${releaseName}` }).click();
  await page.getByRole('option', { name: kind }).click();
  await expect(page.getByText('Team survey saved.').first()).toBeVisible();
}

async function answerScorecard(browser: Browser, url: string, trust: string) {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(url);
  await visitor.getByRole('radio', { name: 'Blue team' }).check();
  await visitor.getByRole('button', { name: 'Continue' }).click();
  await rate(visitor, /Trust/, trust);
  await visitor.getByRole('button', { name: 'Submit' }).click();
  await expect(visitor.getByRole('heading', { name: 'Your team scorecard' })).toBeVisible();
  return { context, visitor };
}

test('a team scorecard and a team alignment, from the survey admin to their reports', async ({
  browser,
  page,
}) => {
  test.setTimeout(600_000);
  const run = runId();
  const person = (first: string): NewPerson => ({
    email: `teams-${first.toLowerCase()}-${run}@team-surveys.example`,
    first,
    last: 'Teamer',
  });
  const [admin, lea] = [person('Admin'), person('Lea')];
  const members = ['Mia', 'Max', 'Mo'].map(person);
  for (const someone of [admin, lea, ...members]) await register(browser, brand, someone, PASSWORD);
  await grantClaims(browser, brand, admin.email, ['surveyAdmin', 'globalDataAccess']);

  // The survey admin makes two releases and marks them in the team surveys' tab.
  await signIn(page, brand, admin.email, PASSWORD, '/survey/admin');
  const scorecardName = `Scorecard ${run}`;
  const alignmentName = `Alignment ${run}`;
  const scorecard = await release(page, scorecardName, SCORECARD, true);
  await release(page, alignmentName, ALIGNMENT, false);
  await page.getByRole('tab', { name: 'Team surveys' }).click();
  await markAs(page, scorecardName, 'Team scorecard (public releases)');
  await markAs(page, alignmentName, 'Team alignment');
  await page
    .getByRole('row', { name: new RegExp(scorecardName) })
    .getByRole('button', { name: 'Teams' })
    .click();
  const dialog = page.getByRole('dialog');
  for (const team of ['Blue team', 'Green team']) {
    await dialog.getByRole('textbox', { name: /Team name/ }).fill(team);
    await dialog.getByRole('button', { name: 'Add team' }).click();
    await expect(dialog.getByRole('cell', { name: team })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Three visitors answer for the Blue team; the third reads the team's scores.
  const url = `${origin}/aTeamScorecard?survey=${scorecard.shortCode}`;
  for (const trust of ['4', '5'])
    await (await answerScorecard(browser, url, trust)).context.close();
  const third = await answerScorecard(browser, url, '3');
  await expect(third.visitor.getByText('Team Blue team · responses: 3')).toBeVisible();
  const scores = third.visitor.getByRole('table', { name: 'Scores per item' });
  await expect(scores.getByRole('row', { name: /Trust/ })).toContainText('4');
  await third.context.close();

  // The admin makes Lea the leader of a team of three.
  const leaAccount = await callApi<TUserAccountSummary>(
    page,
    brand,
    'GET',
    `/api/useraccount/GetByEmail/${encodeURIComponent(lea.email)}/false/false/false`,
  );
  const group = await callApi<{ id: string }>(page, brand, 'POST', '/api/usergroup/upsert', {
    name: `Aligned team ${run}`,
    leaderUserAccountIds: [leaAccount.id],
  });
  await callApi(page, brand, 'POST', `/api/usergroup/AddMember/${group.id}`, {
    emails: members.map((m) => m.email),
  });

  // Lea starts the alignment survey for her team.
  const leader = await browser.newContext();
  const leaPage = await leader.newPage();
  await signIn(leaPage, brand, lea.email, PASSWORD, '/teamAlignment');
  const row = leaPage.getByRole('row').filter({ hasText: alignmentName });
  await row.getByRole('button', { name: 'Start' }).click();
  await expect(leaPage.getByText('Members invited: 3')).toBeVisible();

  // Each member answers from the link in their e-mail, without signing in.
  for (const [index, member] of members.entries()) {
    const mail = await latestMessageTo(browser, brand, member.email, alignmentName);
    const link = /https?:\/\/\S+\/teamAlignment\?code=[\w-]+/.exec(mail.bodyText)?.[0] ?? '';
    const context = await browser.newContext();
    const memberPage = await context.newPage();
    await memberPage.goto(`${origin}${new URL(link).pathname}${new URL(link).search}`);
    await rate(memberPage, /We agree on our purpose/, '4');
    await rate(memberPage, /Roles are clear/, String(index + 1));
    await memberPage.getByRole('button', { name: 'Submit' }).click();
    await expect(memberPage.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    await context.close();
  }

  // Lea reads how aligned her team is.
  await leaPage.reload();
  await row.getByRole('button', { name: 'Report' }).click();
  const items = leaPage.getByRole('table', { name: 'Average and agreement per item' });
  await expect(items.getByRole('row', { name: /We agree on our purpose/ })).toContainText('100%');
  await expect(leaPage.getByRole('heading', { name: 'Most aligned' })).toBeVisible();
  await leader.close();
});
