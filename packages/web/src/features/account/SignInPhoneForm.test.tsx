import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TUserAccount } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testConfig, testSession } from '../../test/render-app';

const session = testSession([]);
const account = {
  id: '1d4b7c0e-6a8e-4f0b-9a55-0c1f0f1b2a33',
  userId: session.userId,
  appName: 'profile',
  kind: 0,
  firstName: 'Ada',
  lastName: 'Lovelace',
  titles: [],
  emails: [{ address: 'ada@example.org', description: '', primary: true, preferred: true }],
  phoneNumbers: [],
  crmAccounts: [],
  emailConfirmed: true,
  dataImageUrl: null,
  isProfileIntroduced: false,
  pinnedNoteIds: [],
  version: 1,
  abilities: { edit: true, changePassword: true },
} satisfies TUserAccount;
const PHONE = '+15557654321';
const SEND = `/api/messaging/SendSmsVerification/${session.userId}/${encodeURIComponent(PHONE)}`;
const check = (code: string) =>
  `/api/messaging/CheckSmsVerification/${session.userId}/${encodeURIComponent(PHONE)}/${code}`;

function phoneApi() {
  return testApi(async (path) => {
    if (path.startsWith('/api/useraccount/GetByUserId/')) return account;
    if (path === SEND) return { ok: true };
    if (path === check('123456')) return { ok: true };
    if (path === check('000000')) return { ok: false };
    throw new ApiError(404, 'No such call.');
  });
}

const withMfa = (mfa: boolean) => testConfig({ features: { mfa } });
const LOAD = { timeout: 10_000 };

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

describe('the phone for sign-in codes', { timeout: 20_000 }, () => {
  it('is offered only where the brand has the second factor on', async () => {
    renderApp(['/account'], { session, api: phoneApi(), config: withMfa(false) });
    await screen.findByRole('heading', { name: 'Ada Lovelace' }, LOAD);
    expect(screen.queryByText('Phone for sign-in codes')).toBeNull();
  });

  it('texts a code to a valid number, refuses a wrong code and confirms the right one', async () => {
    const api = phoneApi();
    renderApp(['/account'], { session, api, config: withMfa(true) });
    const number = await screen.findByRole('textbox', { name: 'Mobile phone number' }, LOAD);
    fireEvent.change(number, { target: { value: 'call me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(
      await screen.findByText('Enter a phone number like +1 555 123 4567 or (555) 123-4567.'),
    ).toBeTruthy();
    expect(api.get).not.toHaveBeenCalledWith(expect.stringContaining('SendSmsVerification'));

    fireEvent.change(number, { target: { value: PHONE } });
    fireEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText(/A code was texted to \(555\) 765-4321\./)).toBeTruthy();
    const code = screen.getByRole('textbox', { name: 'Code' });
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the number' }));
    expect(await screen.findByText('The code is not valid or has expired.')).toBeTruthy();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the number' }));
    await waitFor(() =>
      expect(
        screen.getByText(
          'Your phone number (555) 765-4321 is confirmed. Signing in now asks for a code texted to it.',
        ),
      ).toBeTruthy(),
    );
  });
});
