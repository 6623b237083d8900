import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TInviteCode } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testSession } from '../../test/render-app';
import { roles } from '../../test/security-data';

const admin = testSession(['securityAdmin']);
const LOADING = { timeout: 8000 };
/** Tests on a busy machine: rendering the app and loading a page's code take seconds. */
const SLOW = { timeout: 30_000 };
type Send = (path: string, body?: unknown) => Promise<unknown>;

const code = (over: Partial<TInviteCode>): TInviteCode => ({
  id: '0b6f5d1c-6f0e-4a43-9d55-1b1f8f1e2a01',
  appName: 'portal',
  code: 'WELCOME-2026',
  description: 'Spring cohort',
  status: 'Valid',
  active: true,
  expiresAt: null,
  maxUses: 10,
  useCount: 3,
  claims: [{ type: 'tractionPlan', value: 'true' }],
  roles: ['Participant'],
  userGroupId: null,
  crmAccountId: null,
  eventId: null,
  createdByUserId: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  deactivatedAt: null,
  ...over,
});
const welcome = code({});
const closed = code({
  id: '0b6f5d1c-6f0e-4a43-9d55-1b1f8f1e2a02',
  code: 'OLD-<b>1</b>',
  description: '<script>x</script>',
  active: false,
  status: 'Invalid',
  maxUses: null,
  useCount: 7,
  claims: [],
  roles: [],
});

function codesApi(send: Send = async () => welcome) {
  return testApi(async (path) => {
    if (path === '/api/auth/invitecodes') return { data: [welcome, closed], count: 2 };
    if (path === '/api/auth/roles') return roles;
    throw new ApiError(404, 'No such call.');
  }, send);
}

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

describe('invite codes page', SLOW, () => {
  it('lists the codes with status, uses, expiry and grants, names as text', async () => {
    const api = codesApi();
    renderApp(['/users/invitecodes'], { session: admin, api });
    const row = (await screen.findByText('WELCOME-2026', {}, LOADING)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Valid')).toBeTruthy();
    expect(within(row).getByText('3 of 10')).toBeTruthy();
    expect(within(row).getByText('No end date')).toBeTruthy();
    expect(within(row).getByText('Roles: Participant')).toBeTruthy();
    expect(within(row).getByText('Claims: tractionPlan')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Deactivate' })).toBeTruthy();
    const old = screen.getByText('OLD-<b>1</b>').closest('tr') as HTMLElement;
    expect(within(old).getByText('Deactivated')).toBeTruthy();
    expect(within(old).getByText('7 (no limit)')).toBeTruthy();
    expect(within(old).getByText('An account only')).toBeTruthy();
    expect(within(old).queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(document.querySelector('main b, main script')).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: ' spring ' },
    });
    await waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith(
        '/api/auth/invitecodes',
        expect.objectContaining({ search: 'spring', page: 1, pageSize: 25 }),
        expect.anything(),
      ),
    );
  });

  it('creates a code from the checked form and shows its link', async () => {
    const send = vi.fn<Send>(async () => code({ code: 'NEW-CODE' }));
    renderApp(['/users/invitecodes'], { session: admin, api: codesApi(send) });
    fireEvent.click(await screen.findByRole('button', { name: 'New invite code' }, LOADING));
    const form = await screen.findByRole('dialog');
    fireEvent.change(within(form).getByRole('spinbutton', { name: /Maximum uses/ }), {
      target: { value: '0' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(within(form).getByText(/Enter a whole number from 1/)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByRole('spinbutton', { name: /Maximum uses/ }), {
      target: { value: '5' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Description' }), {
      target: { value: ' Autumn cohort ' },
    });
    fireEvent.change(within(form).getByLabelText('Valid until'), {
      target: { value: '2026-12-31' },
    });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Claims to grant' }), {
      target: { value: 'tractionP' },
    });
    fireEvent.click(await screen.findByRole('option', { name: 'tractionPlan' }));
    fireEvent.change(within(form).getByRole('combobox', { name: 'Roles to grant' }), {
      target: { value: 'Partic' },
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Participant' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith('/api/auth/invitecodes', {
        description: 'Autumn cohort',
        maxUses: 5,
        expiresAt: new Date('2026-12-31T23:59:59.999').toISOString(),
        claims: [{ type: 'tractionPlan', value: 'true' }],
        roles: ['Participant'],
        userGroupId: null,
        crmAccountId: null,
        eventId: null,
      }),
    );
    const shown = await screen.findByRole('dialog', { name: 'Invite code created' });
    expect(
      within(shown).getByDisplayValue(`${window.location.origin}/invite/NEW-CODE`),
    ).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it('deactivates a code only after the admin confirms', async () => {
    const send = vi.fn<Send>(async () => ({ ...welcome, active: false }));
    renderApp(['/users/invitecodes'], { session: admin, api: codesApi(send) });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }, LOADING));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    expect(send).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        `/api/auth/invitecodes/${welcome.id}/deactivate`,
        undefined,
      ),
    );
    expect(await screen.findByText('The invite code WELCOME-2026 was deactivated.')).toBeTruthy();
  });

  it('says what failed when the list or a change is refused', async () => {
    const send = vi.fn<Send>(async () => {
      throw new ApiError(400, 'Unknown role: Mentor', 'ref-9');
    });
    renderApp(['/users/invitecodes'], { session: admin, api: codesApi(send) });
    fireEvent.click(await screen.findByRole('button', { name: 'New invite code' }, LOADING));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create' }),
    );
    expect(await screen.findByText(/Unknown role: Mentor/)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    cleanup();
    queryClient.clear();
    const failing = testApi(async () => {
      throw new ApiError(403, 'The code store is not reachable.', 'ref-7');
    });
    renderApp(['/users/invitecodes'], { session: admin, api: failing });
    expect(await screen.findByText(/The code store is not reachable\./, {}, LOADING)).toBeTruthy();
  });

  it('is refused to a session without the securityAdmin claim', async () => {
    renderApp(['/users/invitecodes'], { session: testSession(['developer']), api: codesApi() });
    expect(
      await screen.findByText('You are not authorized to access this feature.', {}, LOADING),
    ).toBeTruthy();
  });
});
