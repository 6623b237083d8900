import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSurveyDefinition, TSurveyDefinitionSummary } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testSession } from '../../test/render-app';

const LOAD = { timeout: 10_000 };
const admin = testSession(['surveyAdmin']);
const pulse: TSurveyDefinitionSummary = {
  id: '3b1f0c2e-7d4a-4e8b-9f10-2a3b4c5d6e7f',
  name: 'Team pulse',
  version: 3,
  archived: false,
  updatedAt: '2026-11-20T09:00:00.000Z',
  releaseCount: 2,
};
const old: TSurveyDefinitionSummary = {
  ...pulse,
  id: '4c2f1d3e-8e5b-4f9c-8a21-3b4c5d6e7f80',
  name: 'Old climate',
  archived: true,
};
const definition: TSurveyDefinition = {
  ...pulse,
  body: {
    title: 'Pulse',
    pages: [{ name: 'page1', elements: [{ type: 'comment', name: 'notes', title: 'Anything?' }] }],
  },
  versions: [
    { version: 3, savedAt: pulse.updatedAt, savedByName: 'Ada Tester' },
    { version: 2, savedAt: pulse.updatedAt, savedByName: null },
    { version: 1, savedAt: pulse.updatedAt, savedByName: 'Ada Tester' },
  ],
};

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

function listApi() {
  return testApi(
    async (path, query) => {
      if (path === '/api/survey/GetDefinitions') {
        const { archived } = query as { archived: boolean };
        return archived ? [pulse, old] : [pulse];
      }
      if (path === `/api/survey/GetDefinition/${pulse.id}`) return definition;
      if (path.startsWith(`/api/survey/GetDefinitionVersion/${pulse.id}/`)) {
        return {
          ...definition.versions[0],
          definitionId: pulse.id,
          name: pulse.name,
          body: definition.body,
        };
      }
      throw new ApiError(404, 'No such call.');
    },
    async (path) => {
      if (path === `/api/survey/ArchiveDefinition/${pulse.id}`)
        return { ...definition, archived: true };
      if (path === `/api/survey/CopyDefinition/${pulse.id}`)
        return { ...definition, name: 'Copy of Team pulse' };
      throw new ApiError(404, 'No such call.');
    },
  );
}

describe('survey admin', () => {
  it(
    'lists definitions, archived ones on request, and archives and copies',
    { timeout: 30_000 },
    async () => {
      const api = listApi();
      renderApp(['/survey/admin'], { session: admin, api });
      const row = (await screen.findByRole('link', { name: 'Team pulse' }, LOAD)).closest('tr');
      if (!row) throw new Error('The definition has a row');
      expect(within(row).getByText('2')).toBeTruthy();
      expect(screen.queryByText('Old climate')).toBeNull();
      fireEvent.click(screen.getByRole('switch', { name: 'Show archived' }));
      expect(await screen.findByText('Old climate', undefined, LOAD)).toBeTruthy();
      expect(screen.getByText('Archived')).toBeTruthy();

      fireEvent.click(within(row).getByRole('button', { name: 'Archive' }));
      await screen.findByText('“Team pulse” is archived.', undefined, LOAD);
      fireEvent.click(within(row).getByRole('button', { name: 'Copy' }));
      await screen.findByText('Copied as “Copy of Team pulse”.', undefined, LOAD);
      expect(api.post).toHaveBeenCalledWith(`/api/survey/CopyDefinition/${pulse.id}`, undefined);
    },
  );

  it('searches by text', { timeout: 30_000 }, async () => {
    const api = listApi();
    renderApp(['/survey/admin/definitions'], { session: admin, api });
    fireEvent.change(
      await screen.findByRole('searchbox', { name: 'Search by name or title' }, LOAD),
      {
        target: { value: 'pulse' },
      },
    );
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith(
        '/api/survey/GetDefinitions',
        { search: 'pulse', archived: false },
        expect.anything(),
      ),
    );
  });

  it('shows a definition’s versions and one of them read-only', { timeout: 30_000 }, async () => {
    renderApp([`/survey/admin/definitionDetails?definition=${pulse.id}`], {
      session: admin,
      api: listApi(),
    });
    expect(await screen.findByText('Version 3: Pulse', undefined, LOAD)).toBeTruthy();
    expect(screen.getByText('1. Anything?')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Show version/ })).toHaveLength(3);
  });

  it('keeps the page from people who are not survey staff', { timeout: 30_000 }, async () => {
    const api = listApi();
    renderApp(['/survey/admin'], { session: testSession(['participant']), api });
    await waitFor(() => expect(screen.queryByRole('tab')).toBeNull());
    expect(vi.mocked(api.get).mock.calls.some(([path]) => path.startsWith('/api/survey'))).toBe(
      false,
    );
  });
});
