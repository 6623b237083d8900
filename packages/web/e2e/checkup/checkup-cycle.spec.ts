import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { latestMessageTo, linkIn, signIn } from '../fixtures';
import {
  PASSWORD,
  brand,
  newEvent,
  newPerson,
  origin,
  savePlan,
  type PlanContent,
  type Person,
} from './checkup-setup';

// The full checkup against the server: set-up through the API, every step in the browser.
test.setTimeout(300_000);

type PlanOf = {
  constraint: string;
  step: string;
  strengths: string[];
  partners: Person[];
};

/** The plan's content: one constraint of one step. */
const contentOf = (person: Person, plan: PlanOf): PlanContent => ({
  goal: `Lead the team with ${plan.constraint.toLowerCase()} behind me.`,
  impactStatement: 'The team gets its energy back.',
  strengths: plan.strengths,
  constraints: [
    {
      name: plan.constraint,
      definition: ['Seen in every weekly meeting.'],
      steps: [{ id: `${person.first.toLowerCase()}-1`, description: plan.step }],
    },
  ],
  partners: plan.partners,
});

type Answer = {
  partner: Person;
  participant: string;
  strength: string;
  constraint: string;
  step: string;
  rating: 'Strongly Agree' | 'Agree' | 'Neutral';
  comment: string;
  encouragement: string;
};

