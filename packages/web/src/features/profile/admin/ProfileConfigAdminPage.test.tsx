import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProfileConfig, ProfileDefinition, ReportFormat } from '@portal/core';
import { ApiError } from '../../../api/api-error';
import { queryClient } from '../../../app/QueryRoot';
import { renderApp, testApi, testConfig, testSession } from '../../../test/render-app';

const LOADING = { timeout: 8000 };
/** Tests on a busy machine: rendering the app and loading a page's code take seconds. */
const SLOW = { timeout: 30_000 };
const stamp = { appName: 'profile', isDefault: true, updatedUTC: '2026-01-05T10:00:00Z' };

const definition: ProfileDefinition = {
  ...stamp,
  id: '5b0c7d5e-8d0a-4a53-9d6e-3f1a1c2b4d01',
  code: 'standard',
  name: 'Standard profile',
  scales: [],
};
const format: ReportFormat = {
  ...stamp,
  id: '5b0c7d5e-8d0a-4a53-9d6e-3f1a1c2b4d02',
  name: 'Standard format',
  profileDefinitionId: definition.id,
  targets: [],
  minGroupSize: 3,
  showManagerByName: false,
  topConstraintCount: 3,
  strengthCount: 3,
};
const config: ProfileConfig = {
  ...stamp,
  id: '5b0c7d5e-8d0a-4a53-9d6e-3f1a1c2b4d03',
  name: 'Leadership 360',
  profileDefinitionId: definition.id,
  reportFormatId: format.id,
  selfOnly: false,
  releaseDate: null,
  minDescribers: 3,
  requireCheckIn: false,
  isSelfRequired: true,
  reminderIntervalDays: 3,
  maxReminders: 3,
  surveyExpiryDays: 60,
};

/** The three lists of the page; the report formats arrive when `formatsArrive` is called. */
function configApi() {
  let formatsArrive: () => void = () => undefined;
  const formats = new Promise<ReportFormat[]>((resolve) => {
    formatsArrive = () => resolve([format]);
  });
  const api = testApi(async (path) => {
    if (path === '/api/profilereportconfiguration') return [config];
    if (path === '/api/profiledefinition') return [definition];
    if (path === '/api/profilereportformat') return formats;
    throw new ApiError(404, 'No such call.');
  });
  return { api, formatsArrive };
}

afterEach(() => {
  cleanup();
  queryClient.clear();
});

describe('profile configurations page', SLOW, () => {
  it('shows it is loading until its lists are in, then the page with its button usable', async () => {
    const { api, formatsArrive } = configApi();
    renderApp(['/profileconfig/admin'], { session: testSession(['eventAdmin']), api });
    await waitFor(
      () =>
        expect(api.get).toHaveBeenCalledWith(
          '/api/profilereportformat',
          undefined,
          expect.anything(),
        ),
      LOADING,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New configuration' })).toBeNull();
    formatsArrive();
    const create = await screen.findByRole('button', { name: 'New configuration' }, LOADING);
    expect(create.hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('cell', { name: 'Standard format' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  /** The page afresh for an event admin of a brand with these flags, its formats arrived. */
  const openWith = (features: Record<string, boolean>) => {
    cleanup();
    queryClient.clear();
    const { api, formatsArrive } = configApi();
    const session = testSession(['eventAdmin']);
    renderApp(['/profileconfig/admin'], { session, api, config: testConfig({ features }) });
    formatsArrive();
  };

  it('asks for the reminders only where the brand has describerReminders on', async () => {
    const open = async (features: Record<string, boolean>) => {
      openWith(features);
      fireEvent.click(await screen.findByRole('button', { name: 'New configuration' }, LOADING));
      await screen.findByRole('dialog');
      return ['Days between reminders', 'Reminders at most'].map((name) =>
        screen.queryByRole('spinbutton', { name }),
      );
    };
    expect((await open({})).every(Boolean)).toBe(true);
    expect(await open({ describerReminders: false })).toEqual([null, null]);
  });

  it('offers the CSV export only where the brand has csvExport on', async () => {
    const exportButton = async (features: Record<string, boolean>) => {
      openWith(features);
      await screen.findByRole('cell', { name: 'Standard format' }, LOADING);
      return screen.queryByRole('button', { name: 'Export' });
    };
    expect(await exportButton({})).toBeTruthy();
    expect(await exportButton({ csvExport: false })).toBeNull();
  });
});
