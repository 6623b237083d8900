import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCheckinResult, TEventCertificate } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { apiHeaders, setFeatures, withFeaturesOff } from '../../../test/factories';
import { issuePrintKey } from '../../documents/documents';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { createCatalogItem, createEvent, inDays } from '../event/event-test-support';

let t: TestApp;
let admin: TestPerson;
let person: TestPerson;
let stranger: TestPerson;

beforeAll(async () => {
  t = await createTestApp();
  // Certificates are not a part of this brand by default; switched on here.
  await setFeatures(t.app, 'teams', { certificates: true });
  admin = await createPerson(t, 'Admin', ['eventAdmin']);
  person = await createPerson(t, 'Person');
  stranger = await createPerson(t, 'Stranger');
});
afterAll(() => t.close());

describe('certificates and calendar files', () => {
  it('answers certificate data to the participant once checked in, and print data only with its key', async () => {
    const type = await createCatalogItem(t, admin, {
      name: 'Course',
      totalHours: 6,
      eventCertificateTemplateId: 'hours',
    });
    const event = await createEvent(t, admin, {
      eventTypeId: type.id,
      startDate: inDays(0),
      trainer: 'Ana',
    });
    const checkin = await call(t, 'POST', `/api/event/checkin/${event.id}`, person, {
      eventCode: event.eventCode,
      attendant: { firstName: 'Pat', lastName: 'Lee' },
    });
    const participantId = checkin.json<TCheckinResult>().participantId as string;
    const data = await call(
      t,
      'GET',
      `/api/participant/GetEventCertificateData/${participantId}`,
      person,
    );
    expect(data.json<TEventCertificate>()).toMatchObject({
      firstName: 'Pat',
      eventTypeName: 'Course',
      totalHours: 6,
      template: 'hours',
      trainer: 'Ana',
    });
    expect(
      (await call(t, 'GET', `/api/participant/GetEventCertificateData/${participantId}`, stranger))
        .statusCode,
    ).toBe(404);
    // Where the brand has certificates off (its default here), the call is closed.
    await withFeaturesOff(t.app, 'teams', ['certificates'], async () => {
      const closed = `/api/participant/GetEventCertificateData/${participantId}`;
      expect((await call(t, 'GET', closed, person)).statusCode).toBe(403);
    });
    const url = `/api/participant/GetEventCertificatePrintData/${participantId}`;
    expect((await t.app.inject({ url, headers: apiHeaders('teams') })).statusCode).toBe(403);
    const key = issuePrintKey(t.app, {
      brand: 'teams',
      scope: 'eventCertificate',
      subjectId: participantId,
    });
    const printed = await t.app.inject({
      url,
      headers: { ...apiHeaders('teams'), 'print-key': key },
    });
    expect(printed.json<TEventCertificate>().lastName).toBe('Lee');
  });

  it('writes the .ics file of an event in its time zone for those who may read it', async () => {
    const type = await createCatalogItem(t, admin, { name: 'Kickoff' });
    const event = await createEvent(t, admin, {
      eventTypeId: type.id,
      startDate: '2026-12-01T15:00:00Z',
      endDate: '2026-12-01T23:00:00Z',
      ianaLocationTimeZone: 'America/Chicago',
    });
    const file = await call(t, 'GET', `/api/event/CreateCalendarEvent/${event.id}`, admin);
    expect(file.headers['content-type']).toContain('text/calendar');
    expect(file.body).toContain('DTSTART;TZID=America/Chicago:20261201T090000');
    expect(file.body).toContain('BEGIN:VALARM');
    expect(
      (await call(t, 'GET', `/api/event/CreateCalendarEvent/${event.id}`, stranger)).statusCode,
    ).toBe(403);
  });
});
