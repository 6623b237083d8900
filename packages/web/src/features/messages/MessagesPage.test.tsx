import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testSession } from '../../test/render-app';
import type { MessagePreview, OutboxMessage } from './messages-api';

const row: OutboxMessage = {
  id: '0b8f7f7e-7d0a-4a43-9d53-2f8e9f0c1a11',
  recipient: 'grace.hopper@example.org',
  subject: '<b>Confirm</b> your e-mail address',
  messageType: 1,
  status: 1,
  enteredUtc: '2026-11-23T00:15:33.538Z',
  sentUtc: null,
  completedUtc: null,
  resultDetails: null,
};
const preview: MessagePreview = {
  ...row,
  bodyText: 'Hello <b>Grace</b>,\n<script>window.hacked = true</script>',
};

function outboxApi() {
  return testApi(async (path) => {
    if (path === '/api/messaging/Search') return { count: 1, data: [row] };
    if (path === `/api/messaging/PreviewMessage/${row.id}`) return preview;
    throw new ApiError(404, 'No such call.');
  });
}

const developer = testSession(['developer']);

/** A page's first lazy load can take seconds on a busy machine. */
const LOAD = { timeout: 10_000 };

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

describe('message outbox page', () => {
  it('lists the messages, newest first, and opens one with its body shown as text', async () => {
    const api = outboxApi();
    renderApp(['/admin/messages'], { session: developer, api });
    const cell = await screen.findByText(row.subject, undefined, LOAD);
    expect(api.get).toHaveBeenCalledWith(
      '/api/messaging/Search',
      expect.objectContaining({ page: 1, sortProperty: 'enteredUtc', sortAscending: false }),
      expect.anything(),
    );
    fireEvent.click(cell);
    const body = await screen.findByTestId('message-body', undefined, LOAD);
    expect(body.textContent).toBe(preview.bodyText);
    expect(body.querySelector('b, script')).toBeNull();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(row.recipient)).toBeTruthy();
    expect(within(dialog).getByText('In queue')).toBeTruthy();
  });

  it('resends a copy of the message once confirmed', async () => {
    const api = outboxApi();
    vi.mocked(api.post).mockResolvedValue({ ...row, id: 'copy' });
    renderApp(['/admin/messages'], { session: developer, api });
    fireEvent.click(await screen.findByText(row.subject, undefined, LOAD));
    fireEvent.click(await screen.findByRole('button', { name: 'Resend' }, LOAD));
    expect(
      await screen.findByText(
        `A copy is queued for ${row.recipient}; the original stays as it is.`,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(`/api/messaging/Resend/${row.id}`, undefined),
    );
    expect(
      await screen.findByText('A copy of the message was queued.', undefined, LOAD),
    ).toBeTruthy();
  });

  it('searches with the typed text as `search`, once typing pauses', async () => {
    const api = outboxApi();
    renderApp(['/admin/messages'], { session: developer, api });
    await screen.findByText(row.subject, undefined, LOAD);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'grace' },
    });
    await waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith(
        '/api/messaging/Search',
        expect.objectContaining({ search: 'grace', page: 1 }),
        expect.anything(),
      ),
    );
  });

  it('says what failed, with the reference id', async () => {
    const api = testApi(async () => {
      throw new ApiError(403, 'Not allowed here.', 'ref-42');
    });
    renderApp(['/admin/messages'], { session: developer, api });
    expect(await screen.findByText(/Not allowed here\./, undefined, LOAD)).toBeTruthy();
    expect(screen.getByText(/Reference: ref-42/)).toBeTruthy();
  });
});
