import { expect, test, type Page } from '@playwright/test';
import {
  PASSWORD,
  grantClaims,
  invitationsTo,
  invite,
  newPerson,
  origin,
  runId,
  startProfile,
} from '../profile/profile-setup';
import { DEMO_PASSWORD, SIGN_IN_SCREEN, signIn, storedUserKey } from '../fixtures';
import {
  PASSWORD as CHECKUP_PASSWORD,
  checkupSurveyLink,
  newEvent,
  newPerson as newSchoolsPerson,
  origin as schoolsOrigin,
} from '../checkup/checkup-setup';

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
    // The name of the radio group the element is in, as its label says it.
    const group = element.closest('[role="radiogroup"]');
    const groupLabel = group?.getAttribute('aria-labelledby');
    const groupName = groupLabel
      ? (document.getElementById(groupLabel)?.textContent ?? '')
      : (group?.getAttribute('aria-label') ?? '');
    const input =
      element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
        ? element
        : null;
    const labelledBy = (element.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' ')
      .trim();
    return {
      name: (
        element.getAttribute('aria-label') ??
        (labelledBy || input?.labels?.[0]?.textContent || element.textContent) ??
        ''
      ).trim(),
      role: element.getAttribute('role') ?? input?.type ?? element.tagName.toLowerCase(),
      checked:
        element.getAttribute('aria-checked') ??
        (element instanceof HTMLInputElement ? String(element.checked) : null),
      group: groupName.trim(),
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

test('a partner rates a checkup by keyboard alone', async ({ page, browser }) => {
  const link = await checkupSurveyLink(browser);
  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: 'Traction Plan Checkup for Ann Lee' }),
  ).toBeVisible();

  // Every radio group is one Tab stop, answered with the arrow keys (Agree, or Weekly for how
  // often they meet); two strengths and the acknowledgement are ticked with Space.
  const ticks = [/^Listens carefully$/, /^Plans ahead$/, /not anonymous/];
  const FREQUENCIES = ['Daily', 'Weekly', 'Monthly', 'Less than monthly'];
  const answered = new Set<string>();
  let sent = false;
  for (let presses = 0; presses < 150 && !sent; presses++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (!now) continue;
    expect(now.visible, `the focus on "${now.name}" can be seen`).toBe(true);
    if (now.role === 'radio' && !answered.has(now.group)) {
      const wanted = FREQUENCIES.includes(now.name) ? 'Weekly' : 'Agree';
      for (let step = 0; step < 8 && (await focused(page))?.name !== wanted; step++) {
        await page.keyboard.press('ArrowRight');
      }
      // Tab into a group with no answer focuses its first option without choosing it.
      if ((await focused(page))?.checked !== 'true') await page.keyboard.press('Space');
      expect(await focused(page), now.group).toMatchObject({ name: wanted, checked: 'true' });
      answered.add(now.group);
    } else if (now.role === 'checkbox' && ticks.some((tick) => tick.test(now.name))) {
      await page.keyboard.press('Space');
      expect((await focused(page))?.checked, now.name).toBe('true');
    } else if (now.name === 'Submit feedback') {
      await page.keyboard.press('Enter');
      sent = true;
    }
  }
  expect(sent, 'Submit feedback reached by Tab').toBe(true);
  // How often, two constraints and three steps: six groups, each answered once.
  expect(answered.size).toBe(6);
  await expect(page.getByText(/Thank you! Your feedback has been sent\./)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toBeFocused();
});

test('a participant checks in to today’s event by keyboard alone', async ({ page, browser }) => {
  const run = runId();
  const kim = { email: `e2e.keys.kim.${run}@demo.example`, first: 'Kim', last: 'Keys' };
  await newSchoolsPerson(browser, kim, []);
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, 'schools', 'eventadmin@demo.example', DEMO_PASSWORD, '/help');
  const trainer = { email: 'eventadmin@demo.example', first: 'Eve', last: 'Admin' };
  const event = await newEvent(staff, `Keys ${run}`, trainer, [kim], new Date().toISOString());

  await signIn(page, 'schools', kim.email, CHECKUP_PASSWORD, '/ci');
  await tabTo(page, /^Event code/);
  await page.keyboard.type(event.eventCode.toLowerCase());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${schoolsOrigin}/ci/${event.eventCode}`);
  await expect(page.getByRole('heading', { name: `Keys ${run} cohort` })).toBeVisible();
  await tabTo(page, 'Check in');
  await page.keyboard.press('Enter');
  await expect(page.getByText('You are checked in')).toBeVisible();
});

test('a person builds a Traction Plan by keyboard alone', async ({ page, browser }) => {
  const run = runId();
  const lee = { email: `e2e.keys.plan.${run}@demo.example`, first: 'Lee', last: 'Keys' };
  await newPerson(browser, lee);
  await grantClaims(browser, lee.email, ['tractionPlan']);
  await signIn(page, 'profile', lee.email, PASSWORD, '/planBuilder');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Traction Plan builder' }),
  ).toBeVisible();
  const next = async () => {
    await tabTo(page, 'Next');
    await page.keyboard.press('Enter');
  };

  await tabTo(page, /^Goal/);
  await page.keyboard.type('Lead calmer weekly planning meetings');
  await next();
  await tabTo(page, /^Impact statement/);
  await page.keyboard.type('The team leaves each meeting knowing its priorities.');
  await next();
  await tabTo(page, /^Add a strength of your own/);
  await page.keyboard.type('Patient');
  await tabTo(page, 'Add');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Patient' })).toBeVisible();
  await next();

  // A constraint chosen from the list: the arrow keys open it and move, Enter takes one.
  await tabTo(page, /^Choose a constraint/);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: /^Name of constraint 1/ })).not.toHaveValue('');
  await next();

  await tabTo(page, /^First name \(partner 1\)/);
  await page.keyboard.type('Avery');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Partner');
  await page.keyboard.press('Tab');
  await page.keyboard.type(`avery.${run}@example.org`);
  await next();
  await next();
  await tabTo(page, 'Finish');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/plan\/userAccount\//);
  await expect(page.getByText('Lead calmer weekly planning meetings')).toBeVisible();
});
