import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TManagedContentFile } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testConfig, testSession } from '../../test/render-app';

const LOAD = { timeout: 10_000 };
const admin = testSession(['resourceGroupAdmin']);
const config = testConfig({ features: { resourceGroup: true } });

const logo: TManagedContentFile = {
  id: '5a1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  kind: 'image',
  name: 'logo.png',
  size: 2048,
  contentType: 'image/png',
  createdAt: '2026-11-27T10:00:00.000Z',
  url: '/files/content/5a1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d?b=profile&s=k.sig',
  uploadedBy: 'Edie Tester',
  usedBy: [{ id: '7b1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', title: 'Welcome page' }],
};
const loose: TManagedContentFile = {
  ...logo,
  id: '6b1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'old-banner.png',
  url: '/files/content/6b1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d?b=profile&s=k.sig',
  usedBy: [],
};

const brochure: TManagedContentFile = {
  ...logo,
  id: '8c1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  kind: 'common',
  name: 'brochure.pdf',
  contentType: 'application/pdf',
  url: '/files/content/8c1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d?b=profile&s=k.sig',
  usedBy: [
    { id: '9d1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', title: 'home', page: true },
    { id: 'ad1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', title: 'Welcome (de)', template: true },
  ],
};

function filesApi() {
  const api = testApi(async (path, query) => {
    if (path === '/api/resourcegroup/files') {
      return (query as { kind?: string } | undefined)?.kind === 'common'
        ? { count: 1, data: [brochure] }
        : { count: 2, data: [logo, loose] };
    }
    if (path === `/api/resourcegroup/files/${brochure.id}`) return brochure;
    if (path === `/api/resourcegroup/files/${logo.id}`) return logo;
    if (path === `/api/resourcegroup/files/${loose.id}`) return loose;
    throw new ApiError(404, 'No such call.');
  });
  api.post = vi.fn(async () => ({ ...loose, name: 'banner-2025.png' })) as never;
  api.del = vi.fn(async () => true) as never;
  return api;
}

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

describe('file manager', () => {
  it(
    'lists a type’s files with uploader and uses; other types say where they are managed',
    { timeout: 30_000 },
    async () => {
      const api = filesApi();
      const { router } = renderApp(['/admin/fileManager'], { session: admin, api, config });
      expect(await screen.findByText('logo.png', undefined, LOAD)).toBeTruthy();
      expect(vi.mocked(api.get)).toHaveBeenCalledWith(
        '/api/resourcegroup/files',
        expect.objectContaining({ kind: 'image', page: 1 }),
        expect.anything(),
      );
      expect(screen.getByText('Welcome page')).toBeTruthy();
      expect(screen.getByText('Not used')).toBeTruthy();
      expect(screen.getAllByText('Edie Tester')).toHaveLength(2);
      expect(screen.getByRole('link', { name: 'logo.png' }).getAttribute('href')).toBe(
        `/admin/fileEditor/contentImage/${logo.id}`,
      );

      fireEvent.click(screen.getByRole('tab', { name: 'Note attachments' }));
      expect(await screen.findByText(/belong to their notes/)).toBeTruthy();
      expect(router.state.location.pathname).toBe('/admin/fileManager/noteAttachment');
    },
  );

  it(
    'lists common attachments and gives each its public address, naming the pages and templates that link it',
    { timeout: 30_000 },
    async () => {
      renderApp(['/admin/fileManager/commonAttachment'], {
        session: admin,
        api: filesApi(),
        config,
      });
      expect(
        await screen.findByText(/anyone can download by their address/, undefined, LOAD),
      ).toBeTruthy();
      expect(await screen.findByText('Page: home, Message template: Welcome (de)')).toBeTruthy();
      fireEvent.click(screen.getByRole('link', { name: 'brochure.pdf' }));
      const address = await screen.findByLabelText('Public address', undefined, LOAD);
      expect((address as HTMLInputElement).value).toBe(
        `${window.location.origin}/files/common/profile/${brochure.id}`,
      );
      expect(screen.getByText('Page: home')).toBeTruthy();
      expect(screen.queryByText(/It is removed a day after/)).toBeNull();
      expect(screen.getByRole('button', { name: 'Delete the file' }).hasAttribute('disabled')).toBe(
        true,
      );
    },
  );

  it(
    'keeps a used file: its items are named and it cannot be deleted',
    { timeout: 30_000 },
    async () => {
      renderApp([`/admin/fileEditor/contentImage/${logo.id}`], {
        session: admin,
        api: filesApi(),
        config,
      });
      expect(await screen.findByRole('heading', { name: 'logo.png' }, LOAD)).toBeTruthy();
      expect(screen.getByText('Welcome page')).toBeTruthy();
      expect(screen.getByRole('img', { name: 'logo.png' }).getAttribute('src')).toBe(logo.url);
      const remove = screen.getByRole('button', { name: 'Delete the file' });
      expect(remove.hasAttribute('disabled')).toBe(true);
    },
  );

  it(
    'renames and deletes an unused file, then goes back to the list',
    { timeout: 30_000 },
    async () => {
      const api = filesApi();
      const { router } = renderApp([`/admin/fileEditor/contentImage/${loose.id}`], {
        session: admin,
        api,
        config,
      });
      const name = await screen.findByLabelText(/^Name/, undefined, LOAD);
      fireEvent.change(name, { target: { value: 'banner-2025.png' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save the name' }));
      await waitFor(() =>
        expect(api.post).toHaveBeenCalledWith(`/api/resourcegroup/files/${loose.id}/rename`, {
          name: 'banner-2025.png',
        }),
      );

      fireEvent.click(screen.getByRole('button', { name: 'Delete the file' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
      await waitFor(() =>
        expect(api.del).toHaveBeenCalledWith(`/api/resourcegroup/files/${loose.id}`),
      );
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/admin/fileManager/contentImage'),
      );
    },
  );
});
