import { expect, test, type Page } from '@playwright/test';
import {
  PASSWORD,
  describeSelf,
  invitationsTo,
  invite,
  newPerson,
  newPersonWithReport,
  origin,
  runId,
  startProfile,
} from '../profile/profile-setup';
import { checkupSurveyLink } from '../checkup/checkup-setup';
import { DEMO_PASSWORD, originOf, settled, signIn } from '../fixtures';

// WCAG 1.4.10 (Reflow): at 320 CSS pixels wide (1280 px zoomed to 400 %) a page scrolls in one
// direction only, and nothing a person needs is cut off.
test.use({ viewport: { width: 320, height: 640 } });
test.setTimeout(180_000);

const schools = originOf('schools');
const teams = originOf('teams');

/**
 * What a narrow screen cuts off or pushes sideways, as found on the page: an element past the
 * window's right edge (in the main region, past its padding) outside a box that scrolls; a box
 * that scrolls sideways but cannot be reached by keyboard (a named region in the Tab order; a row
 * of tabs has its own arrows); text cut off behind an ellipsis or a hidden overflow.
 */
function overflowProblems(): string[] {
  const NEEDED = 'a, button, input, select, textarea, img, svg, [role="img"], [tabindex]';
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  const scrollsSideways = (element: Element) =>
    ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) &&
    !(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement);
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) return false;
    if (!element.checkVisibility({ visibilityProperty: true })) return false;
    // Not in a box hidden from the eye (one pixel, clipped), as a chart's table of figures is.
    for (let outer = element.parentElement; outer; outer = outer.parentElement) {
      if (outer.getBoundingClientRect().width <= 1 && getComputedStyle(outer).overflow === 'hidden')
        return false;
    }
    return true;
  };
  // In the main region, the edge is that of its content: what goes past it leaves its card.
  const main = document.querySelector('main');
  const mainEdge = main
    ? main.getBoundingClientRect().right - parseFloat(getComputedStyle(main).paddingRight)
    : window.innerWidth;
  const problems = new Set<string>();
  for (const element of document.body.querySelectorAll('*')) {
    if (!shown(element)) continue;
    let scroller: Element | null = element.parentElement;
    while (scroller && scroller !== document.body && !scrollsSideways(scroller)) {
      scroller = scroller.parentElement;
    }
    const inScroller = scroller !== null && scroller !== document.body;
    const edge = main !== element && main?.contains(element) ? mainEdge : window.innerWidth;
    // What a person reads or uses: text, a control, a picture (not a progress bar's moving part).
    const needed = element.textContent?.trim() || element.matches(NEEDED);
    if (needed && !inScroller && element.getBoundingClientRect().right > edge + 1) {
      problems.add(`sticks out: ${describe(element)}`);
    }
    if (
      scrollsSideways(element) &&
      element.scrollWidth > element.clientWidth + 1 &&
      !element.querySelector('[role="tablist"]') &&
      !(
        element.getAttribute('role') === 'region' &&
        element.getAttribute('tabindex') === '0' &&
        element.getAttribute('aria-label')
      )
    ) {
      problems.add(`scrolls, not a named region in the Tab order: ${describe(element)}`);
    }
    const style = getComputedStyle(element);
    if (
      element.children.length === 0 &&
      element.textContent?.trim() &&
      (style.textOverflow === 'ellipsis' || style.overflowX === 'hidden') &&
      element.scrollWidth > element.clientWidth + 1
    ) {
      problems.add(`cut off: ${describe(element)}`);
    }
  }
  return [...problems];
}

/**
 * The page on the screen, loaded, scrolls in one direction only and cuts nothing off. Loaded:
 * the `ready` role shows (a survey's own progress bar stays), else the page is settled.
 */
async function fits(page: Page, ready?: 'radiogroup' | 'table') {
  const path = new URL(page.url()).pathname;
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  if (ready) await expect(page.getByRole(ready).first()).toBeAttached({ timeout: 15_000 });
  else await settled(page);
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(320);
  expect(await page.evaluate(overflowProblems), path).toEqual([]);
}

/** `path` (on the profile brand's origin unless a whole address) reflows. */
async function reflows(page: Page, path: string, ready?: 'radiogroup' | 'table') {
  await page.goto(path.startsWith('http') ? path : `${origin}${path}`);
  await fits(page, ready);
}

/** A link of the page is followed, as a person does, and where it leads reflows. */
async function followed(page: Page, name: string | RegExp, to: RegExp) {
  await page.getByRole('main').getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(to);
  await fits(page);
}

test('home, plan, events and reports of the demo participant reflow at 320 px', async ({
  page,
}) => {
  await signIn(page, 'profile', 'participant@demo.example', DEMO_PASSWORD, '/help');
  for (const path of ['/', '/plan', '/myevents', '/myreports', '/start-my-360']) {
    await reflows(page, path);
  }
});

