import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_ERRORS } from '@portal/core';
import { ApiError } from '../../api/api-error';
import type { ApiClient } from '../../api/client';
import { clearToasts, renderApp, testApi, testBrand, testConfig } from '../../test/render-app';

const info = { uid: 'u1', brand: 'profile', prompt: 'login', loginHint: null, secondFactor: null };

/** An API whose reads answer the interaction and whose posts answer `post`. */
function signInApi(post: (path: string, body: unknown) => Promise<unknown>): ApiClient {
  const api = testApi(async () => info);
  api.post = vi.fn(post) as ApiClient['post'];
  return api;
}

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

async function submitLogin(api: ApiClient) {
  renderApp(['/auth/login?interaction=u1'], { api });
  fireEvent.change(await screen.findByLabelText(/E-mail address/), {
    target: { value: 'ada@example.org' },
  });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret phrase' } });
  fireEvent.click(screen.getByRole('button', { name: testBrand.loginButtonText }));
}

afterEach(() => {
  cleanup();
  clearToasts();
  sessionStorage.clear();
});

describe('the sign-in screens', () => {
  it('words the login screen for the brand', async () => {
    renderApp(['/auth/login?interaction=u1'], { api: signInApi(async () => ({})) });
    expect(await screen.findByRole('button', { name: testBrand.loginButtonText })).toBeTruthy();
    expect(screen.getByPlaceholderText(testBrand.emailPlaceholder)).toBeTruthy();
  });

  it('says a wrong password without saying which field was wrong', async () => {
    const api = signInApi(async () => {
      throw new ApiError(400, 'Invalid e-mail or password.', 'r', {
        code: SIGN_IN_ERRORS.invalidCredentials,
      });
    });
    await submitLogin(api);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid e-mail or password.');
    // Focus goes to the message, so a keyboard or screen-reader user learns why at once.
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('marks the required fields left empty and focuses the first, without asking the server', async () => {
    const api = signInApi(async () => ({}));
    renderApp(['/auth/login?interaction=u1'], { api });
    const email = await screen.findByRole('textbox', { name: /E-mail address/ });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret phrase' } });
    fireEvent.click(screen.getByRole('button', { name: testBrand.loginButtonText }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(email);
    const message = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Fill in this field.');
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBe('false');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('gives each sign-in screen its own tab title', async () => {
    const titles = new Set<string>();
    for (const [path, heading] of [
      ['/auth/login?interaction=u1', 'Sign in'],
      ['/auth/register', 'Create your account'],
      ['/auth/forgotpassword', 'Reset your password'],
      ['/auth/lockout', 'Your account is locked'],
    ] as const) {
      renderApp([path], { api: signInApi(async () => ({})) });
      await screen.findByRole('heading', { name: heading });
      await waitFor(() => expect(document.title).toBe(`${heading} | ${testBrand.siteTitle}`));
      titles.add(document.title);
      cleanup();
    }
    expect(titles.size).toBe(4);
  });

  it('shows the lockout screen with the time the lock ends', async () => {
    const lockoutEnd = '2030-01-02T03:04:00.000Z';
    const api = signInApi(async () => {
      throw new ApiError(423, 'Your account is locked.', 'r', { lockoutEnd });
    });
    await submitLogin(api);
    expect(await screen.findByRole('heading', { name: 'Your account is locked' })).toBeTruthy();
    expect(screen.getByText(/You can try again after .*2030/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reset your password' }).getAttribute('href')).toBe(
      '/auth/forgotpassword?interaction=u1',
    );
  });

  it('asks for the texted code when the identity service needs a second factor', async () => {
    const api = signInApi(async () => ({ secondFactor: { phoneEnding: '4321' } }));
    await submitLogin(api);
    expect(await screen.findByText(/phone number ending in 4321/)).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('loginInfo.pending') ?? '{}')).toMatchObject({
      email: 'ada@example.org',
    });
  });

  const ADA = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.org',
    password: 'a long passphrase',
  };
  /** Fills the registration form as Ada and sends it; the inbox notice follows. */
  const registerAda = async () => {
    fill(/First name/, ADA.firstName);
    fill(/Last name/, ADA.lastName);
    fill(/E-mail address/, ADA.email);
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: ADA.password } });
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText(/Check your inbox/)).toBeTruthy();
  };

  it('registers with the invitation code of the address and says to check the inbox', async () => {
    const api = signInApi(async () => ({ ok: true }));
    renderApp(['/auth/invite/register/TEAM-42'], { api });
    expect(await screen.findByText('You are registering with an invitation.')).toBeTruthy();
    await registerAda();
    expect(api.post).toHaveBeenCalledWith('/api/auth/Register', {
      ...ADA,
      inviteCode: 'TEAM-42',
    });
  });

  it('registers without the code, as a plain registration, where the brand has invite codes off', async () => {
    const api = signInApi(async () => ({ ok: true }));
    const config = testConfig({ features: { inviteCode: false } });
    renderApp(['/auth/invite/register/TEAM-42'], { api, config });
    await screen.findByRole('textbox', { name: /E-mail address/ });
    expect(screen.queryByText('You are registering with an invitation.')).toBeNull();
    await registerAda();
    expect(api.post).toHaveBeenCalledWith('/api/auth/Register', ADA);
  });

  it('highlights every wrong field of the registration at once, before asking the server', async () => {
    const api = signInApi(async () => ({ ok: true }));
    renderApp(['/auth/register'], { api });
    await screen.findByRole('textbox', { name: /E-mail address/ });
    fill(/E-mail address/, 'ada@');
    fireEvent.change(screen.getByLabelText(/^Password/), {
      target: { value: 'a long passphrase' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    const field = (name: RegExp) => screen.getByRole('textbox', { name });
    await waitFor(() => expect(field(/First name/).getAttribute('aria-invalid')).toBe('true'));
    expect(field(/Last name/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/E-mail address/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter your first name.')).toBeTruthy();
    expect(screen.getByText('Enter your last name.')).toBeTruthy();
    expect(screen.getByText('Enter an e-mail address such as name@example.org.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields.');
    expect(screen.queryByText('The request is not valid.')).toBeNull();
    expect(api.post).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(field(/First name/)));
    // Fixed as the person types: the mark goes with the mistake.
    fill(/First name/, 'Ada');
    await waitFor(() => expect(field(/First name/).getAttribute('aria-invalid')).toBe('false'));
    expect(field(/Last name/).getAttribute('aria-invalid')).toBe('true');
  });

  it('marks the field the server refuses instead of its generic message', async () => {
    const api = signInApi(async () => {
      throw new ApiError(400, 'The request is not valid.', 'r', {
        errors: [{ field: 'email', message: 'Invalid e-mail address' }],
      });
    });
    renderApp(['/auth/register'], { api });
    await screen.findByRole('textbox', { name: /First name/ });
    fill(/First name/, 'Ada');
    fill(/Last name/, 'Lovelace');
    fill(/E-mail address/, 'ada@example.org');
    fireEvent.change(screen.getByLabelText(/^Password/), {
      target: { value: 'a long passphrase' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: /E-mail address/ }).getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(screen.queryByText('The request is not valid.')).toBeNull();
  });

  it('refuses a password the policy refuses before asking the server', async () => {
    const api = signInApi(async () => ({ ok: true }));
    renderApp(['/auth/register'], { api });
    fireEvent.change(await screen.findByLabelText(/^Password/), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(screen.getByText(/Use at least 8 characters \(15/)).toBeTruthy());
    expect(api.post).not.toHaveBeenCalled();
  });
});
