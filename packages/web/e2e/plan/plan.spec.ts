import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, callApi, latestMessageTo, linkIn, originOf, signIn } from '../fixtures';
import { PARTICIPANT, downloadOf, field, serverPlan } from './plan-helpers';

const brand = 'profile';
const origin = originOf(brand);
const LEAVE = 'Would you like to leave the current page? Any unsaved changes will be lost.';
const PARTNER = 'avery.partner@example.org';

// Both tests write the demo participant's one plan: one after the other.
test.describe.configure({ mode: 'serial' });

async function writePlanThroughBuilder(page: Page, shot: string) {
  await signIn(page, brand, PARTICIPANT, DEMO_PASSWORD, '/planBuilder');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Traction Plan builder' }),
  ).toBeVisible();
  // The builder reopens at the step last saved; the demo participant already has a plan.
  await page.getByRole('tab', { name: 'Goal' }).click();

  await field(page, 'Goal').fill('Lead calmer weekly planning meetings');
  await page.getByRole('button', { name: 'Next' }).click();
  await field(page, 'Impact statement').fill(
    'The team leaves each meeting knowing its priorities.',
  );
  await page.getByRole('button', { name: 'Next' }).click();

  for (const strength of ['Patient', 'Organised']) {
    await field(page, 'Add a strength of your own').fill(strength);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
  }
  await expect(page.getByRole('button', { name: 'Organised' })).toBeVisible();
  await expect(page.getByText(/Choose 8 to 10 strengths\. Chosen so far: \d+\./)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // At least three constraint slots are always displayed.
  await expect(page.getByRole('heading', { name: /^Constraint \d$/ })).toHaveCount(3);
  await page.getByRole('combobox', { name: 'Choose a constraint' }).first().click();
  await page.getByRole('option', { name: 'Overcommitting' }).click();
  await expect(field(page, 'Name of constraint 1')).toHaveValue('Overcommitting');
  await page.screenshot({ path: shot, fullPage: true });
  await page.getByRole('button', { name: 'Next' }).click();

  await field(page, 'First name (partner 1)').fill('Avery');
  await field(page, 'Last name (partner 1)').fill('Partner');
  await field(page, 'E-mail (partner 1)').fill(PARTNER);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Your Traction Plan is complete.')).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Save completed')).toBeVisible();
  await expect(page).toHaveURL(/\/plan\/userAccount\//);
  await expect(page.getByText('Lead calmer weekly planning meetings')).toBeVisible();
}

test('a participant writes a plan, edits it safely, shares it and rotates the link', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  await writePlanThroughBuilder(page, testInfo.outputPath('builder-constraints.png'));
  await page.screenshot({ path: testInfo.outputPath('plan-page.png'), fullPage: true });
  const planPath = new URL(page.url()).pathname;

  // Leaving with unsaved edits asks first; "No" stays on the page.
  await page.getByRole('button', { name: 'Edit' }).click();
  await field(page, 'Goal').fill('Lead shorter weekly planning meetings');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
  await expect(page.getByText(LEAVE)).toBeVisible();
  await page.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(`${origin}${planPath}`);

  // The autosave (20 s after the last change) keeps editing and shows no toast.
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 40_000 });
  await expect(page.getByText('Save completed')).toHaveCount(0);
  expect((await serverPlan(page, brand)).plan.goal).toBe('Lead shorter weekly planning meetings');

  // Cancel goes back to the snapshot (the autosaved plan).
  await field(page, 'Goal').fill('Something I will not keep');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Lead shorter weekly planning meetings')).toBeVisible();
  await expect(page.getByText('Something I will not keep')).toHaveCount(0);

  // The PDF (made from the print page) and the Word file carry the plan.
  const pdf = await downloadOf(page, 'Download PDF', testInfo.outputPath('plan.pdf'));
  const pdfText = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
  expect(pdfText).toContain('Lead shorter weekly planning meetings');
  expect(pdfText).toContain('Overcommitting');
  const docx = await downloadOf(page, 'Download Word', testInfo.outputPath('plan.docx'));
  const wordXml = execFileSync('unzip', ['-p', docx, 'word/document.xml'], { encoding: 'utf8' });
  expect(wordXml).toContain('Lead shorter weekly planning meetings');

  // The partner received the review link when the builder finished; it opens read-only.
  const mail = await latestMessageTo(browser, brand, PARTNER);
  const reviewPath = linkIn(mail, '/review/plan/');
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await guest.goto(`${origin}${reviewPath}`);
  await expect(guest.getByText('Lead shorter weekly planning meetings')).toBeVisible();
  await expect(
    guest.getByText('This Traction Plan was shared with you. It is read-only.'),
  ).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await guest.screenshot({ path: testInfo.outputPath('review-link.png'), fullPage: true });

  // The owner sees the visit, then replaces the link: the old one stops working.
  await page.reload();
  await expect(page.getByText('Someone with the review link viewed it').first()).toBeVisible();
  await page.getByRole('button', { name: 'New review link' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(
    page.getByText('A new review link was created. The old link no longer works.'),
  ).toBeVisible();
  await guest.reload();
  await expect(guest.getByText('Lead shorter weekly planning meetings')).toHaveCount(0);
  await expect(guest.getByRole('alert').first()).toBeVisible();
  await visitor.close();
});