/** A partner opens the e-mailed link on a phone of their own, not signed in, and answers. */
async function answer(browser: Browser, a: Answer): Promise<void> {
  const mail = await latestMessageTo(browser, brand, a.partner.email);
  expect(mail.subject).toContain(`${a.participant} asks you to rate their progress`);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${linkIn(mail, '/feedback/checkup/')}`);
    await expect(
      page.getByRole('heading', { name: new RegExp(`Checkup for ${a.participant}`) }),
    ).toBeVisible();
    await page.getByRole('radio', { name: 'Weekly' }).tap();
    await page.getByRole('checkbox', { name: a.strength }).tap();
    await page
      .getByRole('radiogroup', { name: a.constraint })
      .getByRole('radio', { name: 'Agree', exact: true })
      .tap();
    await page
      .getByRole('radiogroup', { name: a.step })
      .getByRole('radio', { name: a.rating, exact: true })
      .tap();
    await page.getByRole('textbox', { name: 'Comment (optional)' }).last().fill(a.comment);
    await page.getByRole('textbox', { name: 'Your words of encouragement' }).fill(a.encouragement);
    await page.getByRole('checkbox', { name: /my responses are not anonymous/ }).tap();
    await page.getByRole('button', { name: 'Submit feedback' }).tap();
    await expect(page.getByText(/Thank you! Your feedback has been sent\./)).toBeVisible();
  } finally {
    await context.close();
  }
}

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'checkup-pdf-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Takes the panel's next step: its button, the confirmation, then the panel at the new stage
 * (the step's toast waits behind the earlier ones, so the stage is what is waited on).
 */
async function step(page: Page, button: string, stage: number) {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.locator(`[data-checkup-stage="${stage}"]`)).toBeVisible();
}

/** A toast of the app; toasts are shown one after another, so it may wait for earlier ones. */
const toast = (page: Page, text: string | RegExp) =>
  expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible({
    timeout: 30_000,
  });

test('a checkup from start to report: partners answer from their e-mails, reminders spare those who answered, the participant reads the report and its PDF', async ({
  page,
  browser,
}) => {
  const run = Date.now().toString(36);
  const person = (first: string, last: string): Person => ({
    email: `e2e.${first.toLowerCase()}.${run}@demo.example`,
    first,
    last,
  });
  const manager = person('Casey', 'Coach');
  const ada = person('Ada', 'Alpha');
  const ben = person('Ben', 'Beta');
  const partner = (first: string): Person => ({
    email: `${first.toLowerCase()}.${run}@example.org`,
    first,
    last: 'Partner',
  });
  const [p1, p2, p3, p4] = [partner('Pia'), partner('Quinn'), partner('Rhea'), partner('Sol')];
  const adaName = `${ada.first} ${ada.last}`;
  const benName = `${ben.first} ${ben.last}`;

  // Set-up through the API: a manager of the event, two participants with plans and partners.
  await newPerson(browser, manager, ['clientCoach', 'eventAdmin']);
  await newPerson(browser, ada, ['tractionPlan']);
  await newPerson(browser, ben, ['tractionPlan']);
  const adaPlan = {
    constraint: 'Doing it all yourself',
    step: 'Hand the weekly report to a colleague',
    strengths: ['Calm under pressure', 'Keeps meetings on time'],
    partners: [p1, p2],
  };
  const benPlan = {
    constraint: 'Unclear expectations',
    step: 'End each request with its owner and deadline',
    strengths: ['Asks for feedback', 'Follows through on promises'],
    partners: [p3, p4],
  };
  await savePlan(browser, ada, contentOf(ada, adaPlan));
  await savePlan(browser, ben, contentOf(ben, benPlan));

  await signIn(page, brand, manager.email, PASSWORD, '/help');
  const event = await newEvent(page, `Checkup Cycle ${run}`, manager, [ada, ben]);

  // Staff: the event view's Checkup tab, the settings saved, the stages stepped one at a time.
  await page.goto(`${origin}/event/view/${event.id}`);
  await page.getByRole('tab', { name: 'Checkup' }).click();
  await expect(page.getByText(/This event has no checkup yet/)).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Traction plan checkup has been updated.')).toBeVisible();
  const adaCard = page.locator(`[data-participant="${ada.email}"]`);
  const benCard = page.locator(`[data-participant="${ben.email}"]`);
  await expect(adaCard).toBeVisible();
  await expect(benCard).toBeVisible();
  await step(page, 'Send initial notification', 1);
  await toast(page, 'The initial notification has been sent.');
  await step(page, 'Send final notification', 2);
  await step(page, 'Start feedback', 3);
  await expect(adaCard.getByText('Partners answered: 0 of 2')).toBeVisible();
  await expect(benCard.getByText('Partners answered: 0 of 2')).toBeVisible();

  // Three partners answer through their e-mailed links; Sol does not.
  const comments = {
    pia: `Pia saw the report handed over ${run}`,
    quinn: `Quinn got the report twice ${run}`,
    rhea: `Rhea sees deadlines more often ${run}`,
  };
  const answers: Answer[] = [
    {
      partner: p1,
      participant: adaName,
      strength: 'Calm under pressure',
      constraint: adaPlan.constraint,
      step: adaPlan.step,
      rating: 'Strongly Agree',
      comment: comments.pia,
      encouragement: `Keep handing things over ${run}`,
    },
    {
      partner: p2,
      participant: adaName,
      strength: 'Keeps meetings on time',
      constraint: adaPlan.constraint,
      step: adaPlan.step,
      rating: 'Agree',
      comment: comments.quinn,
      encouragement: `Well done so far ${run}`,
    },
    {
      partner: p3,
      participant: benName,
      strength: 'Asks for feedback',
      constraint: benPlan.constraint,
      step: benPlan.step,
      rating: 'Neutral',
      comment: comments.rhea,
      encouragement: `Nearly there ${run}`,
    },
  ];
  for (const a of answers) await answer(browser, a);

  await page.reload();
  await page.getByRole('tab', { name: 'Checkup' }).click();
  await expect(adaCard.getByText('Partners answered: 2 of 2')).toBeVisible();
  await expect(benCard.getByText('Partners answered: 1 of 2')).toBeVisible();
  for (const p of [p1, p2, p3]) {
    await expect(page.locator(`[data-partner="${p.email}"]`).getByText('Answered')).toBeVisible();
  }
  await expect(page.locator(`[data-partner="${p4.email}"]`).getByText('Pending')).toBeVisible();

  // Feedback reminders from the panel go only to the partner who has not answered (Sol), even on
  // the day of the requests; a second click the same day writes to nobody.
  const remind = async () => {
    await page.getByRole('button', { name: 'Send feedback reminders' }).click();
    const shown = page
      .getByRole('alert')
      .filter({ hasText: /Reminders sent: \d+/ })
      .first();
    await expect(shown).toBeVisible({ timeout: 30_000 });
    const text = (await shown.textContent()) ?? '';
    await shown.getByRole('button', { name: 'Close' }).click();
    return Number(/Reminders sent: (\d+)/.exec(text)?.[1]);
  };
  expect(await remind()).toBe(1);
  expect(await remind()).toBe(0);
  for (const p of [p1, p2, p3]) {
    const latest = await latestMessageTo(browser, brand, p.email);
    expect(latest.subject).toContain('asks you to rate their progress');
  }
  const sols = await latestMessageTo(browser, brand, p4.email);
  expect(sols.subject).toContain(`Reminder: ${benName} is waiting for your rating`);
  await expect(page.locator(`[data-partner="${p4.email}"]`).getByText('Pending')).toBeVisible();

  // Review, then the release: both warn that Sol has not answered, and Sol's request is closed.
  const warned = async (button: string, warning: string, stage: number) => {
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('alert')).toContainText(warning);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.locator(`[data-checkup-stage="${stage}"]`)).toBeVisible();
  };
  await warned(
    'Close feedback',
    'Partner requests not answered yet: 1 (participants waiting: 1).',
    4,
  );
  await expect(page.locator(`[data-partner="${p4.email}"]`).getByText('Closed')).toBeVisible();
  await expect(page.locator(`[data-partner="${p4.email}"]`).getByText('Pending')).toHaveCount(0);
  await warned(
    'Release reports',
    'Partner requests not answered: 1 (participants concerned: 1).',
    5,
  );
  await toast(page, 'The reports have been released.');

  // The participant reads the report from the home card, and downloads its PDF.
  const context = await browser.newContext();
  try {
    const reader = await context.newPage();
    await signIn(reader, brand, ada.email, PASSWORD, '/');
    await expect(reader.getByText('My checkup reports')).toBeVisible();
    await reader.getByRole('button', { name: /^Report of / }).click();
    const dialog = reader.getByRole('dialog', { name: 'Checkup report' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Partners answered: 2 of 2').first()).toBeVisible();
    await expect(dialog.getByText(comments.pia).first()).toBeVisible();
    await expect(dialog.getByText(comments.quinn).first()).toBeVisible();
    await expect(dialog.getByText(/4\.5/).first()).toBeVisible();
    await expect(dialog.getByText(comments.rhea)).toHaveCount(0);

    const downloading = reader.waitForEvent('download', { timeout: 90_000 });
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const text = pdfText(readFileSync(await download.path())).replace(/\s+/g, ' ');
    expect(text).toContain(adaPlan.step);
    expect(text).toContain('4.5');
    expect(text).toContain(comments.pia);
    expect(text).toContain(comments.quinn);
    expect(text).not.toContain(comments.rhea);
  } finally {
    await context.close();
  }

  // Staff see that Ada has read her report.
  await page.reload();
  await page.getByRole('tab', { name: 'Checkup' }).click();
  await expect(adaCard.getByText(/^Report read /)).toBeVisible();
});
