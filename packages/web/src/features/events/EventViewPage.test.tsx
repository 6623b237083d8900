import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ZEventSave, type TEvent } from '@portal/core';
import { clearToasts, renderApp, testApi, testConfig, testSession } from '../../test/render-app';
import { newEventSave } from './event-draft';

const EVENT_ID = '2c1f0b63-8a4d-4e3f-8b72-4d6e8f0a2b3c';
const LINK = 'https://meet.example/kickoff';
const event = {
  ...ZEventSave.parse({
    ...newEventSave('UTC'),
    eventTypeId: '1b0e9a52-7f3c-4d2e-9a61-3c5d7e9f1a2b',
    description: 'Kickoff',
    virtualConferenceUrl: LINK,
  }),
  id: EVENT_ID,
  version: 1,
  eventCode: 'ACDEFGHJ',
  checkinPath: '/ci/ACDEFGHJ',
  participantCount: 5,
  computedCheckedInCount: 3,
  attendenceStatus: 'none',
  attendenceCount: 0,
  crmAccounts: [],
  abilities: { edit: true, checkInOthers: true, registered: false },
} as unknown as TEvent;

const LOADING = { timeout: 15_000 };

afterEach(() => {
  cleanup();
  clearToasts();
});

/** The event's page for its admin, on its summary tab when asked. */
async function openEvent(features: Record<string, boolean>) {
  const api = testApi(async (path) =>
    path === `/api/event/${EVENT_ID}` ? event : { count: 0, data: [] },
  );
  renderApp([`/event/view/${EVENT_ID}`], {
    session: testSession(['eventAdmin']),
    api,
    config: testConfig({ features }),
  });
  expect(await screen.findByText('Event code', undefined, LOADING)).toBeTruthy();
}

const summary = () => fireEvent.click(screen.getByRole('tab', { name: 'Summary' }));

describe('the event page and the brand flags', { timeout: 30_000 }, () => {
  it('shows the checked-in count, the attendance count and the link to join online where the brand has them on', async () => {
    await openEvent({});
    expect(screen.getByText('3 of 5 checked in')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Attendance count' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Checked in' })).toBeTruthy();
    summary();
    expect(await screen.findByText('Attendance')).toBeTruthy();
    expect(screen.getByRole('link', { name: LINK })).toBeTruthy();
  });

  it('shows none of them where the brand has eventAttendance and virtualEvents off', async () => {
    await openEvent({ eventAttendance: false, virtualEvents: false });
    expect(screen.queryByText('3 of 5 checked in')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Attendance count' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Checked in' })).toBeNull();
    summary();
    expect(await screen.findByText('Registered')).toBeTruthy();
    expect(screen.queryByText('Attendance')).toBeNull();
    expect(screen.queryByRole('link', { name: LINK })).toBeNull();
  });

  it('is closed where the brand has events off', async () => {
    renderApp([`/event/view/${EVENT_ID}`], {
      session: testSession(['eventAdmin']),
      config: testConfig({ features: { events: false } }),
    });
    expect(await screen.findByText('You are not authorized to access this feature.')).toBeTruthy();
    expect(screen.queryByText('Event code')).toBeNull();
  });
});
