import { expect, test } from '@playwright/test';
import { originOf, seedUser } from '../fixtures';
import {
  ACCOUNT_ID,
  SURVEY_CODE,
  participant,
  report,
  serveParticipant,
  serveReport,
  serveSurvey,
  survey,
  team,
} from './profile-api-mock';

const origin = originOf('profile');

test.describe('describer survey on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('one item per row, thumb-sized answers, progress saved as the describer goes', async ({
    page,
  }) => {
    const calls = await serveSurvey(page, survey());
    await page.goto(`${origin}/feedback/describer/${SURVEY_CODE}`);
    await expect(page.getByRole('heading', { name: 'Describe Ann Lee' })).toBeVisible();
    await expect(page.getByText('1 of 5 answered').first()).toBeVisible();

    const second = page.getByRole('radiogroup', { name: 'Keeps the commitments made to the team' });
    const agree = second.getByRole('radio', { name: 'Strongly agree' });
    const box = await agree.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    // Every answer of an item sits on the one row, the item alone on its card.
    const first = await second.getByRole('radio').first().boundingBox();
    expect(Math.abs((first?.y ?? 0) - (box?.y ?? 0))).toBeLessThan(2);

    await agree.tap();
    await expect(page.getByText('2 of 5 answered').first()).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Saved');
    expect(calls.saves.at(-1)).toEqual({
      surveyCode: SURVEY_CODE,
      answers: [
        { itemCode: 'I1', value: 4 },
        { itemCode: 'I2', value: 5 },
      ],
      comment: '',
    });
    await page.screenshot({ path: test.info().outputPath('survey-phone.png'), fullPage: true });

    await page.getByRole('button', { name: 'Send my feedback' }).tap();
    await expect(
      page.getByText(
        'Not all required information has been completed, please review your responses and try again.',
      ),
    ).toBeVisible();
    expect(calls.submits).toEqual([]);
  });

  test('an expired or completed link shows the unavailable text', async ({ page }) => {
    await serveSurvey(page, survey({ state: 'completed', items: [], answers: [] }));
    await page.goto(`${origin}/feedback/describer/${SURVEY_CODE}`);
    await expect(
      page.getByText(
        'This survey request has expired or has been completed. Please contact support with any questions',
      ),
    ).toBeVisible();
    await expect(page.getByRole('radiogroup')).toHaveCount(0);
  });
});

test('the report shows a labelled scale plot, the breakdown and a constraint that starts a plan', async ({
  page,
}) => {
  await seedUser(page, 'profile', {
    claims: ['profileV2', 'profile'],
    claimValues: { userAccountId: ACCOUNT_ID },
  });
  await serveReport(page);
  await page.goto(`${origin}/report/${report.reportCode}`);
  await expect(page.getByRole('img', { name: 'Scale results of Ann Lee' })).toBeVisible();
  await expect(
    page.getByRole('img', {
      name: 'Clarity: target 3 to 4.25, describers median 2.2, self 3.9',
    }),
  ).toBeAttached();
  const start = page.getByRole('link', { name: /^Start a .* on Clarity$/ });
  await expect(start).toHaveAttribute('href', '/planBuilder?constraint=CLARITY');
  await page.screenshot({ path: test.info().outputPath('report.png'), fullPage: true });

  await page.getByRole('tab', { name: 'By relationship' }).click();
  await expect(page).toHaveURL(/\/report\/RPT-ANN-1\/groups$/);
  await expect(page.getByRole('columnheader', { name: 'Mia Manager (1)' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('report-groups.png'), fullPage: true });
});

test('start-my-360 lists the describers and invites one with a relationship', async ({ page }) => {
  await seedUser(page, 'profile', {
    claims: ['profileV2', 'profile'],
    claimValues: { userAccountId: ACCOUNT_ID },
  });
  const invites = await serveParticipant(page);
  await page.goto(`${origin}/start-my-360`);
  await expect(page.getByText('You have described yourself. Thank you!')).toBeVisible();
  await expect(page.getByRole('row', { name: /Ola Report/ })).toContainText('Declined');
  await expect(
    page.getByRole('row', { name: /Ola Report/ }).getByRole('button', { name: 'Ask again' }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('start-my-360.png'), fullPage: true });

  // A suggestion fills the form; the relationship is chosen from the spec's list.
  await page.getByRole('button', { name: 'Kai Other' }).click();
  await expect(page.getByLabel('E-mail address')).toHaveValue('kai@example.org');
  await page.getByLabel('Relationship').click();
  await page.getByRole('option', { name: 'Direct report' }).click();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect.poll(() => invites.length).toBe(1);
  expect(invites[0]).toEqual({
    participantId: participant.id,
    invites: [
      {
        firstName: 'Kai',
        lastName: 'Other',
        email: 'kai@example.org',
        describerRelationship: 'directReport',
      },
    ],
  });
});

test('the team report shows how the members spread on each scale', async ({ page }) => {
  await seedUser(page, 'profile', {
    claims: ['profileV2'],
    claimValues: { userAccountId: ACCOUNT_ID },
  });
  await page.route('**/api/profilereport/getProfileTeamReportData/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(team) }),
  );
  await page.goto(`${origin}/teamreport/${team.userGroupId}/${report.id}`);
  await expect(page.getByText('9 members, 7 with a released report.')).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Clarity: target 3 to 4.25, team median 2.20/ }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('team-report.png'), fullPage: true });
});