test('leaving with unsaved edits is also asked by the browser on reload', async ({ page }) => {
  await signIn(page, brand, PARTICIPANT, DEMO_PASSWORD, '/plan');
  await page.getByRole('button', { name: 'Edit' }).click();
  await field(page, 'Impact statement').fill('Not saved yet');
  // The editor has taken the change (the browser asks only while there are unsaved changes).
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  const asked = page.waitForEvent('dialog');
  const reload = page.reload();
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
  await reload;
  await expect(page.getByText('Not saved yet')).toHaveCount(0);
});

test('two people editing the same plan: the later save is refused and nothing is lost silently', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  for (const page of [first, second]) {
    await signIn(page, brand, PARTICIPANT, DEMO_PASSWORD, '/plan');
    await page.getByRole('button', { name: 'Edit' }).click();
  }
  await field(first, 'Goal').fill('Goal written in the first window');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByText('Save completed')).toBeVisible();

  await field(second, 'Impact statement').fill('Impact written in the second window');
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(second.getByText(/saved a newer version of this Traction Plan/)).toBeVisible();
  await second.screenshot({ path: testInfo.outputPath('conflict.png'), fullPage: true });
  // The second window's edits are still there, and it chooses to keep them.
  await expect(field(second, 'Impact statement')).toHaveValue(
    'Impact written in the second window',
  );
  await second.getByRole('button', { name: 'Keep my edits' }).click();
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(second.getByText('Save completed')).toBeVisible();

  // The first window's version stays in the archive, where it can be compared and restored.
  await second.getByRole('button', { name: 'Versions' }).click();
  const dialog = second.getByRole('dialog');
  await dialog
    .getByRole('button', { name: /^Version \d+/ })
    .first()
    .click();
  await expect(dialog.getByText('Goal written in the first window')).toBeVisible();
  await second.screenshot({ path: testInfo.outputPath('versions.png') });
  await dialog.getByRole('button', { name: /^Restore version/ }).click();
  await second.getByRole('button', { name: 'Yes' }).click();
  await expect(second.getByText(/was restored/)).toBeVisible();
  await expect(second.getByText('Goal written in the first window')).toBeVisible();
});

test('on a phone the builder is a vertical stepper and the plan reads in one column', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, brand, PARTICIPANT, DEMO_PASSWORD, '/planBuilder');
  const stepper = page.locator('.MuiStepper-vertical');
  await expect(stepper).toBeVisible();
  await stepper.getByRole('tab', { name: 'Goal' }).click();
  await expect(field(page, 'Goal')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('builder-on-a-phone.png'), fullPage: true });
  await page.goto(`${origin}/plan`);
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('plan-on-a-phone.png'), fullPage: true });
  await context.close();
});

test('the leadership brand calls the plan a Growth Plan everywhere', async ({ page }) => {
  await signIn(page, 'leaders', PARTICIPANT, DEMO_PASSWORD, '/planBuilder');
  await expect(page.getByRole('heading', { level: 2, name: 'Growth Plan builder' })).toBeVisible();
  await page.getByRole('tab', { name: 'Review' }).click();
  await expect(page.getByText('Your Growth Plan is complete.')).toBeVisible();
  await expect(page.getByText(/Traction Plan/)).toHaveCount(0);
});

test('a security admin previews the print view of a plan with a print key', async ({
  browser,
}, testInfo) => {
  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, brand, PARTICIPANT, DEMO_PASSWORD, '/plan');
  const { id } = await serverPlan(owner, brand);
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, brand, 'security@demo.example', DEMO_PASSWORD, '/');
  const { printKey } = await callApi<{ printKey: string }>(
    admin,
    brand,
    'GET',
    `/api/tractionplan/GetPrintApiKey?tractionPlanId=${id}`,
  );
  await admin.goto(`${origin}/printpreview/tractionplan/${printKey}/${id}`);
  await expect(
    admin.getByRole('heading', { level: 1, name: 'Traction Plan', exact: true }),
  ).toBeVisible();
  await expect(admin.getByText('Pat Participant')).toBeVisible();
  await expect(admin.locator('html[data-report-rendered="true"]')).toHaveCount(1);
  await admin.screenshot({ path: testInfo.outputPath('print-preview.png'), fullPage: true });
  // A key of another plan's scope does not open this one.
  await admin.goto(`${origin}/printpreview/tractionplan/${printKey}x/${id}`);
  await expect(admin.getByRole('alert')).toBeVisible();
});
