import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type { TEvent, TParticipant, PagedResult } from '@portal/core';
import { DEMO_PASSWORD, callApi, latestMessageTo, originOf, signIn } from '../fixtures';

// The school brand has every event feature: certificates, moving participants, scheduling.
const brand = 'schools';
const admin = 'eventadmin@demo.example';
const GROUP = 'Riverside High Leadership Team';

/** A screenshot at desktop and at phone width, kept with the test's results. */
async function shoot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}-desktop.png`), fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: info.outputPath(`${name}-phone.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** Waits for a toast, then closes it (toasts show one at a time: the next one waits). */
async function toast(page: Page, text: string | RegExp) {
  const shown = page.getByRole('alert').filter({ hasText: text }).first();
  await expect(shown).toBeVisible();
  await shown.getByRole('button', { name: 'Close' }).click();
}

test('an event admin creates a type and events, imports a group, invites, sees check-ins live and moves a participant', async ({
  page,
  browser,
}, info) => {
  // A whole journey over several browsers: on a loaded 2-core machine it runs past 90 s.
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const typeName = `Leadership Day ${run}`;

  // A catalog item (event type).
  await signIn(page, brand, admin, DEMO_PASSWORD, '/event/catalogadmin/new');
  await page.getByRole('textbox', { name: /^Name/ }).fill(typeName);
  await page.getByRole('spinbutton', { name: 'Total hours' }).fill('6');
  await page.getByRole('checkbox', { name: 'Self-registration' }).check();
  await shoot(page, info, 'catalog-item');
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'The event type was saved.');
  await expect(page).toHaveURL(/\/event\/catalogadmin\/[0-9a-f-]{36}$/);
  const typeId = page.url().split('/').pop() ?? '';

  // An event of that type, with the spec's defaults, trained by the admin (who then gets the
  // live count pushed by the hub).
  await page.goto(`${originOf(brand)}/event/edit/new`);
  await expect(page.getByRole('spinbutton', { name: /^Maximum participants/ })).toHaveValue('40');
  await expect(page.getByRole('textbox', { name: 'Status', exact: true })).toHaveValue(
    'Manual Scheduled',
  );
  await page.getByRole('combobox', { name: /^Event type/ }).click();
  await page.getByRole('option', { name: typeName }).click();
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill(`Spring cohort ${run}`);
  await page.getByRole('textbox', { name: 'Trainer e-mail', exact: true }).fill(admin);
  await page.getByLabel('Start', { exact: true }).fill('2030-05-01T09:00');
  await page.getByLabel('End', { exact: true }).fill('2030-05-01T16:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'The event was saved.');
  await expect(page).toHaveURL(/\/event\/edit\/[0-9a-f-]{36}$/);
  const eventId = page.url().split('/').pop() ?? '';

  // Edited: a place, saved again at the new version.
  await page.getByRole('textbox', { name: 'Place', exact: true }).fill('Room 12');
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'The event was saved.');
  await shoot(page, info, 'event-edit');
  const event = await callApi<TEvent>(page, brand, 'GET', `/api/event/${eventId}`);
  expect(event).toMatchObject({ location: 'Room 12', status: 'Manual Scheduled', maxStudents: 40 });
  expect(event.attendenceStatus).toBe('none');

  // A second event of the type, to move someone to.
  const target = await callApi<TEvent>(page, brand, 'POST', '/api/event/save', {
    eventTypeId: typeId,
    description: `Autumn cohort ${run}`,
    trainerEmail: admin,
    startDate: '2030-06-15T14:00:00.000Z',
  });

  // The event's group (found by an employee: the demo event admin holds no accounts, so the
  // group search shows them none) is the one offered for import.
  const employee = await browser.newPage();
  await signIn(employee, brand, 'employee@keystonegrowth.example', DEMO_PASSWORD);
  const groups = await callApi<PagedResult<{ id: string; name: string }>>(
    employee,
    brand,
    'GET',
    `/api/usergroup/search?search=${encodeURIComponent(GROUP)}`,
  );
  const groupId = groups.data[0]?.id;
  await callApi(page, brand, 'POST', '/api/event/save', {
    ...(await callApi<TEvent>(page, brand, 'GET', `/api/event/${eventId}`)),
    userGroupId: groupId,
  });

  // The group's members become participants, and get their invites.
  await page.goto(`${originOf(brand)}/participant/admin?eventId=${eventId}`);
  await expect(page.getByRole('combobox', { name: /to import$/ })).toHaveValue(GROUP);
  await page.getByRole('button', { name: 'Import its members' }).click();
  await toast(page, /added/);
  const table = page.getByRole('table', { name: 'Participants' });
  await expect(table.getByRole('cell', { name: 'participant@demo.example' })).toBeVisible();
  await page.getByRole('button', { name: 'Send invites to everyone not invited' }).click();
  await toast(page, /invites sent/);
  await shoot(page, info, 'participant-admin');
  // The invite to this run's event (other tests write to the demo participant meanwhile).
  const invite = await latestMessageTo(browser, brand, 'participant@demo.example', run);
  expect(invite.bodyText).toContain('/ciById/');

  // The list of events: the participant checks in by the event's code, the count follows.
  await page.goto(`${originOf(brand)}/event/admin`);
  const count = page.getByTestId(`checked-in-${eventId}`);
  await expect(count).toHaveText('0');
  const participant = await browser.newPage();
  await signIn(participant, brand, 'participant@demo.example', DEMO_PASSWORD);
  await callApi(participant, brand, 'POST', `/api/event/checkin/${eventId}`, {
    eventCode: event.eventCode,
  });
  await expect(count).toHaveText('1');
  await shoot(page, info, 'event-admin');
  await page
    .getByRole('row')
    .filter({ hasText: `Spring cohort ${run}` })
    .getByRole('button', { name: 'Check-in' })
    .click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(page.getByText(/^1 of \d+ checked in$/)).toBeVisible();
  // After the session: the count (the live one until typed) certified, then reconciled.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Not certified yet.')).toBeVisible();
  await expect(dialog.getByRole('spinbutton', { name: 'Attended' })).toHaveValue('1');
  await dialog.getByRole('button', { name: 'Certify the count' }).click();
  await toast(page, 'The attendance count of 1 is certified.');
  await expect(dialog.getByText('Certified: 1 attended.')).toBeVisible();
  await shoot(page, info, 'checkin-dialog');
  await dialog.getByRole('button', { name: 'Reconcile the count' }).click();
  await toast(page, 'The attendance count of 1 is reconciled.');
  await expect(dialog.getByText('Reconciled: 1 attended.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // An employee opens the event page: its QR code, the count, the summary.
  await employee.goto(`${originOf(brand)}/event/view/${eventId}`);
  await expect(employee.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(employee.getByText('1 of 1 checked in')).toBeVisible();
  await shoot(employee, info, 'event-view');
  await employee.getByRole('tab', { name: 'Summary' }).click();
  await expect(employee.getByText('Room 12')).toBeVisible();
  await shoot(employee, info, 'event-summary');

  // Moving the checked-in participant: the preview says what changes, then the move.
  await page.goto(`${originOf(brand)}/participant/admin?eventId=${eventId}`);
  await table
    .getByRole('checkbox', { name: /Demo|Participant/i })
    .first()
    .check();
  await page.getByRole('button', { name: 'Move the selected' }).click();
  await page.getByRole('combobox', { name: 'Event to move to' }).click();
  await page.getByRole('option', { name: new RegExp(`Autumn cohort ${run}`) }).click();
  const preview = page.getByRole('list', { name: 'What the move changes' });
  await expect(preview.getByText('moves with its check-in')).toBeVisible();
  await shoot(page, info, 'move-preview');
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await toast(page, 'Moved: 1');
  const moved = await callApi<PagedResult<TParticipant>>(
    page,
    brand,
    'GET',
    `/api/participant?eventId=${target.id}`,
  );
  expect(moved.data.map((p) => [p.email, p.checkedIn])).toContainEqual([
    'participant@demo.example',
    true,
  ]);

  // A new check-in code: the old code (and its printed QR codes) stops working.
  await page.goto(`${originOf(brand)}/event/edit/${eventId}`);
  await page.getByRole('button', { name: 'New check-in code' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await toast(page, /^The new check-in code is [A-Z0-9]{4}-[A-Z0-9]{4}\.$/);
  const renewed = await callApi<TEvent>(page, brand, 'GET', `/api/event/${eventId}`);
  expect(renewed.eventCode).not.toBe(event.eventCode);
  await expect(page.getByText(renewed.eventCode.replace(/^(.{4})/, '$1-'))).toBeVisible();
  const oldCode = await callApi<{ valid: boolean }>(
    participant,
    brand,
    'GET',
    `/api/event/ValidateEventCode/${event.eventCode}`,
  );
  expect(oldCode.valid).toBe(false);
});
