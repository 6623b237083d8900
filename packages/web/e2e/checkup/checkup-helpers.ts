import { expect, type Browser, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  SIGN_IN_SCREEN,
  callApi,
  latestMessageTo,
  linkIn,
  originOf,
  signIn,
} from '../fixtures';

/** What the checkup specs share: people with plans, partners who answer, the panel's steps. */
export const brand = 'schools';
export const origin = originOf(brand);
export const PASSWORD = 'a long e2e passphrase';

export type Person = { email: string; first: string; last: string };

/**
 * A person new to the portal: registers, confirms the e-mailed link, and is given `claims` by
 * the demo security admin (the demo accounts stay as they are for the other specs).
 */
export async function newPerson(browser: Browser, person: Person, claims: string[]): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.waitForURL(SIGN_IN_SCREEN);
    await page.getByRole('link', { name: 'New here? Create an account' }).click();
    await page.getByLabel('First name').fill(person.first);
    await page.getByLabel('Last name').fill(person.last);
    await page.getByLabel('E-mail address').fill(person.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByText('Check your inbox')).toBeVisible();
    const mail = await latestMessageTo(browser, brand, person.email);
    await page.goto(`${origin}${linkIn(mail, '/redirect/emailconfirmed/')}`);
    await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();

    const admin = await context.newPage();
    await context.clearCookies();
    await signIn(admin, brand, 'security@demo.example', DEMO_PASSWORD, '/help');
    const found = await callApi<{ data: Array<{ id: string }> }>(
      admin,
      brand,
      'GET',
      `/api/auth/users?search=${encodeURIComponent(person.email)}`,
    );
    const userId = found.data[0]?.id ?? '';
    for (const claimType of claims) {
      await callApi(admin, brand, 'POST', '/api/auth/users/UpsertClaimToUser', {
        userId,
        claimType,
        claimValue: 'true',
      });
    }
  } finally {
    await context.close();
  }
}

/** The user account id of the signed-in person of the page (a claim of the session). */
export function userAccountIdOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    const stored = JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as {
      profile?: { claims?: Array<{ type: string; value: string }> };
    };
    return stored.profile?.claims?.find((c) => c.type === 'userAccountId')?.value ?? '';
  });
}

export type PlanOf = {
  constraint: string;
  step: string;
  strengths: string[];
  partners: Person[];
};

/** The person writes their plan (the plan builder has its own spec): saved through the API. */
export async function savePlan(browser: Browser, person: Person, plan: PlanOf): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, brand, person.email, PASSWORD, '/help');
    const userAccountId = await userAccountIdOf(page);
    expect(userAccountId).not.toBe('');
    await callApi(page, brand, 'POST', '/api/tractionplan/save', {
      userAccountId,
      version: 0,
      plan: {
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
        accountabilityPartners: plan.partners.map((p) => ({
          email: p.email,
          firstName: p.first,
          lastName: p.last,
        })),
      },
    });
  } finally {
    await context.close();
  }
}

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
