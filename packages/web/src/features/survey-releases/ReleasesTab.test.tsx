import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts } from '../../test/render-app';
import { ReleasesTab } from './ReleasesTab';
import { renderTab } from './render-tab';
import { DEFINITION_ID, PERSON_ID, release, releasesApi } from './survey-releases-test-data';

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

describe('the releases tab', () => {
  it('lists releases with how many completed of those invited', async () => {
    renderTab(<ReleasesTab />, releasesApi());
    expect(await screen.findByText('Spring pulse')).toBeTruthy();
    expect(screen.getByText('5 of 12')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New release' })).toBeNull();
  });

  it('offers a new release of the definition it is filtered by', async () => {
    const api = releasesApi();
    renderTab(<ReleasesTab />, api, `/survey/admin/releases?definition=${DEFINITION_ID}`);
    expect(await screen.findByText('Definition: Team pulse')).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith(
      '/api/survey/GetReleases',
      { definitionId: DEFINITION_ID },
      expect.anything(),
    );
    const start = await screen.findByRole('button', { name: 'New release' });
    await waitFor(() => expect(start.hasAttribute('disabled')).toBe(false));
    fireEvent.click(start);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the release a name.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Autumn pulse' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/api/survey/SaveRelease',
        expect.objectContaining({
          definitionId: DEFINITION_ID,
          name: 'Autumn pulse',
          reminderDays: 3,
        }),
      ),
    );
  });

  it('edits a release at its version and shows its links to copy', async () => {
    const api = releasesApi();
    renderTab(<ReleasesTab />, api);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(`${window.location.origin}/open-survey/${release.shortCode}`),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(`${window.location.origin}/public-survey/${release.shortCode}`),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy the Public link' })).toBeTruthy();
    expect(within(dialog).getByText('Group: Pulse team')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/api/survey/SaveRelease',
        expect.objectContaining({ id: release.id, version: 2, isPublic: true }),
      ),
    );
  });

  it("picks a person to target with the survey admin's own people search", async () => {
    const api = releasesApi();
    renderTab(<ReleasesTab />, api);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Add a person'), { target: { value: 'pia' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Pia Park <pia@client.example>' }));
    expect(within(dialog).getByText('Person: Pia Park <pia@client.example>')).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith(
      '/api/survey/FindReleasePeople',
      { search: 'pia' },
      expect.anything(),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/api/survey/SaveRelease',
        expect.objectContaining({
          targets: expect.arrayContaining([expect.objectContaining({ entityId: PERSON_ID })]),
        }),
      ),
    );
  });

  it('closes an open release once confirmed', async () => {
    const api = releasesApi();
    renderTab(<ReleasesTab />, api);
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(`/api/survey/CloseRelease/${release.id}`, undefined),
    );
  });
});
