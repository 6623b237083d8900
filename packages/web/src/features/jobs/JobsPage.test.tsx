import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TJobDefinition, TJobRun } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testSession } from '../../test/render-app';

const failedRun: TJobRun = {
  id: 'a7d1c8f0-0d8e-4f43-9d3b-6c1a2b3c4d5e',
  jobId: 'b7d1c8f0-0d8e-4f43-9d3b-6c1a2b3c4d5e',
  name: 'deliver-webhooks',
  attempt: 2,
  status: 'failed',
  payload: {},
  error: '<b>connect ECONNREFUSED</b>',
  startedAt: '2026-11-23T04:00:00.000Z',
  finishedAt: '2026-11-23T04:00:01.000Z',
};
const definitions: TJobDefinition[] = [
  {
    name: 'prune-job-history',
    description: 'Deletes job runs older than 30 days.',
    schedule: '17 3 * * *',
    repeatSeconds: null,
    retry: { limit: 2, backoffSeconds: 60 },
    lastRun: null,
  },
  {
    name: 'deliver-webhooks',
    description: 'Sends webhooks.',
    schedule: null,
    repeatSeconds: 5,
    retry: { limit: 3, backoffSeconds: 10 },
    lastRun: failedRun,
  },
];

function jobsApi() {
  const api = testApi(async (path) => {
    if (path === '/api/jobs/History') return { count: 1, data: [failedRun] };
    if (path === '/api/jobs/Definitions') return definitions;
    throw new ApiError(404, 'No such call.');
  });
  api.post = vi.fn(async () => ({ jobId: 'new-job', name: 'prune-job-history' })) as never;
  return api;
}

const developer = testSession(['developer']);
/** The page's code loads lazily: on a busy machine that can take seconds. */
const LOAD = { timeout: 10_000 };

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

describe('jobs page', { timeout: 30_000 }, () => {
  it('shows the run history with errors as text', async () => {
    renderApp(['/jobs'], { session: developer, api: jobsApi() });
    const error = await screen.findByText(failedRun.error ?? '', undefined, LOAD);
    expect(error.querySelector('b')).toBeNull();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'History', selected: true })).toBeTruthy();
  });

  it('filters the history by status', async () => {
    const api = jobsApi();
    renderApp(['/jobs/history'], { session: developer, api });
    await screen.findByText('deliver-webhooks', undefined, LOAD);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith(
        '/api/jobs/History',
        expect.objectContaining({ status: 'failed', page: 1 }),
        expect.anything(),
      ),
    );
  });

  it('lists the definitions with schedule and retry, and runs one now', async () => {
    const api = jobsApi();
    renderApp(['/jobs/definitions'], { session: developer, api });
    expect(await screen.findByText('Cron 17 3 * * * (UTC)', undefined, LOAD)).toBeTruthy();
    expect(screen.getByText('Every 5 s')).toBeTruthy();
    expect(screen.getByText('2 × from 60 s, doubling')).toBeTruthy();
    expect(screen.getByText('Never')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Run now' })[0] as HTMLElement);
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/api/jobs/Run/prune-job-history', {}),
    );
    expect(await screen.findByText('prune-job-history is queued.')).toBeTruthy();
  });

  it('is not shown to someone without the developer claim', async () => {
    renderApp(['/jobs'], { session: testSession(['securityAdmin']), api: jobsApi() });
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'History' })).toBeNull());
  });
});
