import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testSession } from '../../test/render-app';
import { grace, graceDetail } from '../../test/security-data';

const admin = testSession(['securityAdmin']);
const LOADING = { timeout: 8000 };
/** Tests on a busy machine: rendering the app and loading a page's code take seconds. */
const SLOW = { timeout: 30_000 };
type Send = (path: string, body?: unknown) => Promise<unknown>;

function editApi(send: Send) {
  return testApi(async (path) => {
    if (path === `/api/auth/users/${grace.id}`) return graceDetail;
    throw new ApiError(404, 'No such call.');
  }, send);
}

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

describe('user edit', SLOW, () => {
  it('shows what is wrong and sends nothing while the form breaks the schema', async () => {
    const send = vi.fn<Send>(async () => graceDetail);
    renderApp([`/users/edit/${grace.id}`], { session: admin, api: editApi(send) });
    const email = await screen.findByRole('textbox', { name: /E-mail address/ }, LOADING);
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Middle name' }), {
      target: { value: 'x'.repeat(101) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('At most 100 characters.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('saves the trimmed fields and goes back to the user', async () => {
    const send = vi.fn<Send>(async () => graceDetail);
    const { router } = renderApp([`/users/edit/${grace.id}`], {
      session: admin,
      api: editApi(send),
    });
    const first = await screen.findByRole('textbox', { name: 'First name' }, LOADING);
    fireEvent.change(first, { target: { value: '  Grace ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Must change password at next sign-in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        '/api/auth/users',
        expect.objectContaining({
          id: grace.id,
          email: grace.email,
          firstName: 'Grace',
          forcePasswordChange: true,
        }),
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/users/view/${grace.id}`));
    expect(await screen.findByText('The user was saved.')).toBeTruthy();
  });
});
