import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import type { TEvent, TEventCatalogItem, TImportResult, TMoveResult } from '@portal/core';
import { DEMO_PASSWORD, callApi, latestMessageTo, linkIn, originOf, signIn } from '../fixtures';

// Schools: a brand that shows attendance and certificates.
const brand = 'schools';
const origin = originOf(brand);
const PARTICIPANT = 'participant@demo.example';
// Whole minutes: calendar files carry seconds, not milliseconds.
const hours = (n: number) =>
  new Date(Math.floor(Date.now() / 60_000) * 60_000 + n * 3_600_000).toISOString();

async function personPage(browser: Browser, email: string, path = '/', phone = false) {
  const context = await browser.newContext(
    phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {},
  );
  const page = await context.newPage();
  await signIn(page, brand, email, DEMO_PASSWORD, path);
  return page;
}

/** The staff part (catalog, events, group import, invites, move) through the API as the admin. */
const api = <T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) =>
  callApi<T>(page, brand, method, path, body);

async function saveEvent(admin: Page, event: Record<string, unknown>) {
  const saved = await api<TEvent | null>(admin, 'POST', '/api/event/save', {
    trainer: 'Casey Coach',
    trainerEmail: 'coach@demo.example',
    ianaLocationTimeZone: 'America/Chicago',
    location: 'Riverside High School, room 12',
    ...event,
  });
  expect(saved).not.toBeNull();
  return saved as TEvent;
}

test('an event from catalog to certificate: invites, self-registration, check-in, live count, move, calendar', async ({
  browser,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  const admin = await personPage(browser, 'eventadmin@demo.example');
  const kickoff = await api<TEventCatalogItem>(admin, 'POST', '/api/eventcatalog/upsert', {
    name: `Kickoff ${run}`,
    totalHours: 6,
    eventCertificateTemplateId: 'hours',
  });
  const openDay = await api<TEventCatalogItem>(admin, 'POST', '/api/eventcatalog/upsert', {
    name: `Open day ${run}`,
    canSelfRegister: true,
  });
  const today = await saveEvent(admin, {
    eventTypeId: kickoff.id,
    description: `Kickoff today ${run}`,
    startDate: hours(-1),
    endDate: hours(5),
  });
  const later = await saveEvent(admin, {
    eventTypeId: kickoff.id,
    description: `Kickoff later ${run}`,
    startDate: hours(24 * 3),
    endDate: hours(24 * 3 + 6),
  });
  const open = await saveEvent(admin, {
    eventTypeId: openDay.id,
    description: `Open day ${run}`,
    startDate: hours(24 * 5),
    endDate: hours(24 * 5 + 3),
  });

  // The demo group (the participant is a member) is imported, and invites are sent and arrive.
  // The trainer of the group finds it (event admins import any group but list only theirs).
  const trainer = await personPage(browser, 'coach@demo.example', '/event/admin');
  const groups = await api<{ data: { id: string }[] }>(
    trainer,
    'GET',
    '/api/usergroup/search?search=Riverside%20High%20Leadership%20Team',
  );
  const groupId = groups.data[0]?.id ?? '';
  const imported = await api<TImportResult>(
    admin,
    'GET',
    `/api/participant/CreateParticipantsFromGroupMembers/${today.id}/${groupId}`,
  );
  expect(imported.added).toBeGreaterThan(0);
  await api(admin, 'POST', `/api/participant/sendInvites/${today.id}`, {});
  const invite = await latestMessageTo(browser, brand, PARTICIPANT);
  expect(invite.bodyText).toContain(`Kickoff today ${run}`);
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

    // Moved to the later event of the same type, with the check-in.
    const participantId = person.url().split('/').at(-1) ?? '';
    const moved = await api<TMoveResult>(admin, 'POST', `/api/event/MoveParticipants/${later.id}`, {
      fromEventId: today.id,
      participantIds: [participantId],
    });
    expect(moved.moved).toBe(1);
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
    expect(vevent.startDate.zone?.tzid).toBe('America/Chicago');
    expect(vevent.startDate.toJSDate().toISOString()).toBe(open.startDate);
    expect(component.getFirstSubcomponent('valarm')).not.toBeNull();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
