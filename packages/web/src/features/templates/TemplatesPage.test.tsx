import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TMessageTemplate } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testSession } from '../../test/render-app';

const reset: TMessageTemplate = {
  code: 'password-reset',
  locale: 'en-us',
  description: 'The link to choose a new password.',
  subject: '{{brandName}}: Reset your password',
  bodyHtml: '<p>Hello {{firstName}},</p><script>window.hacked = true</script>',
  bodyText: 'Hello {{firstName}},\n\nChoose a new password: {{link}}',
  smsText: '',
  transactional: true,
  builtIn: true,
  stored: false,
  updatedUtc: null,
};
const german: TMessageTemplate = {
  ...reset,
  locale: 'de',
  subject: '{{brandName}}: Passwort zurücksetzen',
};
const custom: TMessageTemplate = {
  ...reset,
  code: 'event-reminder',
  subject: 'Your event on {{eventDate|date}}',
  builtIn: false,
  stored: true,
};

function templatesApi() {
  const api = testApi(async (path) => {
    if (path === '/api/messagetemplate/getall') return [custom, reset, german];
    if (path === '/api/messagetemplate/password-reset/en-us') return reset;
    if (path === '/api/messagetemplate/password-reset/fr') {
      throw new ApiError(404, 'No message template password-reset exists in fr.');
    }
    throw new ApiError(404, 'No such call.');
  });
  vi.mocked(api.post).mockImplementation(async (_path, body) => ({
    ...reset,
    ...(body as object),
    stored: true,
  }));
  return api;
}

const developer = testSession(['developer']);

/** A page's first lazy load can take seconds on a busy machine. */
const LOAD = { timeout: 10_000 };

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

describe('message templates screen', () => {
  it('lists the templates of the page language first, and every language on demand', async () => {
    renderApp(['/admin/templates'], { session: developer, api: templatesApi() });
    expect(await screen.findByText('event-reminder', undefined, LOAD)).toBeTruthy();
    expect(screen.queryByText('{{brandName}}: Passwort zurücksetzen')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Language' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All languages' }));
    const german = await screen.findByText('{{brandName}}: Passwort zurücksetzen');
    // A subject in another language than the page's is marked with its own (WCAG 3.1.2).
    expect(german.closest('[lang]')?.getAttribute('lang')).toBe('de');
    expect(screen.getAllByText('password-reset')).toHaveLength(2);
  });

  it('lists the templates with their kind and opens one in its editor', async () => {
    const { router } = renderApp(['/admin/templates'], { session: developer, api: templatesApi() });
    expect(await screen.findByText('event-reminder', undefined, LOAD)).toBeTruthy();
    expect(screen.getByText('Custom')).toBeTruthy();
    expect(screen.getByText('Built-in')).toBeTruthy();
    fireEvent.click(screen.getByText('password-reset'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/templates/password-reset/en-us'),
    );
    expect((await screen.findByLabelText<HTMLInputElement>('Code', undefined, LOAD)).value).toBe(
      'password-reset',
    );
  });

  it('previews the draft live, the e-mail in an iframe sandboxed without scripts', async () => {
    renderApp(['/admin/templates/password-reset/en-us'], {
      session: developer,
      api: templatesApi(),
    });
    const subject = await screen.findByLabelText<HTMLInputElement>('Subject', undefined, LOAD);
    expect(screen.getByTestId('preview-subject').textContent).toBe(
      'Mirror 360: Reset your password',
    );
    fireEvent.change(subject, { target: { value: 'New {{thing|date}} subject' } });
    expect(screen.getByTestId('preview-subject').textContent).toMatch(
      /^New \d\d\/\d\d\/\d\d subject$/,
    );
    const frame = screen.getByTitle('Preview of the e-mail');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('Hello [firstName],');
    fireEvent.click(screen.getByRole('tab', { name: 'Text' }));
    expect(screen.getByTestId('preview-text').textContent).toBe(
      'Hello [firstName],\n\nChoose a new password: [link]',
    );
  });

  it('starts a language not written yet from the default text, and saves it', async () => {
    const api = templatesApi();
    renderApp(['/admin/templates/password-reset/fr'], { session: developer, api });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }, LOAD));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/api/messagetemplate/upsert',
        expect.objectContaining({ code: 'password-reset', locale: 'fr', subject: reset.subject }),
      ),
    );
    expect(await screen.findByText('The template was saved.', undefined, LOAD)).toBeTruthy();
  });

  it('refuses to save a new template whose code or format is wrong', async () => {
    const api = templatesApi();
    renderApp(['/admin/templates?new'], { session: developer, api });
    fireEvent.change(await screen.findByLabelText('Code', undefined, LOAD), {
      target: { value: 'Bad Code' },
    });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'On {{d|weekday}}' } });
    fireEvent.change(screen.getByLabelText('Text body'), { target: { value: 'Body' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Use lower-case letters and digits, words joined by -, _ or .'),
    ).toBeTruthy();
    expect(
      screen.getByText('{{d|weekday}}: the format must be one of text, date, releaseDate, choices'),
    ).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });
});
