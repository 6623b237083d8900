import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalContext } from '../../app/portal-context';
import { testApi, testBrand, testConfig } from '../../test/render-app';
import { createTestI18n } from '../../test/test-providers';
import { participantFixture as pat } from './participant.fixture';
import { ParticipantTable } from './ParticipantTable';

async function renderIn(language: string, features: Record<string, boolean> = {}) {
  const i18n = createTestI18n();
  await i18n.changeLanguage(language);
  const portal = {
    brand: testBrand,
    version: '1',
    config: testConfig({ features }),
    api: testApi(vi.fn()),
  };
  render(
    <PortalContext.Provider value={portal}>
      <I18nextProvider i18n={i18n}>
        <ParticipantTable rows={[pat]} loaded />
      </I18nextProvider>
    </PortalContext.Provider>,
  );
}

afterEach(cleanup);

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

  it('shows no check-in column where the brand has eventAttendance off', async () => {
    await renderIn('en-us', { eventAttendance: false });
    expect(screen.queryByRole('cell', { name: 'Nov 20, 2026' })).not.toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Checked in' })).toBeNull();
    expect(screen.queryByRole('cell', { name: 'Nov 26, 2026' })).toBeNull();
  });
});
