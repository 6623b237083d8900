import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { clearToasts, renderApp, testApi } from '../../test/render-app';
import { ADMIN_ID, grace } from '../../test/security-data';

const LOADING = { timeout: 8000 };
/** Tests on a busy machine: rendering the app and loading a page's code take seconds. */
const SLOW = { timeout: 30_000 };
type Send = (path: string, body?: unknown) => Promise<unknown>;

/** The session of an admin acting as Grace: Grace's id and e-mail, the admin's id in a claim. */
const actingAsGrace: Session = {
  userId: grace.id,
  email: grace.email,
  emailVerified: true,
  roles: ['Participant'],
  claims: [{ type: 'originalUserId', value: ADMIN_ID }],
};
const api = (send: Send) => testApi(async () => ({ count: 0, data: [] }), send);

afterEach(() => {
  cleanup();
  clearToasts();
});

describe('impersonation banner', SLOW, () => {
  it('says, as text, who the admin acts as on every shell page', async () => {
    renderApp(['/help'], {
      session: actingAsGrace,
      api: api(async () => true),
      displayName: '<b>Grace</b> Hopper',
    });
    const banner = await screen.findByTestId('impersonation-banner', {}, LOADING);
    expect(banner.textContent).toBe(`You are acting as <b>Grace</b> Hopper (${grace.email}).`);
    expect(banner.querySelector('b')).toBeNull();
  });

  it('is not shown to a session without the original-user claim', async () => {
    renderApp(['/help'], {
      session: { ...actingAsGrace, claims: [] },
      api: api(async () => true),
    });
    await screen.findByText('Find your way around', { exact: false }, LOADING);
    expect(screen.queryByTestId('impersonation-banner')).toBeNull();
  });

  it('stops: the stop call, then a new sign-in that comes back to the user acted as', async () => {
    const send = vi.fn<Send>(async () => true);
    const { switchIdentity } = renderApp(['/help'], { session: actingAsGrace, api: api(send) });
    fireEvent.click(await screen.findByRole('button', { name: 'Stop impersonating' }, LOADING));
    await waitFor(() => expect(switchIdentity).toHaveBeenCalledWith(`/users/view/${grace.id}`));
    expect(send).toHaveBeenCalledWith('/api/auth/StopImpersonation', undefined);
  });

  it('signs out when the new sign-in cannot start after stopping', async () => {
    const { signOut } = renderApp(['/help'], {
      session: actingAsGrace,
      api: api(async () => true),
      switchIdentity: async () => false,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Stop impersonating' }, LOADING));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Impersonation has ended. Please sign in again.')).toBeTruthy();
  });

  it('keeps the session and says why when the stop call fails', async () => {
    const { switchIdentity } = renderApp(['/help'], {
      session: actingAsGrace,
      api: api(async () => {
        throw new ApiError(500, 'Could not stop.', 'ref-3');
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Stop impersonating' }, LOADING));
    expect(await screen.findByText('Could not stop. Reference: ref-3')).toBeTruthy();
    expect(switchIdentity).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Stop impersonating' })).toBeTruthy();
  });
});
