import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testSession } from '../../test/render-app';
import { grace, participantRole, roles, userPage } from '../../test/security-data';

const admin = testSession(['securityAdmin']);
const LOADING = { timeout: 8000 };
/** Tests on a busy machine: rendering the app and loading a page's code take seconds. */
const SLOW = { timeout: 30_000 };
type Send = (path: string, body?: unknown) => Promise<unknown>;

function rolesApi(send: Send = async () => true) {
  return testApi(async (path) => {
    if (path === '/api/auth/roles') return roles;
    if (path === `/api/auth/roles/${participantRole.id}`) return participantRole;
    if (path === '/api/auth/byrole/Participant') return userPage(grace);
    if (path === '/api/auth/claims') return ['tractionPlan'];
    if (path === '/api/auth/allclaims') {
      return [{ claimType: 'eventType', claimValue: 'work shop', userCount: 2 }];
    }
    throw new ApiError(404, 'No such call.');
  }, send);
}

const dialog = () => screen.findByRole('dialog');

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

describe('roles page', SLOW, () => {
  it('lists the roles with their user counts, linked to the role and its users', async () => {
    renderApp(['/roles'], { session: admin, api: rolesApi() });
    const role = await screen.findByRole('link', { name: 'Participant' }, LOADING);
    expect(role.getAttribute('href')).toBe(`/roles/view/${participantRole.id}`);
    expect(screen.getByRole('link', { name: '12 users' }).getAttribute('href')).toBe(
      '/users/role/Participant',
    );
    expect(screen.getByRole('link', { name: '1 user' })).toBeTruthy();
    // The page links the tools that change many users (the drawer does too).
    const page = screen.getByRole('heading', { name: 'Roles', level: 2 }).closest('.MuiPaper-root');
    const tools = within(page as HTMLElement).getByRole('link', { name: 'Security utilities' });
    expect(tools.getAttribute('href')).toBe('/secUtil');
    const inUse = await screen.findByRole('table', { name: 'Claims in use' });
    expect(within(inUse).getByRole('link', { name: '2 users' }).getAttribute('href')).toBe(
      '/users/claim/eventType/work%20shop',
    );
  });

  it('creates a role, refusing an empty name', async () => {
    const send = vi.fn<Send>(async () => participantRole);
    renderApp(['/roles'], { session: admin, api: rolesApi(send) });
    fireEvent.click(await screen.findByRole('button', { name: 'New role' }, LOADING));
    const form = await dialog();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Enter a name of 1 to 100 characters.')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: /Role name/ }), {
      target: { value: ' Mentor ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith('/api/auth/roles', { name: 'Mentor' }));
    expect(await screen.findByText('The role Mentor was saved.')).toBeTruthy();
  });

  it('deletes a role only after the admin confirms', async () => {
    const send = vi.fn<Send>(async () => true);
    renderApp(['/roles'], { session: admin, api: rolesApi(send) });
    await screen.findByRole('link', { name: 'Participant' }, LOADING);
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[1] as HTMLElement);
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'No' }));
    expect(send).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[1] as HTMLElement);
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(`/api/auth/roles/${roles[1]?.id}`));
  });

  it('shows a role with its claims and users, and removes a claim from it', async () => {
    const send = vi.fn<Send>(async () => true);
    renderApp([`/roles/view/${participantRole.id}`], { session: admin, api: rolesApi(send) });
    expect(await screen.findByText('Role Participant', {}, LOADING)).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Grace/ })).toBeTruthy();
    const claims = screen.getByRole('table', { name: 'Claims of this role' });
    fireEvent.click(within(claims).getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith('/api/auth/roles/removeclaim', {
        roleId: participantRole.id,
        claimType: 'tractionPlan',
        claimValue: 'true',
      }),
    );
  });
});
