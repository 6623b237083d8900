import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testSession } from '../../test/render-app';
import { ADMIN_ID, auditEntry, grace, graceDetail, roles } from '../../test/security-data';

const admin = testSession(['securityAdmin']);
const LOADING = { timeout: 8000 };
/** Tests on a busy machine: rendering the app and loading a page's code take seconds. */
const SLOW = { timeout: 30_000 };
const VIEW = `/users/view/${grace.id}`;

type Send = (path: string, body?: unknown) => Promise<unknown>;

function userApi(send: Send = async () => true) {
  return testApi(async (path) => {
    if (path === `/api/auth/users/${grace.id}`) return graceDetail;
    if (path === '/api/auth/roles') return roles;
    if (path === '/api/auth/claims') return ['eventType', 'tractionPlan', 'developer'];
    if (path === '/api/auth/AuditLog') return { count: 1, data: [auditEntry] };
    throw new ApiError(404, 'No such call.');
  }, send);
}

async function openUser(api = userApi()) {
  const rendered = renderApp([VIEW], { session: admin, api });
  await screen.findByRole('heading', { name: `${grace.firstName} ${grace.lastName}` }, LOADING);
  return rendered;
}

const answerYes = async () =>
  fireEvent.click(
    await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Yes' }),
  );

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

describe('user view', SLOW, () => {
  it('shows the details, roles, claims held directly and through roles, and audit entries, as text', async () => {
    const api = userApi();
    await openUser(api);
    expect(document.querySelector('main b, main script, main img')).toBeNull();
    expect(screen.getAllByText(grace.email).length).toBeGreaterThan(0);
    const direct = screen.getByRole('table', { name: 'Claims held directly' });
    expect(within(direct).getByText('workshop')).toBeTruthy();
    expect(within(direct).getByText('Never')).toBeTruthy();
    const viaRoles = screen.getByRole('table', { name: 'Claims held through roles' });
    expect(within(viaRoles).getByText('tractionPlan')).toBeTruthy();
    const audit = await screen.findByText('user.claim.upsert');
    expect(audit.closest('tr')?.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(api.get).toHaveBeenCalledWith(
      '/api/auth/AuditLog',
      expect.objectContaining({ userId: grace.id, sortAscending: false }),
      expect.anything(),
    );
  });

  it('adds a claim with an expiry date at the end of the chosen day', async () => {
    const send = vi.fn<Send>(async () => ({ id: 'x' }));
    await openUser(userApi(send));
    fireEvent.change(screen.getByRole('combobox', { name: 'Claim type' }), {
      target: { value: 'developer' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Value' }), { target: { value: 'yes' } });
    fireEvent.change(screen.getByLabelText('Expires'), { target: { value: '2027-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add claim' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith('/api/auth/users/UpsertClaimToUser', {
        userId: grace.id,
        claimType: 'developer',
        claimValue: 'yes',
        expiresAt: new Date('2027-01-31T23:59:59.999').toISOString(),
      }),
    );
    expect(await screen.findByText('The claim developer was saved.')).toBeTruthy();
  });

  it('removes a role after the admin confirms', async () => {
    const send = vi.fn<Send>(async () => true);
    await openUser(userApi(send));
    fireEvent.click(screen.getByTitle('Remove the role Participant'));
    await answerYes();
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith('/api/auth/removerole', {
        userId: grace.id,
        roleName: 'Participant',
      }),
    );
  });

  it('locks the account until an admin unlocks it, keeping the other fields', async () => {
    const send = vi.fn<Send>(async () => graceDetail);
    await openUser(userApi(send));
    fireEvent.click(screen.getByRole('button', { name: 'Lock' }));
    await answerYes();
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        '/api/auth/users',
        expect.objectContaining({
          id: grace.id,
          email: grace.email,
          lockoutEnabled: true,
          lockoutEnd: '9999-12-31T23:59:59.000Z',
        }),
      ),
    );
  });

  it('shows the server message when a change fails', async () => {
    const send: Send = async () => {
      throw new ApiError(422, 'The last security admin cannot lose the role.', 'ref-9');
    };
    await openUser(userApi(send));
    fireEvent.click(screen.getByTitle('Remove the role Participant'));
    await answerYes();
    expect(
      await screen.findByText('The last security admin cannot lose the role. Reference: ref-9'),
    ).toBeTruthy();
  });

  it('impersonates after a confirm: the impersonate claim on the admin, then a new sign-in', async () => {
    const send = vi.fn<Send>(async () => ({ id: 'claim' }));
    const { switchIdentity } = await openUser(userApi(send));
    fireEvent.click(screen.getByRole('button', { name: 'Act as this user' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/^Act as <b>Grace<\/b> Hopper<script>/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Act as this user' }));
    await waitFor(() => expect(switchIdentity).toHaveBeenCalledWith('/'));
    expect(send).toHaveBeenCalledWith('/api/auth/users/UpsertClaimToUser', {
      userId: ADMIN_ID,
      claimType: 'impersonate',
      claimValue: grace.id,
    });
  });

  it('says so, and stays, when the new sign-in cannot start after impersonating', async () => {
    const api = userApi(async () => ({ id: 'claim' }));
    const { router } = renderApp([VIEW], {
      session: admin,
      api,
      switchIdentity: async () => false,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Act as this user' }, LOADING));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Act as this user' }),
    );
    expect(await screen.findByText(/your session could not be renewed/)).toBeTruthy();
    expect(router.state.location.pathname).toBe(VIEW);
  });
});
