import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TContent, TContentVersionInfo } from '@portal/core';
import { ApiError } from '../../api/api-error';
import type { ApiClient } from '../../api/client';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testConfig, testSession } from '../../test/render-app';

const groupId = '0b6f4a52-6a0e-4a57-9c0e-2d1f7a10c3b1';
const item: TContent = {
  id: '8f5c8a1e-3f1d-4f4e-9a57-1d2b3c4d5e6f',
  entityType: 'Content',
  title: 'Welcome',
  summary: '',
  sections: [{ id: 't1', type: 'title', data: { text: 'Glad you are here' } }],
  unknownSectionTypes: [],
  isPublic: false,
  paramTypes: [],
  videoUrl: null,
  tags: [],
  version: 2,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
};
const LOAD = { timeout: 10_000 };
const editor = testSession(['contentEditor']);
const url = `/admin/resources/content/${item.id}?group=${groupId}`;

/** The API as the editor's calls meet it: the item as `stored()` says, saves by `save`. */
function editorApi(stored: () => TContent, save: (body: unknown) => Promise<unknown>) {
  const api = testApi(async (path) => {
    if (path === `/api/resourcegroup/GetContentVersions/${item.id}`) {
      const versions: TContentVersionInfo[] = [
        {
          version: 1,
          title: 'First',
          savedAt: item.createdAt,
          savedByName: 'Ada',
          autosaved: false,
        },
      ];
      return versions;
    }
    throw new ApiError(404, 'No such call.');
  });
  api.request = vi.fn(async (_method: string, path: string) => {
    if (path === '/api/resourcegroup/getallcontentsbyids') return [stored()];
    throw new ApiError(404, 'No such call.');
  }) as unknown as ApiClient['request'];
  api.post = vi.fn(async (path: string, body?: unknown) => {
    if (path === '/api/resourcegroup/getallcontentsbyids') return [stored()];
    if (path.startsWith('/api/resourcegroup/upsertContent/')) return save(body);
    if (path.startsWith(`/api/resourcegroup/RestoreContentVersion/${item.id}/1`)) {
      return { ...stored(), title: 'First', version: stored().version + 1 };
    }
    throw new ApiError(404, 'No such call.');
  }) as unknown as ApiClient['post'];
  return api;
}

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

describe('content editor', () => {
  it(
    'saves over the version loaded; a stale save offers their version, which replaces the edits',
    { timeout: 30_000 },
    async () => {
      let stored = item;
      const saves: unknown[] = [];
      const api = editorApi(
        () => stored,
        async (body) => {
          saves.push(body);
          stored = { ...item, title: 'Theirs', version: 3 };
          throw new ApiError(409, 'The content item was changed since you opened it.');
        },
      );
      renderApp([url], { session: editor, api });
      const title = await screen.findByRole('textbox', { name: 'Title' }, LOAD);
      fireEvent.change(title, { target: { value: 'Mine' } });
      expect(screen.getByText('Changes not saved yet')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByText(/Someone saved this item after you opened it/, undefined, LOAD);
      expect(saves[0]).toMatchObject({ id: item.id, version: 2, title: 'Mine', autosave: false });

      fireEvent.click(screen.getByRole('button', { name: 'Load their version' }));
      await waitFor(() =>
        expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe(
          'Theirs',
        ),
      );
      expect(screen.queryByText('Changes not saved yet')).toBeNull();
    },
  );

  it(
    'restores a saved version after asking, over the version held',
    { timeout: 30_000 },
    async () => {
      const api = editorApi(
        () => item,
        async () => item,
      );
      renderApp([url], { session: editor, api });
      fireEvent.click(await screen.findByRole('button', { name: 'Versions' }, LOAD));
      fireEvent.click(await screen.findByText('Version 1: First', undefined, LOAD));
      fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
      await waitFor(() =>
        expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe(
          'First',
        ),
      );
      expect(api.post).toHaveBeenCalledWith(
        `/api/resourcegroup/RestoreContentVersion/${item.id}/1`,
        { currentVersion: 2 },
      );
    },
  );

  it(
    'offers related content among the sections only where the brand has it on',
    { timeout: 30_000 },
    async () => {
      const api = () =>
        editorApi(
          () => item,
          async () => item,
        );
      const addMenu = async () => {
        fireEvent.click(await screen.findByRole('button', { name: 'Add a section' }, LOAD));
        return screen.findByRole('menu');
      };
      renderApp([url], { session: editor, api: api() });
      expect(
        within(await addMenu()).getByRole('menuitem', { name: 'Related content' }),
      ).toBeTruthy();
      cleanup();
      queryClient.clear();
      const config = testConfig({ features: { relatedContent: false } });
      renderApp([url], { session: editor, api: api(), config });
      const menu = await addMenu();
      expect(within(menu).getByRole('menuitem', { name: 'Attachments' })).toBeTruthy();
      expect(within(menu).queryByRole('menuitem', { name: 'Related content' })).toBeNull();
    },
  );
});
