import { expect, type Browser, type Page } from '@playwright/test';
import { CheckupStage, type TCheckup, type TEvent } from '@portal/core';
import {
  type NewPerson,
  callApi,
  grantClaims,
  latestMessageTo,
  linkIn,
  originOf,
  register,
  signIn,
} from '../fixtures';

// The set-up the checkup specs share: people new to the portal, their plans, and a checkup
// moved to feedback, all against the server (the demo accounts stay as they are).
export const brand = 'schools';
export const origin = originOf(brand);
export const PASSWORD = 'a long e2e passphrase';

export type Person = NewPerson;

/**
 * A person new to the portal: registers, confirms the e-mailed link, and is given `claims` by
 * the demo security admin.
 */
export async function newPerson(browser: Browser, person: Person, claims: string[]): Promise<void> {
  await register(browser, brand, person, PASSWORD);
  await grantClaims(browser, brand, person.email, claims);
}

/** The user account id of the signed-in person of the page (a claim of the session). */
function userAccountIdOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    const stored = JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as {
      profile?: { claims?: Array<{ type: string; value: string }> };
    };
    return stored.profile?.claims?.find((c) => c.type === 'userAccountId')?.value ?? '';
  });
}

export type PlanContent = {
  goal: string;
  impactStatement: string;
  strengths: string[];
  constraints: Array<{
    name: string;
    definition: string[];
    steps: Array<{ id: string; description: string }>;
  }>;
  partners: Person[];
};

/** The person writes their plan (the plan builder has its own spec): saved through the API. */
export async function savePlan(browser: Browser, person: Person, plan: PlanContent): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, brand, person.email, PASSWORD, '/help');
    const userAccountId = await userAccountIdOf(page);
    expect(userAccountId).not.toBe('');
    const { partners, ...content } = plan;
    await callApi(page, brand, 'POST', '/api/tractionplan/save', {
      userAccountId,
      version: 0,
      plan: {
        ...content,
        accountabilityPartners: partners.map((p) => ({
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

/**
 * An event of the signed-in manager's new event type (on `startDate`), with `participants`
 * enrolled; answers the event (the catalog item is made on its screen, which has no API of its own for a new type).
 */
export async function newEvent(
  page: Page,
  name: string,
  trainer: Person,
  participants: Person[],
  startDate = '2026-10-01T14:00:00.000Z',
) {
  await page.goto(`${origin}/event/catalogadmin/new`);
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/event\/catalogadmin\/[0-9a-f-]{36}$/);
  const eventTypeId = page.url().split('/').pop() ?? '';
  const event = await callApi<TEvent>(page, brand, 'POST', '/api/event/save', {
    eventTypeId,
    description: `${name} cohort`,
    trainerEmail: trainer.email,
    startDate,
  });
  for (const p of participants) {
    await callApi(page, brand, 'POST', '/api/participant/save', {
      eventId: event.id,
      firstName: p.first,
      lastName: p.last,
      email: p.email,
    });
  }
  return event;
}

/** The event's checkup saved with its defaults and moved, stage by stage, to feedback. */
export async function startFeedback(page: Page, eventId: string): Promise<void> {
  const checkup = await callApi<TCheckup>(page, brand, 'POST', '/api/tractionplancheckup/save', {
    eventId,
  });
  const stages = [CheckupStage.Notify, CheckupStage.FinalNotification, CheckupStage.Feedback];
  for (const stage of stages) {
    await callApi(
      page,
      brand,
      'POST',
      `/api/tractionplancheckup/setStage/${checkup.id ?? ''}/${stage}`,
    );
  }
}

/**
 * Ann Lee's plan (two constraints, three steps) with Jordan as her partner, her checkup moved to
 * feedback by a new manager: answers the survey's address from Jordan's e-mail.
 */
export async function checkupSurveyLink(browser: Browser): Promise<string> {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const manager: Person = {
    email: `e2e.survey.m.${run}@demo.example`,
    first: 'Casey',
    last: 'Coach',
  };
  const ann: Person = { email: `e2e.survey.ann.${run}@demo.example`, first: 'Ann', last: 'Lee' };
  const jordan: Person = { email: `jordan.${run}@example.org`, first: 'Jordan', last: 'Lee' };
  await newPerson(browser, manager, ['clientCoach', 'eventAdmin']);
  await newPerson(browser, ann, ['tractionPlan']);
  await savePlan(browser, ann, {
    goal: 'Run calmer, shorter team meetings',
    impactStatement: 'The team leaves meetings with energy.',
    strengths: ['Listens carefully', 'Plans ahead', 'Explains clearly'],
    constraints: [
      {
        name: 'Impatience',
        definition: ['Interrupts others when in a hurry'],
        steps: [
          { id: 's1', description: 'Wait three seconds before answering' },
          { id: 's2', description: 'Ask one question before giving advice' },
        ],
      },
      {
        name: 'Overcommitting',
        definition: ['Says yes to every request'],
        steps: [{ id: 's3', description: 'Check the calendar before saying yes' }],
      },
    ],
    partners: [jordan],
  });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, brand, manager.email, PASSWORD, '/help');
    const event = await newEvent(page, `Survey Rules ${run}`, manager, [ann]);
    await startFeedback(page, event.id);
  } finally {
    await context.close();
  }
  const mail = await latestMessageTo(browser, brand, jordan.email);
  expect(mail.subject).toContain('Ann Lee asks you to rate their progress');
  return `${origin}${linkIn(mail, '/feedback/checkup/')}`;
}
