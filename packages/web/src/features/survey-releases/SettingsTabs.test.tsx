import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts } from '../../test/render-app';
import { ReleaseDefaultsTab } from './ReleaseDefaultsTab';
import { ReleaseGroupsTab } from './ReleaseGroupsTab';
import { ShortUrlsTab } from './ShortUrlsTab';
import { renderTab } from './render-tab';
import { group, release, releasesApi, shortUrl } from './survey-releases-test-data';

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

describe('the release groups tab', () => {
  it('lists groups, needs a name, adds and deletes', async () => {
    const api = releasesApi();
    renderTab(<ReleaseGroupsTab />, api);
    expect(await screen.findByText('Spring term')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    expect(await screen.findByText('Give the group a name.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Autumn term' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/api/survey/SaveReleaseGroup', {
        name: 'Autumn term',
        description: '',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(api.del).toHaveBeenCalledWith(`/api/survey/DeleteReleaseGroup/${group.id}`),
    );
  });
});

describe('the short links tab', () => {
  it('lists links with their uses and makes one with parameters', async () => {
    const api = releasesApi();
    renderTab(<ShortUrlsTab />, api);
    expect(
      await screen.findByText(`${window.location.origin}/squrl/${shortUrl.code}`),
    ).toBeTruthy();
    expect(screen.getByText('4 / 30')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Release/ }));
    fireEvent.click(await screen.findByRole('option', { name: release.name }));
    fireEvent.change(screen.getByLabelText('Parameters'), { target: { value: 'grade=5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make link' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/api/survey/SaveShortUrl', {
        releaseId: release.id,
        params: { grade: '5' },
        maxUses: null,
        expiresAt: null,
      }),
    );
  });
});

describe('the release defaults tab', () => {
  it('shows the brand defaults and saves a change', async () => {
    const api = releasesApi();
    renderTab(<ReleaseDefaultsTab />, api);
    const open = await screen.findByLabelText('Open for (days)');
    fireEvent.change(open, { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('A whole number of days in the allowed range, or empty.'),
    ).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.change(open, { target: { value: '' } });
    fireEvent.click(screen.getByRole('switch', { name: /Anonymous/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/api/survey/SaveReleaseDefaults',
        expect.objectContaining({ anonymous: true, openDays: null, reminderDays: 3 }),
      ),
    );
  });
});
