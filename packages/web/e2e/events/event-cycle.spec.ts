import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import type { TEvent, TImportResult } from '@portal/core';
import { DEMO_PASSWORD, callApi, latestMessageTo, linkIn, originOf, signIn } from '../fixtures';

// Schools: a brand that shows attendance and certificates.
const brand = 'schools';
const origin = originOf(brand);
const PARTICIPANT = 'participant@demo.example';

async function personPage(browser: Browser, email: string, path = '/', phone = false) {
  const context = await browser.newContext(
    phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {},
  );
  const page = await context.newPage();
  await signIn(page, brand, email, DEMO_PASSWORD, path);
  return page;
}

/** A call of the API as the signed-in person of the page. */
const api = <T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) =>
  callApi<T>(page, brand, method, path, body);

const toast = (page: Page, text: string | RegExp) =>
  expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();

/** A catalog item made on event/catalogadmin. */
async function createType(admin: Page, name: string, selfRegister: boolean) {
  await admin.goto(`${origin}/event/catalogadmin/new`);
  await admin.getByRole('textbox', { name: /^Name/ }).fill(name);
  await admin.getByRole('spinbutton', { name: 'Total hours' }).fill('6');
  if (selfRegister) await admin.getByRole('checkbox', { name: 'Self-registration' }).check();
  await admin.getByRole('button', { name: 'Save' }).click();
  await toast(admin, 'The event type was saved.');
}

