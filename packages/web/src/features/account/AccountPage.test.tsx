import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_MESSAGES, type TUserAccount } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testConfig, testSession } from '../../test/render-app';
import { toasts } from '../../ui/toast/toast-store';

const session = testSession([]);
const account: TUserAccount = {
  id: '1d4b7c0e-6a8e-4f0b-9a55-0c1f0f1b2a33',
  userId: session.userId,
  appName: 'profile',
  kind: 0,
  firstName: 'Ada',
  lastName: '<i>Lovelace</i>',
  titles: ['Teacher'],
  emails: [{ address: 'ada@example.org', description: 'work', primary: true, preferred: true }],
  phoneNumbers: [],
  crmAccounts: [],
  emailConfirmed: true,
  dataImageUrl: null,
  isProfileIntroduced: false,
  pinnedNoteIds: [],
  version: 4,
  abilities: { edit: true, changePassword: true },
};
const ownPath = `/api/useraccount/GetByUserId/${session.userId}/profile/true/true`;

function accountApi(answer: TUserAccount = account, path = ownPath) {
  return testApi(async (asked) => {
    if (asked === path) return answer;
    throw new ApiError(404, 'No such call.');
  });
}

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

/** The page's chunk loads lazily: slow on a busy machine, so the first wait is a long one. */
const LOAD = { timeout: 10_000 };
const loaded = () => screen.findByRole('heading', { name: 'Ada <i>Lovelace</i>' }, LOAD);

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

// The first render loads MUI's form components; on a busy machine that alone takes seconds.
describe('account page', { timeout: 20_000 }, () => {
  it('shows your own account, names as text, and saves changes with the loaded version', async () => {
    const api = accountApi();
    vi.mocked(api.post).mockImplementation(async (_path, body) => ({
      ...account,
      ...(body as object),
      version: 5,
    }));
    renderApp(['/account'], { session, api });
    expect(await loaded()).toBeTruthy();
    expect(screen.getByText('Change password', { selector: 'h3' })).toBeTruthy();

    fireEvent.change(field('First name'), { target: { value: 'Augusta Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a phone number' }));
    const phone = within(screen.getByTestId('phone-row'));
    fireEvent.change(phone.getByRole('textbox'), { target: { value: '(555) 123-4567' } });
    fireEvent.click(phone.getByRole('checkbox', { name: 'Preferred' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(api.post).toHaveBeenCalledWith('/api/useraccount/save', {
      id: account.id,
      version: 4,
      firstName: 'Augusta Ada',
      lastName: '<i>Lovelace</i>',
      titles: ['Teacher'],
      emails: account.emails,
      phoneNumbers: [{ number: '(555) 123-4567', preferred: true }],
    });
    await waitFor(() => expect(toasts.current()?.message).toBe('Save completed'));
  });

  it('offers a picture only where the brand has profileImages on', async () => {
    renderApp(['/account'], { session, api: accountApi() });
    expect(await loaded()).toBeTruthy();
    expect(screen.getByText('Choose a picture')).toBeTruthy();
    cleanup();
    queryClient.clear();
    const config = testConfig({ features: { profileImages: false } });
    renderApp(['/account'], { session, api: accountApi(), config });
    expect(await loaded()).toBeTruthy();
    expect(screen.queryByText('Choose a picture')).toBeNull();
  });

  it('checks the form before saving: a bad address and no primary e-mail', async () => {
    const api = accountApi();
    renderApp(['/account'], { session, api });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Add an e-mail address' }));
    const rows = screen.getAllByTestId('email-row');
    fireEvent.change(
      within(rows[1] as HTMLElement).getByRole('textbox', { name: /^E-mail address/ }),
      {
        target: { value: 'not-an-address' },
      },
    );
    fireEvent.click(
      within(rows[0] as HTMLElement).getByRole('button', { name: 'Remove this e-mail address' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Exactly one e-mail address must be primary.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('offers a reload when someone else saved first (409)', async () => {
    const api = accountApi();
    vi.mocked(api.post).mockRejectedValue(new ApiError(409, 'The account was changed.'));
    renderApp(['/account'], { session, api });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/This account was changed since you opened it/)).toBeTruthy();
    const callsBefore = vi.mocked(api.get).mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(vi.mocked(api.get).mock.calls.length).toBe(callsBefore + 1));
  });

  it('toasts the spec’s message with the id when the account does not load', async () => {
    const other = '0e3c9a7d-2b6f-4c1e-8d2a-5f4b3c2d1e0f';
    const api = testApi(async () => {
      throw new ApiError(403, 'You are not authorized to access this feature.', 'ref-7');
    });
    renderApp([`/account/${other}`], { session, api });
    expect(
      await screen.findByText(/You are not authorized to access this feature\./, {}, LOAD),
    ).toBeTruthy();
    expect(toasts.current()?.message).toBe(`Unable to load user account: ${other}`);
  });

  it('shows another person’s account to a security admin, without the password form', async () => {
    const other = { ...account, userId: '0e3c9a7d-2b6f-4c1e-8d2a-5f4b3c2d1e0f' };
    const api = accountApi(
      { ...other, abilities: { edit: true, changePassword: false } },
      `/api/useraccount/GetByUserId/${other.userId}/profile/true/true`,
    );
    renderApp([`/account/${other.userId}`], { session: testSession(['securityAdmin']), api });
    expect(
      await screen.findByText('You are looking at the account of Ada <i>Lovelace</i>.', {}, LOAD),
    ).toBeTruthy();
    expect(screen.queryByText('Change password', { selector: 'h3' })).toBeNull();
  });

  it('changes the password and shows the policy’s refusals on their fields', async () => {
    const api = accountApi();
    vi.mocked(api.post).mockRejectedValueOnce(
      new ApiError(400, 'The password does not meet the password policy.', 'ref-1', {
        errors: [{ field: 'newPassword', message: PASSWORD_MESSAGES.common }],
      }),
    );
    renderApp(['/account'], { session, api });
    await loaded();
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
    fill('Current password', 'old secret words');
    fill('New password', 'password123');
    fill('Confirm the new password', 'password124');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('The new password and its confirmation do not match.'),
    ).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    fill('Confirm the new password', 'password123');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('This password is too common: choose one that is harder to guess.'),
    ).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith('/api/auth/ChangePassword', {
      oldPassword: 'old secret words',
      newPassword: 'password123',
      confirmPassword: 'password123',
    });
  });
});
