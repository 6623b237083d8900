import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TInviteRegistration } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testConfig, testSession } from '../../test/render-app';

const valid: TInviteRegistration = {
  inviteCode: 'ACDEFGHJKMNP',
  status: 'Valid',
  description: '<b>Spring</b> cohort',
  expiresAt: null,
  appName: 'profile',
  grants: {
    roles: ['Participant'],
    claims: [{ type: 'cohort', value: 'spring' }],
    userGroup: true,
    crmAccount: false,
    event: false,
  },
};

function inviteApi(answer: TInviteRegistration) {
  return testApi(async (path) => {
    if (path === `/api/auth/GetUserRegistrationByInviteCode/${answer.inviteCode}`) return answer;
    throw new ApiError(404, 'No such call.');
  });
}

/** The page's chunk loads lazily: slow on a busy machine, so the first wait is a long one. */
const LOAD = { timeout: 10_000 };

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

describe('invite page', { timeout: 20_000 }, () => {
  it('shows a visitor what a valid code gives, with ways to join', async () => {
    renderApp(['/invite/ACDEFGHJKMNP'], { api: inviteApi(valid) });
    expect(await screen.findByText('This invite code is valid.', {}, LOAD)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Invite code ACDE-FGHJ-KMNP' })).toBeTruthy();
    // The description is text, never markup.
    expect(screen.getByText('<b>Spring</b> cohort')).toBeTruthy();
    expect(screen.getByText('the role Participant')).toBeTruthy();
    expect(screen.getByText('access to cohort (spring)')).toBeTruthy();
    expect(screen.getByText('a place in a group')).toBeTruthy();
    expect(screen.queryByText('a place at a training event')).toBeNull();
    const create = screen.getByRole('link', { name: 'Create your account' });
    expect(create.getAttribute('href')).toBe('/auth/invite/register/ACDEFGHJKMNP');
    const signIn = screen.getByRole('link', { name: 'I already have an account' });
    expect(signIn.getAttribute('href')).toBe('/login?redirect=%2Finvite%2FACDEFGHJKMNP%2Fsignin');
  });

  it('is closed, and asks nothing, where the brand has invite codes off', async () => {
    const api = inviteApi(valid);
    const config = testConfig({ features: { inviteCode: false } });
    renderApp(['/invite/ACDEFGHJKMNP'], { api, config });
    expect(
      await screen.findByText('You are not authorized to access this feature.', {}, LOAD),
    ).toBeTruthy();
    expect(api.get).not.toHaveBeenCalled();
  });

  it.each([
    ['Expired', 'This invite code has expired.'],
    ['MaxUsesReached', 'This invite code has been used as many times as it allows.'],
    ['Invalid', 'This invite code is not valid.'],
  ] as const)(
    'says clearly when the code is %s, and offers no way to join',
    async (status, text) => {
      const answer = { ...valid, status, description: null, grants: null };
      renderApp(['/invite/ACDEFGHJKMNP'], { api: inviteApi(answer) });
      expect((await screen.findByTestId('invite-status', {}, LOAD)).textContent).toContain(text);
      expect(screen.queryByRole('link', { name: 'Create your account' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Apply to my account' })).toBeNull();
    },
  );

  it('applies the code to a signed-in person’s account, once asked', async () => {
    const api = inviteApi(valid);
    vi.mocked(api.post).mockResolvedValue({ applied: true, alreadyApplied: false });
    const { auth } = renderApp(['/invite/ACDEFGHJKMNP/signin'], {
      api,
      session: testSession([]),
    });
    expect(await screen.findByText('You are signed in as ada@example.org.', {}, LOAD)).toBeTruthy();
    expect(screen.getByText(/Welcome back/)).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Apply to my account' }));
    expect(await screen.findByText(/has been applied to your account/)).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith('/api/auth/RedeemInviteCode/ACDEFGHJKMNP', undefined);
    // What the code gave takes effect at once: the session is renewed.
    expect(auth.renewSession).toHaveBeenCalledTimes(1);
  });

  it('says so when the code was applied to the account before', async () => {
    const api = inviteApi(valid);
    vi.mocked(api.post).mockResolvedValue({ applied: false, alreadyApplied: true });
    renderApp(['/invite/ACDEFGHJKMNP'], { api, session: testSession([]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply to my account' }, LOAD));
    expect(
      await screen.findByText('This invitation was already applied to your account.'),
    ).toBeTruthy();
  });
});
