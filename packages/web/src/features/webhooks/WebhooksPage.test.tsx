import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TWebhook, TWebhookDelivery } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testSession } from '../../test/render-app';

const hook: TWebhook = {
  id: 'c1d2e3f4-0d8e-4f43-9d3b-6c1a2b3c4d5e',
  url: 'https://crm.example.com/hooks/portal',
  events: ['report.released'],
  active: true,
  description: 'CRM',
  createdAt: '2026-11-23T04:00:00.000Z',
  updatedAt: '2026-11-23T04:00:00.000Z',
};
const delivery: TWebhookDelivery = {
  id: 'd1d2e3f4-0d8e-4f43-9d3b-6c1a2b3c4d5e',
  webhookId: hook.id,
  url: hook.url,
  event: 'report.released',
  status: 'failed',
  attempts: 6,
  responseStatus: 500,
  responseExcerpt: '<h1>Server error</h1>',
  error: 'The receiver answered 500.',
  createdAt: '2026-11-23T04:00:00.000Z',
  finishedAt: '2026-11-23T05:00:00.000Z',
  nextAttemptAt: null,
};
const LOAD = { timeout: 10_000 };
const admin = testSession(['securityAdmin']);

function webhooksApi() {
  const api = testApi(async (path) => {
    if (path === '/api/webhooks/List') return [hook];
    if (path === '/api/webhooks/Deliveries') return { count: 1, data: [delivery] };
    throw new ApiError(404, 'No such call.');
  });
  api.post = vi.fn(async () => hook) as never;
  api.del = vi.fn(async () => undefined) as never;
  return api;
}

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

describe('webhooks page', () => {
  it(
    'lists the hooks and their deliveries, the response shown as text',
    { timeout: 30_000 },
    async () => {
      renderApp(['/admin/webhooks'], { session: admin, api: webhooksApi() });
      expect(await screen.findByText('CRM', undefined, LOAD)).toBeTruthy();
      const excerpt = await screen.findByText(delivery.responseExcerpt ?? '', undefined, LOAD);
      expect(screen.getAllByText(hook.url)).toHaveLength(2);
      expect(screen.getByText('Report released')).toBeTruthy();
      expect(excerpt.querySelector('h1')).toBeNull();
      expect(screen.getByRole('button', { name: 'Send again' })).toBeTruthy();
    },
  );

  it('adds a webhook after checking the form', { timeout: 30_000 }, async () => {
    const api = webhooksApi();
    renderApp(['/admin/webhooks'], { session: admin, api });
    fireEvent.click(await screen.findByRole('button', { name: 'Add webhook' }, LOAD));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^URL/), {
      target: { value: 'ftp://files.example.com' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Secret/), {
      target: { value: 'a-long-shared-secret' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('must be an http or https URL')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/^URL/), {
      target: { value: 'https://hooks.example.com/in' },
    });
    fireEvent.click(within(dialog).getByLabelText('Plan saved'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/api/webhooks/Create', {
        url: 'https://hooks.example.com/in',
        secret: 'a-long-shared-secret',
        events: ['plan.saved'],
        active: true,
        description: '',
      }),
    );
  });

  it('deletes a webhook after confirmation', { timeout: 30_000 }, async () => {
    const api = webhooksApi();
    renderApp(['/admin/webhooks'], { session: admin, api });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }, LOAD));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api.del).toHaveBeenCalledWith(`/api/webhooks/Delete/${hook.id}`));
  });
});
