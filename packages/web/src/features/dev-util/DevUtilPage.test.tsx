import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TDevStatus } from '@portal/core';
import { renderApp, testApi, testSession } from '../../test/render-app';

const SLOW = { timeout: 30_000 };

const STATUS: TDevStatus = {
  server: {
    environment: 'staging',
    version: '1.4.0+abc12345',
    node: 'v24.1.0',
    platform: 'linux x64',
    instanceId: 'instance-1',
    startedAt: '2026-11-28T08:00:00.000Z',
    memory: { rssBytes: 180_000_000, heapUsedBytes: 90_000_000 },
  },
  database: {
    engine: 'PostgreSQL',
    version: '15.14',
    migrations: { applied: 31, latest: '0031_system_settings', pending: [] },
  },
  hub: {
    connections: 3,
    people: 2,
    byBrand: { teams: 2, schools: 1 },
    recent: [{ name: 'AppConfigUpdated', to: 'brand', at: '2026-11-28T09:00:00.000Z' }],
  },
  jobs: {
    engine: 'pg-boss',
    running: 1,
    failedLastDay: 2,
    lastFailure: {
      name: 'deliver-messages',
      at: '2026-11-28T09:30:00.000Z',
      error: 'SMTP refused',
    },
  },
  documents: { chromium: false, concurrency: 2, launches: 0, pagesOpened: 0 },
};

const open = (claims: string[]) =>
  renderApp(['/devUtil'], { session: testSession(claims), api: testApi(async () => STATUS) });

const card = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;

afterEach(cleanup);

describe('developer utilities page', SLOW, () => {
  it('shows the server, database, hub, jobs and PDF renderer, and links developers to the jobs', async () => {
    open(['developer']);
    await screen.findByRole('heading', { name: 'Server' });
    expect(within(card('Server')).getByText('1.4.0+abc12345')).toBeTruthy();
    expect(
      within(card('Server')).getByText('171.7 MB in use, 85.8 MB of it by JavaScript'),
    ).toBeTruthy();
    expect(within(card('Database')).getByText('PostgreSQL 15.14')).toBeTruthy();
    expect(
      within(card('Database')).getByText('31 applied, the latest 0031_system_settings'),
    ).toBeTruthy();
    expect(
      within(card('Real-time hub')).getByText('Tandem Teams: 2 and Brightpath Schools: 1'),
    ).toBeTruthy();
    expect(within(card('Real-time hub')).getByText(/^AppConfigUpdated to a brand, /)).toBeTruthy();
    expect(within(card('Background jobs')).getByText('pg-boss on PostgreSQL')).toBeTruthy();
    expect(
      within(card('Background jobs')).getByText(/deliver-messages, .*: SMTP refused/),
    ).toBeTruthy();
    expect(
      within(card('PDF renderer')).getByText('Not found: PDFs cannot be printed'),
    ).toBeTruthy();
    expect(
      within(card('Background jobs'))
        .getByRole('link', { name: 'Open the jobs page' })
        .getAttribute('href'),
    ).toBe('/jobs');
  });

  it('offers no jobs link to a security admin, who may not open the jobs page', async () => {
    open(['securityAdmin']);
    await screen.findByRole('heading', { name: 'Background jobs' });
    expect(screen.queryByRole('link', { name: 'Open the jobs page' })).toBeNull();
  });
});
