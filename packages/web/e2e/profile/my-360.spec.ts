import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { latestMessageTo, linkIn, originOf, register, signIn } from '../fixtures';

const brand = 'profile';
const origin = originOf(brand);
const PASSWORD = 'a long e2e passphrase';

/**
 * A person new to the portal (the demo participant already has a 360): registers without an
 * invite code, which gives the profile brand's self-registration role, Participant.
 */
async function newParticipant(browser: Browser, run: string): Promise<string> {
  const email = `e2e.360.${run}@demo.example`;
  await register(browser, brand, { email, first: 'Robin', last: 'Reed' }, PASSWORD);
  return email;
}

// The whole 360 takes a participant, three describers in browsers of their own and a PDF.
test.setTimeout(180_000);

/** Answers every item of the survey on the page, the `pick`-th answer of each, and sends it. */
async function answerSurvey(page: Page, pick: (index: number) => string) {
  const groups = page.getByRole('radiogroup');
  await expect(groups.first()).toBeVisible();
  const count = await groups.count();
  for (let i = 0; i < count; i++) {
    await groups
      .nth(i)
      .getByRole('radio', { name: pick(i), exact: true })
      .click();
  }
  await expect(page.getByText(`${count} of ${count} answered`).first()).toBeVisible();
  await page.getByRole('button', { name: 'Send my feedback' }).click();
}

async function invite(page: Page, person: { first: string; email: string; relationship: string }) {
  await page.getByLabel('First name').fill(person.first);
  await page.getByLabel('Last name').fill('Describer');
  await page.getByLabel('E-mail address').fill(person.email);
  await page.getByLabel('Relationship').click();
  await page.getByRole('option', { name: person.relationship }).click();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('cell', { name: new RegExp(person.email) })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('');
}

/** A describer opens the e-mailed link in a browser of their own, not signed in, and answers. */
async function describe360(browser: Browser, email: string, pick: (index: number) => string) {
  const mail = await latestMessageTo(browser, brand, email);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${linkIn(mail, '/feedback/describer/')}`);
    await expect(page.getByRole('heading', { name: 'Describe Robin Reed' })).toBeVisible();
    await answerSurvey(page, pick);
    await expect(page.getByText(/Your feedback for .* has been sent/)).toBeVisible();
    // The link now shows the spec's unavailable text.
    await page.reload();
    await expect(
      page.getByText(
        'This survey request has expired or has been completed. Please contact support with any questions',
      ),
    ).toBeVisible();
  } finally {
    await context.close();
  }
}

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'report-pdf-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a participant runs a 360 with three describers, reads, prints and downloads the report, and starts a plan', async ({
  page,
  browser,
}) => {
  const run = Date.now().toString(36);
  const describers = [
    { first: 'Mia', email: `mia.${run}@example.org`, relationship: 'Manager' },
    { first: 'Noa', email: `noa.${run}@example.org`, relationship: 'Peer' },
    { first: 'Ola', email: `ola.${run}@example.org`, relationship: 'Direct report' },
  ];
  const participant = await newParticipant(browser, run);
  await signIn(page, brand, participant, PASSWORD, '/start-my-360');
  await page.getByRole('button', { name: 'Start my 360' }).click();
  await expect(page.getByText('Your self-description')).toBeVisible();

  // The self-description first: the invitations wait for it.
  await page.getByRole('link', { name: 'Describe yourself' }).click();
  await answerSurvey(page, () => 'Agree');
  await page.getByRole('link', { name: 'Next: invite your describers' }).click();
  await expect(page.getByText('You have described yourself. Thank you!')).toBeVisible();
  for (const person of describers) await invite(page, person);

  // Low answers on the first items make constraints; high ones elsewhere make strengths.
  const low = (i: number) => (i < 4 ? 'Strongly disagree' : 'Strongly agree');
  for (const person of describers) await describe360(browser, person.email, low);

  // The participant makes the report from the three answers; it is released at once.
  await page.goto(`${origin}/start-my-360`);
  await expect(page.getByRole('row', { name: /Completed/ })).toHaveCount(3);
  await page.getByRole('button', { name: 'Create report' }).click();
  await expect(page).toHaveURL(/\/report\//);
  await expect(page.getByText('This report is not released yet.')).toHaveCount(0);
  await page.goto(`${origin}/myreports`);
  await expect(page.getByRole('link', { name: /Released/ })).toHaveCount(1);
  await page.getByRole('link', { name: /Released/ }).click();
  await expect(page).toHaveURL(/\/report\//);
  await expect(page.getByRole('table', { name: /Scale results of/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top constraints' })).toBeVisible();

  // Print: the browser's print of the report screen.
  await page.evaluate(() => {
    (window as Window & { printed?: boolean }).printed = false;
    window.print = () => {
      (window as Window & { printed?: boolean }).printed = true;
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as Window & { printed?: boolean }).printed)).toBe(true);

  // The PDF, rendered by the server from the print view.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const path = await download.path();
  const text = pdfText(readFileSync(path));
  expect(text.toUpperCase()).toContain('360 REPORT');
  expect(text).toContain('Robin Reed');
  expect(text).toContain('Top constraints');

  // A constraint starts a plan in the plan builder.
  const start = page.getByRole('link', { name: /^Start a .* on / }).first();
  const href = await start.getAttribute('href');
  expect(href).toMatch(/^\/planBuilder\?constraint=[A-Za-z0-9_-]+$/);
  await start.click();
  await expect(page).toHaveURL(/\/planBuilder\?constraint=[A-Za-z0-9_-]+$/);
});
