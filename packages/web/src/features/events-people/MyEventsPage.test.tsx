import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_ACCOUNT_ID_CLAIM, type TParticipantWithEvent } from '@portal/core';
import { clearToasts, renderApp, testApi, testConfig, testSession } from '../../test/render-app';
import { participantFixture } from '../events/participant.fixture';

const UA = '0d8f6a52-3f7c-4f55-9f63-0d5a2d1f7a11';
const OTHER = '7a1e2b3c-4d5e-4f60-8a71-b2c3d4e5f607';
const session = {
  ...testSession(['participant']),
  claims: [{ type: USER_ACCOUNT_ID_CLAIM, value: UA }],
};
const registration: TParticipantWithEvent = {
  ...participantFixture,
  userAccountId: UA,
  checkedIn: false,
  checkedInUTC: null,
  event: {
    id: participantFixture.eventId,
    description: 'Kickoff',
    eventTypeId: '1b0e9a52-7f3c-4d2e-9a61-3c5d7e9f1a2b',
    eventTypeName: 'Kickoff',
    category: null,
    startDate: '2099-01-10T15:00:00Z',
    endDate: '2099-01-10T17:00:00Z',
    ianaLocationTimeZone: 'UTC',
    location: null,
    virtualConferenceUrl: 'https://meet.example/kickoff',
    trainer: null,
    trainerEmail: null,
    archived: false,
  },
};
const LOADING = { timeout: 15_000 };

afterEach(() => {
  cleanup();
  clearToasts();
});

/** My events at `path`: the person's registration, another person's share code, no open event. */
function openMyEvents(path: string, features: Record<string, boolean> = {}) {
  const api = testApi(
    async (url) =>
      url.includes('/GetByShareCode/')
        ? { id: OTHER, firstName: 'Sam', lastName: 'Lee', dataImageUrl: null }
        : [registration],
    async () => [],
  );
  renderApp([path], { session, api, config: testConfig({ features }) });
  return api;
}

describe('my events and the brand flags', { timeout: 30_000 }, () => {
  it('offers self-registration, the link to join online and share codes where the brand has them on', async () => {
    openMyEvents('/myevents');
    expect(await screen.findByRole('heading', { name: 'Kickoff' }, LOADING)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join online' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Open for registration' })).toBeTruthy();
    cleanup();
    openMyEvents('/myevents/SHARE123');
    expect(await screen.findByRole('heading', { name: 'Events of Sam Lee' }, LOADING)).toBeTruthy();
  });

  it('offers neither self-registration nor the link to join online where the brand has them off', async () => {
    const api = openMyEvents('/myevents', { selfRegistration: false, virtualEvents: false });
    expect(await screen.findByRole('heading', { name: 'Kickoff' }, LOADING)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Join online' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Open for registration' })).toBeNull();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('refuses a share code where the brand has shareCodes off, without asking the server', async () => {
    const api = openMyEvents('/myevents/SHARE123', { shareCodes: false });
    expect(
      await screen.findByText('You are not authorized to access this feature.', undefined, LOADING),
    ).toBeTruthy();
    const paths = vi.mocked(api.get).mock.calls.map(([path]) => path);
    expect(paths.some((path) => path.includes('GetByShareCode'))).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Events of Sam Lee' })).toBeNull();
  });
});