test('the self-description and a describer survey reflow at 320 px', async ({ page, browser }) => {
  const run = runId();
  const person = { email: `e2e.reflow.${run}@demo.example`, first: 'Rae', last: 'Flow' };
  await newPerson(browser, person);
  await signIn(page, 'profile', person.email, PASSWORD, '/help');
  const me = await startProfile(page);
  await reflows(page, `/start-my-360/self/${me.selfSurveyCode ?? ''}`, 'radiogroup');
  await describeSelf(page, me, () => 4);
  const bo = `bo.${run}@example.org`;
  await invite(page, me.id, [
    { firstName: 'Bo', lastName: 'Describer', email: bo, describerRelationship: 'peer' },
  ]);
  const [link] = await invitationsTo(browser, [bo]);
  await reflows(page, link?.path ?? '', 'radiogroup');
});

test('a 360 report reflows at 320 px in its three views, scale names whole', async ({
  page,
  browser,
}) => {
  const report = await newPersonWithReport(browser, page, runId(), 'Rae');
  for (const view of ['/groups', '/comments'])
    await reflows(page, `/report/${report.reportCode}${view}`);
  // The scale names the plot writes are whole: the check finds no text cut off.
  await reflows(page, `/report/${report.reportCode}`, 'table');
});

test('the event admin’s pages reflow at 320 px', async ({ page }) => {
  await signIn(page, 'schools', 'eventadmin@demo.example', DEMO_PASSWORD, '/help');
  for (const path of [
    '/event/catalogadmin',
    '/participant/admin',
    '/profileconfig/admin',
    '/reports',
    '/reports?report=profileAudit',
    '/reports?report=checkupAudit',
    '/reports?report=implementation',
    '/reports?report=emailMessageCharts&from=2026-03-01&to=2026-03-10',
  ]) {
    await reflows(page, `${schools}${path}`);
  }
  await reflows(page, `${schools}/event/admin`);
  await followed(page, /Culture seminar/, /\/event\/view\/[0-9a-f-]{36}$/);
});

test('accounts, groups and the coach’s pages reflow at 320 px', async ({ page }) => {
  await signIn(page, 'teams', 'coach@demo.example', DEMO_PASSWORD, '/help');
  await reflows(page, `${teams}/`);
  await followed(page, 'Riverside High Leadership Team', /\/coachDashboard\/group\/[0-9a-f-]{36}$/);
  const row = page.getByRole('table', { name: 'Members' }).getByRole('row', { name: /Pat/ });
  await row.locator('[data-column="plan"]').getByRole('link', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/plan\/userAccount\/[0-9a-f-]{36}$/);
  await fits(page);
  await reflows(page, `${teams}/accounts/admin`);
  await followed(page, 'Riverside Unified School District', /\/org\/[0-9a-f-]{36}$/);
  await reflows(page, `${teams}/groups/admin`);
  await followed(page, 'Riverside High Leadership Team', /\/groups\/edit\/[0-9a-f-]{36}$/);
  await reflows(page, `${teams}/event/admin`);
});

test('the security admin’s pages reflow at 320 px', async ({ page }) => {
  await signIn(page, 'schools', 'security@demo.example', DEMO_PASSWORD, '/help');
  for (const path of [
    '/userInfo',
    '/users/audit',
    '/users/invitecodes',
    '/secUtil',
    '/appfeatures',
    '/systemconfig',
    '/devUtil',
    '/example',
    '/feedback/formats',
    '/profile/reportformats',
    '/admin/messages',
    '/admin/webhooks',
    '/roles',
  ]) {
    await reflows(page, `${schools}${path}`);
  }
  await followed(page, 'ClientAdmin', /\/roles\/view\/[0-9a-f-]{36}$/);
  await reflows(page, `${schools}/users`);
  await page.getByRole('searchbox', { name: 'Search' }).fill('participant@demo.example');
  await followed(page, 'Pat Participant', /\/users\/view\/[0-9a-f-]{36}$/);
});

test('templates and jobs reflow at 320 px', async ({ page }) => {
  await signIn(page, 'schools', 'developer@demo.example', DEMO_PASSWORD, '/help');
  for (const path of [
    '/admin/templates',
    '/admin/templates/test-message/en-us',
    '/admin/appconfig',
    '/jobs',
    '/jobs/definitions',
  ]) {
    await reflows(page, `${schools}${path}`);
  }
});

test('a partner’s checkup survey reflows at 320 px', async ({ page, browser }) => {
  await reflows(page, await checkupSurveyLink(browser), 'radiogroup');
});
