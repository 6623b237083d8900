import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEvent, TEventSurveyLink } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { INTEGRATION_NOT_CONFIGURED } from './event-admin.routes';
import { createCatalogItem, createEvent, inDays } from './event-test-support';

let t: TestApp;
let admin: TestPerson;
let trainer: TestPerson;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createPerson(t, 'Admin', ['eventAdmin']);
  trainer = await createPerson(t, 'Trainer', ['trainer']);
});
afterAll(() => t.close());

describe('event administration', () => {
  it('says the outside integrations are not configured, never made-up data', async () => {
    const id = '6f1c1f7e-8e2a-4d55-9a57-6a3b3c0d9e11';
    for (const path of [
      `GetEngagementByOpportunityId/${id}`,
      `GetOpportunityNames/${id}`,
      'ProcessOnceHub',
    ]) {
      const res = await call(t, 'GET', `/api/event/${path}`, admin);
      expect(res.statusCode).toBe(501);
      expect(res.json().code).toBe(INTEGRATION_NOT_CONFIGURED);
    }
    expect((await call(t, 'GET', '/api/event/ProcessOnceHub', trainer)).statusCode).toBe(403);
  });

  it("copies the type's flags to its events, makes one invite code, and opens the survey after the start", async () => {
    const type = await createCatalogItem(t, admin, {
      name: 'Survey day',
      surveyUrl: 'https://survey.example/s',
      surveyExpirationDays: 7,
    });
    const event = await createEvent(t, admin, {
      eventTypeId: type.id,
      startDate: inDays(-1),
      includeProfile: true,
    });
    await call(t, 'POST', '/api/eventcatalog/upsert', admin, {
      ...type,
      includeTractionPlan: true,
    });
    expect(
      (await call(t, 'GET', `/api/event/SyncEventTypeToEvents/${type.id}`, admin)).json(),
    ).toEqual({ updated: 1 });
    const synced = (await call(t, 'GET', `/api/event/${event.id}`, admin)).json<TEvent>();
    expect(synced).toMatchObject({ includeProfile: false, includeTractionPlan: true });
    const code = (
      await call(t, 'GET', `/api/event/GenerateEventInviteCode/${event.id}`, admin)
    ).json().inviteCode;
    expect(code).toMatch(/^[A-Z0-9]{12}$/);
    expect(
      (await call(t, 'GET', `/api/event/GenerateEventInviteCode/${event.id}`, admin)).json()
        .inviteCode,
    ).toBe(code);
    const survey = (
      await call(t, 'GET', `/api/event/GetLatestActiveSurvey/${event.id}`, admin)
    ).json<TEventSurveyLink>();
    expect(survey).toMatchObject({ surveyUrl: 'https://survey.example/s', isOpen: true });
  });
});
