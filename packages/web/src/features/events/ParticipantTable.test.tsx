import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { TParticipant } from '@portal/core';
import { createTestI18n } from '../../test/test-providers';
import { ParticipantTable } from './ParticipantTable';

const pat: TParticipant = {
  id: '00000000-0000-4000-8000-000000000001',
  appName: 'schools',
  eventId: '00000000-0000-4000-8000-000000000002',
  userAccountId: null,
  firstName: 'Pat',
  lastName: 'Participant',
  email: 'pat@example.org',
  titles: [],
  school: null,
  employerName: null,
  parentEmployerName: null,
  mobile: null,
  smsNotifications: true,
  crmAccountIds: [],
  date: '2026-11-20T12:00:00Z',
  eventStartDate: null,
  checkedIn: true,
  checkedInUTC: '2026-11-26T12:00:00Z',
  inviteSentUTC: '2026-11-20T12:00:00Z',
  checkinPath: '/ciById/00000000-0000-4000-8000-000000000001',
  schedulingType: null,
  personalizedSchedulingUrl: null,
  makeupStatus: null,
  makeupEventId: null,
  certificateAvailable: false,
  abilities: { edit: true, delete: true, checkIn: true },
};

async function renderIn(language: string) {
  const i18n = createTestI18n();
  await i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <ParticipantTable rows={[pat]} loaded />
    </I18nextProvider>,
  );
}

describe('ParticipantTable', () => {
  it('writes the invite and check-in days as the reader’s language does', async () => {
    await renderIn('de');
    expect(screen.queryByRole('cell', { name: '20.11.2026' })).not.toBeNull();
    expect(screen.queryByRole('cell', { name: '26.11.2026' })).not.toBeNull();
  });

  it('writes them the American way in en-us', async () => {
    await renderIn('en-us');
    expect(screen.queryByRole('cell', { name: 'Nov 20, 2026' })).not.toBeNull();
  });
});