/** The form's date text of now plus some hours, in the event's zone (UTC unless chosen). */
function localInput(hoursAhead: number) {
  const at = new Date(Math.floor(Date.now() / 60_000) * 60_000 + hoursAhead * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}T${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
}

/** An event made on event/edit, trained by the demo coach; answered as the API reads it. */
async function createEvent(
  admin: Page,
  type: string,
  description: string,
  from: number,
  to: number,
) {
  await admin.goto(`${origin}/event/edit/new`);
  await admin.getByRole('combobox', { name: /^Event type/ }).click();
  await admin.getByRole('option', { name: type }).click();
  await admin.getByRole('textbox', { name: 'Description' }).fill(description);
  await admin
    .getByRole('textbox', { name: 'Trainer e-mail', exact: true })
    .fill('coach@demo.example');
  await admin.getByRole('textbox', { name: 'Place' }).fill('Riverside High School, room 12');
  await admin.getByLabel('Start', { exact: true }).fill(localInput(from));
  await admin.getByLabel('End', { exact: true }).fill(localInput(to));
  await admin.getByRole('button', { name: 'Save' }).click();
  await toast(admin, 'The event was saved.');
  await expect(admin).toHaveURL(/\/event\/edit\/[0-9a-f-]{36}$/);
  return api<TEvent>(admin, 'GET', `/api/event/${admin.url().split('/').pop() ?? ''}`);
}

test('an event from catalog to certificate: invites, self-registration, check-in, live count, move, calendar', async ({
  browser,
}) => {
  // A whole journey over several browsers: on a loaded 2-core machine it runs past 90 s.
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  // The staff part runs on the event admin's screens.
  const admin = await personPage(browser, 'eventadmin@demo.example', '/event/catalogadmin/new');
  await createType(admin, `Kickoff ${run}`, false);
  await createType(admin, `Open day ${run}`, true);
  const today = await createEvent(admin, `Kickoff ${run}`, `Kickoff today ${run}`, -1, 5);
  await createEvent(admin, `Kickoff ${run}`, `Kickoff later ${run}`, 72, 78);
  const open = await createEvent(admin, `Open day ${run}`, `Open day ${run}`, 120, 123);

  // The demo group (the participant is a member) is imported, and invites are sent and arrive.
  // The import goes through the API: the screen's group picker lists only the groups the event
  // admin is tied to, and the demo group is the coach's (event admins may import any group).
  const trainer = await personPage(browser, 'coach@demo.example', '/event/admin');
  const groups = await api<{ data: { id: string }[] }>(
    trainer,
    'GET',
    '/api/usergroup/search?search=Riverside%20High%20Leadership%20Team',
  );
  const imported = await api<TImportResult>(
    admin,
    'GET',
    `/api/participant/CreateParticipantsFromGroupMembers/${today.id}/${groups.data[0]?.id ?? ''}`,
  );
  expect(imported.added).toBeGreaterThan(0);
  await admin.goto(`${origin}/participant/admin?eventId=${today.id}`);
  const table = admin.getByRole('table', { name: 'Participants' });
  await expect(table.getByRole('cell', { name: PARTICIPANT })).toBeVisible();
  await admin.getByRole('button', { name: 'Send invites to everyone not invited' }).click();
  await toast(admin, /invites sent/);
  const invite = await latestMessageTo(browser, brand, PARTICIPANT, `Kickoff today ${run}`);
  expect(linkIn(invite, '/ciById/')).toMatch(/^\/ciById\/[0-9a-f-]{36}$/);

  // The trainer watches the event list; the count changes without a reload.
  await trainer.reload();
  const count = trainer.getByTestId(`checked-in-${today.id}`);
  await expect(count).toHaveText('0');

  // The participant registers for the open day from myevents.
  const person = await personPage(browser, PARTICIPANT, '/myevents');
  const offer = person.getByRole('article', { name: `Open day ${run}` });
  await offer.getByRole('button', { name: 'Register' }).click();
  await expect(offer.getByText('You are registered')).toBeVisible();
  await expect(
    person
      .getByRole('region', { name: 'Upcoming' })
      .getByRole('article', { name: `Open day ${run}` }),
  ).toBeVisible();

  // On a phone: the code typed as people type it, then one button.
  const phone = await personPage(browser, PARTICIPANT, '/ci', true);
  await phone.getByLabel('Event code').fill(today.eventCode.toLowerCase());
  await phone.getByRole('button', { name: 'Find the event' }).click();
  await expect(phone).toHaveURL(`${origin}/ci/${today.eventCode}`);
  await expect(phone.getByRole('heading', { name: `Kickoff today ${run}` })).toBeVisible();
  await phone.getByRole('button', { name: 'Check in' }).click();
  await expect(phone.getByText('You are checked in')).toBeVisible();
  await expect(count).toHaveText('1');

  // The certificate PDF carries the participant's name.
  await person.goto(`${origin}/myevents`);
  const registration = person
    .getByRole('region', { name: 'Upcoming' })
    .getByRole('article', { name: `Kickoff today ${run}` });
  await registration.getByRole('link', { name: 'Certificate' }).click();
  await expect(person.getByText('Pat Participant')).toBeVisible();
  const dir = mkdtempSync(join(tmpdir(), 'event-cycle-'));
  try {
    const [pdf] = await Promise.all([
      person.waitForEvent('download'),
      person.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const pdfPath = join(dir, 'certificate.pdf');
    await pdf.saveAs(pdfPath);
    const text = execFileSync('pdftotext', [pdfPath, '-']).toString();
    expect(text).toContain('Pat Participant');
    expect(text).toContain(`Kickoff today ${run}`);

    // Moved on the admin's screen to the later event of the same type, with the check-in.
    await admin.goto(`${origin}/participant/admin?eventId=${today.id}`);
    await table
      .getByRole('checkbox', { name: /Participant/ })
      .first()
      .check();
    await admin.getByRole('button', { name: 'Move the selected' }).click();
    await admin.getByRole('combobox', { name: 'Event to move to' }).click();
    await admin.getByRole('option', { name: new RegExp(`Kickoff later ${run}`) }).click();
    await expect(
      admin
        .getByRole('list', { name: 'What the move changes' })
        .getByText('moves with its check-in'),
    ).toBeVisible();
    await admin.getByRole('button', { name: 'Move', exact: true }).click();
    await toast(admin, 'Moved: 1');
    await person.goto(`${origin}/myevents`);
    const after = person
      .getByRole('region', { name: 'Upcoming' })
      .getByRole('article', { name: `Kickoff later ${run}` });
    await expect(after.getByText('Checked in')).toBeVisible();
    await expect(person.getByRole('article', { name: `Kickoff today ${run}` })).toHaveCount(0);

    // The calendar file of the open day parses, in the event's time zone, with its reminder.
    const [ics] = await Promise.all([
      person.waitForEvent('download'),
      person
        .getByRole('article', { name: `Open day ${run}` })
        .getByRole('button', { name: 'Add to calendar' })
        .click(),
    ]);
    const icsPath = join(dir, 'event.ics');
    await ics.saveAs(icsPath);
    const calendar = new ICAL.Component(ICAL.parse(readFileSync(icsPath, 'utf8')));
    const zone = calendar.getFirstSubcomponent('vtimezone');
    const component = calendar.getFirstSubcomponent('vevent');
    if (!zone || !component) throw new Error('The calendar file has no time zone or no event');
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
    const vevent = new ICAL.Event(component);
    expect(vevent.summary).toBe(`Open day ${run}`);
    expect(vevent.startDate.zone?.tzid).toBe(open.ianaLocationTimeZone);
    expect(vevent.startDate.toJSDate().toISOString()).toBe(open.startDate);
    expect(component.getFirstSubcomponent('valarm')).not.toBeNull();

    // The same file by e-mail, to the person's own address.
    await person
      .getByRole('article', { name: `Open day ${run}` })
      .getByRole('button', { name: 'E-mail me the invite' })
      .click();
    await toast(person, `The calendar invite was sent to ${PARTICIPANT}.`);
    const mailed = await latestMessageTo(
      browser,
      brand,
      PARTICIPANT,
      `Open day ${run} for your calendar`,
    );
    expect(mailed.subject).toMatch(/for your calendar$/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
