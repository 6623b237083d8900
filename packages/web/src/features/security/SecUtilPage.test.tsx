import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testConfig, testSession } from '../../test/render-app';
import { grace, roles, userPage } from '../../test/security-data';

const admin = testSession(['securityAdmin']);
const LOADING = { timeout: 8000 };
/** Tests on a busy machine: rendering the app and loading a page's code take seconds. */
const SLOW = { timeout: 30_000 };
type Send = (path: string, body?: unknown) => Promise<unknown>;

/** The user search finds grace for any part of her address, nobody for anything else. */
function utilitiesApi(send: Send = async () => ({ count: 1 })) {
  return testApi(async (path, query) => {
    if (path === '/api/auth/roles') return roles;
    if (path === '/api/auth/RoleUserCount/Participant') return 12;
    if (path === '/api/auth/users') {
      const search = (query as { search?: string }).search ?? '';
      return grace.email.includes(search) ? userPage(grace) : userPage();
    }
    throw new ApiError(404, 'No such call.');
  }, send);
}

const open = async (send?: Send, features: Record<string, boolean> = {}) => {
  const config = testConfig({ features });
  renderApp(['/secUtil'], { session: admin, api: utilitiesApi(send), config });
  return screen.findByRole('heading', { name: 'Give a claim to many users' }, LOADING);
};
/** The surface (section) of the page under the given heading. */
const section = (heading: string) =>
  screen.getByRole('heading', { name: heading }).closest('.MuiPaper-root') as HTMLElement;
const type = (container: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(container).getByRole('textbox', { name: label }), {
    target: { value },
  });
const dialog = () => screen.findByRole('dialog');

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

describe('security utilities page', SLOW, () => {
  it('replaces a role across users after a confirm naming how many, and toasts the count', async () => {
    const send = vi.fn<Send>(async () => ({ count: 12 }));
    await open(send);
    const pick = async (label: string, option: string) => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
      fireEvent.click(await screen.findByRole('option', { name: option }));
    };
    await pick('Role to replace', 'Participant');
    await pick('Replace with', 'Coach');
    fireEvent.click(screen.getByRole('button', { name: 'Replace a role' }));
    const confirm = await dialog();
    expect(within(confirm).getByText(/Users affected: 12\./)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith('/api/auth/ReplaceRole', {
        fromRole: 'Participant',
        toRole: 'Coach',
      }),
    );
    expect(await screen.findByText('12 users changed.')).toBeTruthy();
  });

  it('gives a claim and a role to the users of pasted addresses, leaving out unknown ones', async () => {
    const send = vi.fn<Send>(async () => ({ count: 1 }));
    await open(send);
    const tool = section('Give a claim to many users');
    type(tool, /Claim type/, 'eventType');
    type(tool, /Value/, 'workshop');
    fireEvent.mouseDown(within(tool).getByRole('combobox', { name: 'Role (optional)' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Coach' }));
    type(
      tool,
      /E-mail addresses/,
      'Grace.Hopper@example.org, nobody@example.org\nhopper@example.org',
    );
    fireEvent.click(within(tool).getByRole('button', { name: 'Give the claim' }));
    const confirm = await dialog();
    expect(
      within(confirm).getByText(
        'Give the claim eventType = workshop and the role Coach to these users? Users affected: 1. Addresses without a user, left out: 2.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith('/api/auth/UpsertClaimToUsersWithValue', {
        claimType: 'eventType',
        claimValue: 'workshop',
        roleName: 'Coach',
        userIds: [grace.id],
      }),
    );
    expect(await screen.findByText('1 user changed.')).toBeTruthy();
    const unknown = within(tool).getByRole('list', { name: /left out/ });
    expect(
      within(unknown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['nobody@example.org', 'hopper@example.org']);
  });

  it('sends nothing when no pasted address belongs to a user', async () => {
    const send = vi.fn<Send>();
    await open(send);
    const tool = section('Assign the profile V2 claim');
    type(tool, /E-mail addresses/, 'nobody@example.org; not-an-address');
    fireEvent.click(within(tool).getByRole('button', { name: 'Assign profile V2' }));
    const unknown = await within(tool).findByRole('list', { name: /left out/ });
    expect(within(unknown).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('assigns the profile V2 claim and shows the error the server answers', async () => {
    const send = vi.fn<Send>(async () => {
      throw new ApiError(500, 'The server failed.', 'ref-42');
    });
    await open(send);
    const tool = section('Assign the profile V2 claim');
    type(tool, /E-mail addresses/, 'grace.hopper@example.org');
    fireEvent.click(within(tool).getByRole('button', { name: 'Assign profile V2' }));
    const confirm = await dialog();
    expect(within(confirm).getByText(/profileV2 = true .* Users affected: 1\.$/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(/The server failed\./)).toBeTruthy();
    expect(send).toHaveBeenCalledWith('/api/auth/AssignProfileV2Claim', { userIds: [grace.id] });
  });

  it('assigns and removes the cohort account admin role of one user after a confirm', async () => {
    const send = vi.fn<Send>(async () => true);
    await open(send);
    const tool = section('Cohort account admin');
    type(tool, /E-mail address/, 'nobody@example.org');
    fireEvent.click(within(tool).getByRole('button', { name: 'Assign' }));
    expect(await within(tool).findByText('No user has this e-mail address.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    type(tool, /E-mail address/, grace.email);
    fireEvent.click(within(tool).getByRole('button', { name: 'Remove' }));
    const refused = await dialog();
    expect(within(refused).getByText(`Remove the cohort account admin role from ${grace.email}?`));
    fireEvent.click(within(refused).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(send).not.toHaveBeenCalled();

    fireEvent.click(within(tool).getByRole('button', { name: 'Assign' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith('/api/auth/AssignCohortAccountAdminRole', {
        userId: grace.id,
      }),
    );
    expect(await screen.findByText(`${grace.email} is now a cohort account admin.`)).toBeTruthy();
  });

  it('offers no cohort account admin tool where the brand has cohorts off', async () => {
    await open(undefined, { cohorts: false });
    expect(screen.getByRole('heading', { name: 'Give a claim to many users' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Cohort account admin' })).toBeNull();
  });
});
