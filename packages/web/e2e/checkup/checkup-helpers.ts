import { expect, type Browser, type Page } from '@playwright/test';
import { latestMessageTo, linkIn } from '../fixtures';
import { brand, origin, type Person } from './checkup-setup';

// What the checkup specs do in the browser: partners answer from their e-mails, staff take the
// panel's steps.

export type Answer = {
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
export async function answer(browser: Browser, a: Answer): Promise<void> {
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

/**
 * Takes the panel's next step: its button, the confirmation, then the panel at the new stage
 * (the step's toast waits behind the earlier ones, so the stage is what is waited on).
 */
export async function step(page: Page, button: string, stage: number) {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.locator(`[data-checkup-stage="${stage}"]`)).toBeVisible();
}

/** A toast of the app; toasts are shown one after another, so it may wait for earlier ones. */
export const toast = (page: Page, text: string | RegExp) =>
  expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible({
    timeout: 30_000,
  });
