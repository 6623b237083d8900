import { expect, test } from '@playwright/test';
import type { TEvent } from '@portal/core';
import { DEMO_PASSWORD, callApi, signIn } from '../fixtures';
import { PASSWORD, brand, newEvent, newPerson, origin } from '../checkup/checkup-setup';
import { runId } from '../profile/profile-setup';

// The post-event survey as the people it is for meet it: the event admin's new event type takes
// the default survey; a participant checks in, answers the five statements on the event's survey
// page and lands on its thank-you; the event's trainer reads the answers on its results page.
test.use({ actionTimeout: 45_000 });

const COACH = { email: 'coach@demo.example', first: 'Casey', last: 'Coach' };
const STATEMENTS = [
  'Overall, this event was worth my time.',
  'The content is relevant to my work.',
  'The trainer was well prepared and engaging.',
  'I will apply what I learned in the coming weeks.',
  'I would recommend this event to a colleague.',
];

test('a participant answers the survey of their event and its trainer reads the results', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const run = runId();
  const ann = { email: `e2e.evsurvey.${run}@demo.example`, first: 'Ann', last: 'Lee' };
  await newPerson(browser, ann, []);

  // The event admin: a new type takes the default survey; its event started yesterday.
  await signIn(page, brand, 'eventadmin@demo.example', DEMO_PASSWORD, '/help');
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  const event: TEvent = await newEvent(page, `Survey ${run}`, COACH, [], yesterday);
  await page.goto(`${origin}/event/catalogadmin/${event.eventTypeId}`);
  await expect(page.getByRole('combobox', { name: 'Survey' })).toHaveText(
    'Default survey (five statements)',
  );

  // The participant checks in, then answers on the event's survey page.
  const participant = await browser.newPage();
  await signIn(participant, brand, ann.email, PASSWORD, '/help');
  await callApi(participant, brand, 'POST', `/api/event/checkin/${event.id}`, {
    eventCode: event.eventCode,
    attendant: { firstName: ann.first, lastName: ann.last },
  });
  await participant.goto(`${origin}/event/${event.id}/survey`);
  await expect(participant.getByRole('heading', { name: `Survey ${run} cohort` })).toBeVisible();
  for (const [index, statement] of STATEMENTS.entries()) {
    const scale = participant.getByRole('radiogroup', { name: statement });
    await scale.getByRole('radio', { name: index === 2 ? '5' : '4', exact: true }).click();
  }
  await participant
    .getByRole('textbox', { name: 'What else would you like to tell us?' })
    .fill('The role plays were the best part.');
  await participant.getByRole('button', { name: 'Submit' }).click();
  await expect(participant).toHaveURL(new RegExp(`/event/${event.id}/surveycompleted$`));
  await expect(participant.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  // Once only: the survey page now says so.
  await participant.goto(`${origin}/event/${event.id}/survey`);
  await expect(participant.getByText('You have already answered this survey.')).toBeVisible();

  // The trainer: the results of this event, on the survey module's figures.
  const trainer = await browser.newPage();
  await signIn(trainer, brand, COACH.email, DEMO_PASSWORD, '/help');
  await trainer.goto(`${origin}/event/${event.id}/surveyAdmin`);
  await expect(
    trainer.getByRole('heading', { name: `Survey results: Survey ${run} cohort` }),
  ).toBeVisible();
  await expect(trainer.getByRole('status').filter({ hasText: /1 responses?/ })).toBeVisible();
  await expect(trainer.getByRole('heading', { name: STATEMENTS[0] })).toBeVisible();
  await expect(trainer.getByText('The role plays were the best part.')).toBeVisible();
});
