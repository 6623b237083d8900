import { expect, test, type Page, type Request } from '@playwright/test';
import { CHECKUP_FEEDBACK_ERRORS } from '@portal/core';
import { checkupSurveyLink, origin } from './checkup-setup';

// The survey a partner reaches from the e-mail of a checkup in feedback, against the server.
test.setTimeout(180_000);

const RULES = {
  agreement: 'Agree or Disagree must be selected',
  rating: 'Rating is required',
  comment: 'A comment is required when selecting "Strongly Disagree" or "Disagree"',
  acknowledge: 'Please acknowledge that your responses are not anonymous',
};

const TEXTS = {
  header: 'Traction Plan Checkup for Ann Lee',
  acknowledge: /my responses are not anonymous/,
  completed: /Thank you! Your feedback has been sent\./,
};

/** The bodies the page sends to SubmitFeedback. */
function submitsOf(page: Page): unknown[] {
  const submits: unknown[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().includes('/SubmitFeedback')) {
      submits.push(request.postDataJSON());
    }
  });
  return submits;
}

const step = (page: Page, name: string) => page.getByRole('radiogroup', { name });

test.describe('the rater’s checkup survey on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('an incomplete survey shows each rule, a complete one is thanked, a used link is unavailable', async ({
    page,
    browser,
  }) => {
    const link = await checkupSurveyLink(browser);
    const submits = submitsOf(page);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: TEXTS.header })).toBeVisible();

    // Sent untouched: every rule in the spec's words, and nothing stored.
    await page.getByRole('button', { name: 'Submit feedback' }).tap();
    await expect(page.getByText(CHECKUP_FEEDBACK_ERRORS.incomplete)).toBeVisible();
    await expect(page.getByText(RULES.agreement)).toHaveCount(2);
    await expect(page.getByText(RULES.rating)).toHaveCount(3);
    await expect(page.getByText(RULES.acknowledge)).toBeVisible();
    await expect(page.getByText('Interaction frequency must be selected')).toBeVisible();
    await expect(page.getByText('Select 1 to 5 strengths')).toBeVisible();
    expect(submits).toEqual([]);
    await page.screenshot({
      path: test.info().outputPath('survey-phone-errors.png'),
      fullPage: true,
    });

    // Answered, but a step rated Disagree without its comment.
    await page.getByRole('radio', { name: 'Weekly' }).tap();
    await page.getByRole('checkbox', { name: 'Listens carefully' }).tap();
    await page.getByRole('checkbox', { name: 'Plans ahead' }).tap();
    await step(page, 'Impatience').getByRole('radio', { name: 'Agree', exact: true }).tap();
    await step(page, 'Overcommitting').getByRole('radio', { name: 'Disagree', exact: true }).tap();
    const wait = step(page, 'Wait three seconds before answering');
    const star = wait.getByRole('radio', { name: 'Disagree', exact: true });
    const box = await star.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    await star.tap();
    await step(page, 'Ask one question before giving advice')
      .getByRole('radio', { name: 'Not applicable' })
      .tap();
    await step(page, 'Check the calendar before saying yes')
      .getByRole('radio', { name: 'Strongly Agree' })
      .tap();
    await page.getByRole('checkbox', { name: TEXTS.acknowledge }).tap();
    await expect(page.getByText(RULES.agreement)).toHaveCount(0);
    await expect(page.getByText(RULES.rating)).toHaveCount(0);
    await expect(page.getByText(RULES.acknowledge)).toHaveCount(0);
    await expect(page.getByText(RULES.comment)).toBeVisible();
    await page.getByRole('button', { name: 'Submit feedback' }).tap();
    await expect(page.getByText(RULES.comment)).toBeVisible();
    expect(submits).toEqual([]);

    // The comment, then a reload: nothing typed is lost.
    const comment = page.getByRole('textbox', { name: 'Comment', exact: true });
    await expect(comment).toHaveCount(1);
    await comment.fill('Still jumps in at stand-ups');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Weekly' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(comment).toHaveValue('Still jumps in at stand-ups');
    await expect(page.getByText(RULES.comment)).toHaveCount(0);

    await page.getByRole('button', { name: 'Submit feedback' }).tap();
    await expect(page.getByText(TEXTS.completed)).toBeVisible();
    // One submission sent, of these answers (the survey's version is the server's own).
    expect(submits).toHaveLength(1);
    expect(submits[0]).toMatchObject({
      surveyCode: link.split('/').pop(),
      interactionFrequency: 'Weekly',
      strengths: ['Listens carefully', 'Plans ahead'],
      strengthsComment: '',
      constraints: [
        { index: 0, agree: true, comment: '' },
        { index: 1, agree: false, comment: '' },
      ],
      steps: [
        { stepId: 's1', rating: 2, comment: 'Still jumps in at stand-ups' },
        { stepId: 's2', rating: 'NA', comment: '' },
        { stepId: 's3', rating: 5, comment: '' },
      ],
      encouragement: '',
      acknowledged: true,
    });
    await page.screenshot({ path: test.info().outputPath('survey-phone-thanks.png') });

    // The same link again: the unavailable screen, which leads to support.
    await page.goto(link);
    await expect(page.getByText(CHECKUP_FEEDBACK_ERRORS.unavailable)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit feedback' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('survey-phone-unavailable.png') });
    await page.getByRole('link', { name: 'Contact support' }).tap();
    await expect(page).toHaveURL(`${origin}/support`);
  });
});

test('the checkup survey on a desktop screen', async ({ page, browser }) => {
  const link = await checkupSurveyLink(browser);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(link);
  await step(page, 'Check the calendar before saying yes')
    .getByRole('radio', { name: 'Agree', exact: true })
    .click();
  await page.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(page.getByText(RULES.agreement).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('survey-desktop.png'), fullPage: true });
});
