import { expect, test, type Page } from '@playwright/test';
import {
  PASSWORD,
  invitationsTo,
  invite,
  newPerson,
  origin,
  runId,
  startProfile,
} from '../profile/profile-setup';
import { SIGN_IN_SCREEN, storedUserKey } from '../fixtures';

// The core loop by keyboard alone (WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7): only page.keyboard acts on
// the pages; the set-up a person would not do on these screens (registering, inviting) goes
// through the API helpers.
test.setTimeout(240_000);

/** What the focused element is: its name, role and whether its focus can be seen. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const ring =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none' ||
      // The component library's own focus styles: its focus ripple, a focused field's outline.
      element.classList.contains('Mui-focusVisible') ||
      element.closest('.Mui-focused') !== null;
    return {
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
      role: element.getAttribute('role') ?? element.tagName.toLowerCase(),
      checked: element.getAttribute('aria-checked'),
      visible: ring,
    };
  });
}

/**
 * Presses Tab until the focused control's name matches, checking on the way that each focus is
 * visible; a page that never gets there (a trap, or a control left out of the order) fails.
 */
async function tabTo(page: Page, name: string | RegExp, limit = 80): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (now) expect(now.visible, `the focus on "${now.name}" can be seen`).toBe(true);
    if (now && (typeof name === 'string' ? now.name === name : name.test(now.name))) return presses;
  }
  throw new Error(`"${String(name)}" not reached in ${limit} presses of Tab`);
}

/**
 * Answers every item of the survey on the page with the keyboard: Tab enters each item's radio
 * group once, the arrow keys choose (from Strongly disagree, three steps right is Agree); then
 * sends it. Answers how many presses of Tab it took.
 */
async function answerByKeyboard(page: Page): Promise<number> {
  const groups = page.getByRole('radiogroup');
  await expect(groups.first()).toBeVisible();
  const count = await groups.count();
  let tabs = await tabTo(page, 'Strongly disagree');
  for (let i = 0; i < count; i++) {
    if (i > 0) {
      await page.keyboard.press('Tab');
      tabs += 1;
      expect(await focused(page)).toMatchObject({ role: 'radio', name: 'Strongly disagree' });
    }
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toMatchObject({ name: 'Agree', checked: 'true', visible: true });
  }
  await expect(page.getByText(`${count} of ${count} answered`).first()).toBeVisible();
  tabs += await tabTo(page, 'Send my feedback');
  await page.keyboard.press('Enter');
  return tabs;
}

test('sign in, describe yourself and answer a describer survey by keyboard alone', async ({
  page,
  browser,
}) => {
  const run = runId();
  const ann = { email: `e2e.keys.${run}@demo.example`, first: 'Ann', last: 'Keys' };
  await newPerson(browser, ann);

  // Sign in: the e-mail field has focus; Tab to the password; Enter sends.
  await page.goto(`${origin}/login?redirect=${encodeURIComponent('/start-my-360')}`);
  await page.waitForURL(SIGN_IN_SCREEN);
  await expect(page).toHaveTitle(/^Sign in \|/);
  await expect(page.getByRole('textbox', { name: /E-mail address/ })).toBeFocused();
  // A wrong password first: the message takes focus.
  await page.keyboard.type(ann.email);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  await page.keyboard.type('not the password');
  await page.keyboard.press('Enter');
  const refusal = page.getByRole('alert');
  await expect(refusal).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: /E-mail address/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${origin}/start-my-360`);
  await expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key), storedUserKey('profile')))
    .not.toBeNull();

  // The 360 is started from its page, by keyboard: the skip link first, then the button.
  await expect(page.getByRole('button', { name: 'Start my 360' })).toBeVisible();
  await tabTo(page, 'Skip to main content');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await tabTo(page, 'Start my 360');
  await page.keyboard.press('Enter');
  await tabTo(page, 'Describe yourself');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/start-my-360\/self\/[\w-]{43}$/);
  await expect(page).toHaveTitle(/^Describe yourself \|/);

  // The self-description: one Tab stop an item (36), not one an answer (180).
  const tabs = await answerByKeyboard(page);
  expect(tabs).toBeLessThan(60);
  await expect(page.getByText('Thank you! Your self-description is saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Describe yourself', level: 2 })).toBeFocused();

  // A describer opens the e-mailed link in a browser of their own.
  const me = await startProfile(page);
  const bo = `bo.${run}@example.org`;
  await invite(page, me.id, [
    { firstName: 'Bo', lastName: 'Describer', email: bo, describerRelationship: 'peer' },
  ]);
  const [link] = await invitationsTo(browser, [bo]);
  if (!link) throw new Error('no invitation');
  const context = await browser.newContext();
  try {
    const describer = await context.newPage();
    const query = `?declineId=${link.declineId}&declineKey=${link.declineKey}`;
    await describer.goto(`${origin}${link.path}${query}`);
    await expect(describer.getByRole('heading', { name: 'Describe Ann Keys' })).toBeVisible();
    await expect(describer).toHaveTitle(/\|/);

    // A dialog: Decline asks first; Escape closes it and focus is back on Decline.
    await tabTo(describer, 'Decline', 250);
    await describer.keyboard.press('Enter');
    const dialog = describer.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await describer.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(describer.getByRole('button', { name: 'Decline' })).toBeFocused();

    // From the top of the page again, the survey by keyboard.
    await describer.reload();
    await expect(describer.getByRole('heading', { name: 'Describe Ann Keys' })).toBeVisible();
    await answerByKeyboard(describer);
    await expect(
      describer.getByText('Thank you! Your feedback for Ann Keys has been sent.'),
    ).toBeVisible();
    await expect(
      describer.getByRole('heading', { name: 'Describer feedback', level: 2 }),
    ).toBeFocused();
  } finally {
    await context.close();
  }
});
