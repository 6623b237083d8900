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
import { DEMO_PASSWORD, settled, signIn } from '../fixtures';

// WCAG 1.4.10 (Reflow): at 320 CSS pixels wide (1280 px zoomed to 400 %) a page scrolls in one
// direction only, and nothing a person needs is cut off.
test.use({ viewport: { width: 320, height: 640 } });
test.setTimeout(180_000);

/**
 * The page, loaded, is no wider than the window: no horizontal scrolling. Loaded: the `ready`
 * role shows (a survey's own progress bar stays), else the page is settled.
 */
async function reflows(page: Page, path: string, ready?: 'radiogroup' | 'table') {
  await page.goto(`${origin}${path}`);
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  if (ready) await expect(page.getByRole(ready).first()).toBeAttached({ timeout: 15_000 });
  else await settled(page);
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(320);
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
  await reflows(page, `/report/${report.reportCode}`, 'table');
  // Scale names the plot writes are not clipped: each fits the box that holds it.
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((element) => element.children.length === 0 && element.textContent?.trim())
      .filter((element) => {
        const style = getComputedStyle(element);
        return (
          (style.textOverflow === 'ellipsis' || style.overflow === 'hidden') &&
          element.scrollWidth > element.clientWidth + 1
        );
      })
      .map((element) => element.textContent?.trim()),
  );
  expect(clipped).toEqual([]);
});
