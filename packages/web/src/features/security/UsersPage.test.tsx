import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testSession } from '../../test/render-app';
import { grace, lockedUser, roles, userPage } from '../../test/security-data';

const admin = testSession(['securityAdmin']);
/** The first page of a test file loads its code first, which takes a while on a busy machine. */
const LOADING = { timeout: 8000 };
/** Tests on a busy machine: rendering the app and loading a page's code take seconds. */
const SLOW = { timeout: 30_000 };

function usersApi() {
  return testApi(async (path) => {
    if (path === '/api/auth/users') return userPage(grace, lockedUser);
    if (path === '/api/auth/byrole/Participant') return userPage(grace);
    if (path === '/api/auth/byclaim/eventType/workshop') return userPage(grace);
    if (path === '/api/auth/roles') return roles;
    throw new ApiError(404, 'No such call.');
  });
}

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

describe('users page', SLOW, () => {
  it('lists the users by last name, their names as text, with their lock state and links', async () => {
    const api = usersApi();
    renderApp(['/users'], { session: admin, api });
    const name = await screen.findByRole('link', { name: /Grace/ }, LOADING);
    expect(name.textContent).toBe(`${grace.firstName} ${grace.lastName}`);
    expect(document.querySelector('main b, main script')).toBeNull();
    expect(name.getAttribute('href')).toBe(`/users/view/${grace.id}`);
    expect(screen.getByText('Participant').closest('a')?.getAttribute('href')).toBe(
      '/users/role/Participant',
    );
    const lockedRow = screen.getByText(lockedUser.email, { selector: 'a' }).closest('tr');
    expect(within(lockedRow as HTMLElement).getByText('Locked')).toBeTruthy();
    expect(within(lockedRow as HTMLElement).getByText('E-mail not confirmed')).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith(
      '/api/auth/users',
      expect.objectContaining({
        page: 1,
        pageSize: 25,
        sortProperty: 'lastName',
        sortAscending: true,
      }),
      expect.anything(),
    );
  });

  it('sorts by a column, descending on the second click, and searches once typing pauses', async () => {
    const api = usersApi();
    renderApp(['/users'], { session: admin, api });
    await screen.findByRole('link', { name: /Grace/ }, LOADING);
    fireEvent.click(screen.getByRole('button', { name: 'E-mail address', hidden: true }));
    await waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith(
        '/api/auth/users',
        expect.objectContaining({ sortProperty: 'email', sortAscending: true }),
        expect.anything(),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'E-mail address', hidden: true }));
    await waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith(
        '/api/auth/users',
        expect.objectContaining({ sortProperty: 'email', sortAscending: false }),
        expect.anything(),
      ),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: '  hopper ' },
    });
    await waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith(
        '/api/auth/users',
        expect.objectContaining({ search: 'hopper', page: 1 }),
        expect.anything(),
      ),
    );
  });

  it('says what failed, with the reference id', async () => {
    const api = testApi(async () => {
      throw new ApiError(403, 'The user store is not reachable.', 'ref-7');
    });
    renderApp(['/users'], { session: admin, api });
    expect(await screen.findByText(/The user store is not reachable\./, {}, LOADING)).toBeTruthy();
    expect(screen.getByText(/Reference: ref-7/)).toBeTruthy();
  });

  it('lists the users of a role and of a claim value', async () => {
    const api = usersApi();
    const { router } = renderApp(['/users/role/Participant'], { session: admin, api });
    expect(await screen.findByText('Users with the role Participant')).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Grace/ })).toBeTruthy();
    await router.navigate('/users/claim/eventType/workshop');
    expect(await screen.findByText('Users with the claim eventType = workshop')).toBeTruthy();
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith(
        '/api/auth/byclaim/eventType/workshop',
        expect.objectContaining({ page: 1 }),
        expect.anything(),
      ),
    );
  });

  it('is refused to a session without the securityAdmin claim', async () => {
    renderApp(['/users'], { session: testSession(['developer']), api: usersApi() });
    expect(
      await screen.findByText('You are not authorized to access this feature.', {}, LOADING),
    ).toBeTruthy();
  });
});
