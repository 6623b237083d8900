import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PdfBatch } from '@portal/core';
import type { ApiClient } from '../../../api/client';
import { PortalContext } from '../../../app/portal-context';
import { testApi, testBrand, testConfig } from '../../../test/render-app';
import { TestI18n } from '../../../test/test-providers';
import { PlanPdfBatch } from './PlanPdfBatch';

const PLAN = '7a1c2f52-3f7c-4f55-9f63-0d5a2d1f7a12';
const batch = (patch: Partial<PdfBatch>): PdfBatch => ({
  id: 'b1',
  kind: 'tractionplan',
  status: 'queued',
  total: 2,
  done: 0,
  failed: 0,
  expiresAt: '2030-01-01T00:00:00Z',
  ...patch,
});

function renderBatch(api: ApiClient, ids: string[] = [PLAN, PLAN.replace('7a', '8b')]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestI18n>
      <PortalContext.Provider value={{ brand: testBrand, version: '1', config: testConfig(), api }}>
        <QueryClientProvider client={client}>
          <PlanPdfBatch tractionPlanIds={ids} name="Team A" />
        </QueryClientProvider>
      </PortalContext.Provider>
    </TestI18n>,
  );
}

afterEach(cleanup);

describe('plan PDF batch', { timeout: 20_000 }, () => {
  it('starts a batch of the listed plans, shows its progress and offers the zip when done', async () => {
    const answers = [batch({ status: 'running', done: 1 }), batch({ status: 'done', done: 2 })];
    const api = testApi(
      async () => answers.shift() ?? batch({ status: 'done', done: 2 }),
      async () => batch({}),
    );
    api.file = vi.fn(async () => ({ blob: new Blob(['zip']), fileName: 'plans.zip' }));
    renderBatch(api);
    fireEvent.click(screen.getByRole('button', { name: 'Create PDFs' }));
    expect(await screen.findByText('Creating PDFs: 1 of 2')).toBeTruthy();
    expect(vi.mocked(api.post)).toHaveBeenCalledWith(
      '/api/tractionplan/StartGenerateTractionPlanPdfBatch/false',
      { tractionPlanIds: [PLAN, PLAN.replace('7a', '8b')] },
    );
    expect(
      await screen.findByText('The PDFs are ready.', undefined, { timeout: 8000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download PDFs' }));
    await waitFor(() =>
      expect(api.file).toHaveBeenCalledWith(
        'GET',
        '/api/tractionplan/DownloadTractionPlanPdfBatch/b1',
        expect.anything(),
      ),
    );
  });

  it('says how many could not be made, and cannot start without plans', async () => {
    const api = testApi(
      async () => batch({ status: 'done', done: 1, failed: 1 }),
      async () => batch({}),
    );
    renderBatch(api);
    fireEvent.click(screen.getByRole('button', { name: 'Create PDFs' }));
    await waitFor(() =>
      expect(screen.getByText('The PDFs are ready; 1 of 2 could not be created.')).toBeTruthy(),
    );
    cleanup();
    renderBatch(api, []);
    expect(screen.getByRole('button', { name: 'Create PDFs' })).toHaveProperty('disabled', true);
  });
});
