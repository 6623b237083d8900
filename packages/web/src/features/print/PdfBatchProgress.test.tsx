import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PdfBatch } from '@portal/core';
import { ApiError } from '../../api/api-error';
import type { ApiClient } from '../../api/client';
import { AppProviders } from '../../app/AppProviders';
import { createBrandTheme } from '../../app/theme';
import { clearToasts, testApi, testBrand, testConfig } from '../../test/render-app';
import { createTestI18n } from '../../test/test-providers';
import { PdfBatchProgress } from './PdfBatchProgress';
import { pdfBatchEvents } from './pdf-batch-events';
import { PDF_BATCH_POLL_MS, laterState } from './use-pdf-batch';

const batch = (overrides: Partial<PdfBatch> = {}): PdfBatch => ({
  id: 'b1',
  kind: 'tractionplan',
  status: 'queued',
  total: 3,
  done: 0,
  failed: 0,
  expiresAt: '2026-11-24T07:00:00.000Z',
  ...overrides,
});

function renderBatch(api: ApiClient, start: () => Promise<PdfBatch>, config = testConfig()) {
  render(
    <AppProviders
      portal={{ brand: testBrand, version: '1', config, api }}
      i18n={createTestI18n()}
      theme={createBrandTheme(testBrand.theme)}
    >
      <PdfBatchProgress
        start={start}
        downloadPath={(id) => `/api/tractionplan/DownloadTractionPlanPdfBatch/${id}`}
        fileName="Plans.zip"
      />
    </AppProviders>,
  );
}

afterEach(() => {
  cleanup();
  clearToasts();
  vi.useRealTimers();
});

describe('PdfBatchProgress', () => {
  it('starts the batch, follows the hub progress and downloads the zip when ready', async () => {
    const api = testApi(async () => batch());
    api.file = vi.fn(async () => ({ blob: new Blob(['zip']), fileName: null }));
    const start = vi.fn(async () => batch());
    renderBatch(api, start);
    fireEvent.click(screen.getByRole('button', { name: 'Create PDFs' }));
    expect(await screen.findByText('Waiting to start…')).toBeTruthy();
    expect(start).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Create PDFs' })).toHaveProperty('disabled', true);

    // "Waiting to start…" shows from the click on; the hub's events count once the start has
    // answered with the batch's id, so the first is sent until it is heard.
    await vi.waitFor(() => {
      act(() => pdfBatchEvents.emit(batch({ status: 'running', done: 1 })));
      expect(screen.getByText('Creating PDFs: 1 of 3')).toBeTruthy();
    });
    act(() => pdfBatchEvents.emit(batch({ id: 'other', status: 'done', done: 3 })));
    expect(screen.getByText('Creating PDFs: 1 of 3')).toBeTruthy();
    act(() => pdfBatchEvents.emit(batch({ status: 'done', done: 2, failed: 1 })));
    expect(screen.getByText('The PDFs are ready; 1 of 3 could not be created.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Download PDFs' }));
    await vi.waitFor(() =>
      expect(api.file).toHaveBeenCalledWith(
        'GET',
        '/api/tractionplan/DownloadTractionPlanPdfBatch/b1',
        expect.anything(),
      ),
    );
  });

  it('reads the progress itself while the batch runs, in case the hub is not connected', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = testApi(async () => batch({ status: 'done', done: 3 }));
    renderBatch(api, async () => batch({ status: 'running' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create PDFs' }));
    expect(await screen.findByText('Creating PDFs: 0 of 3')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PDF_BATCH_POLL_MS + 10);
    });
    expect(await screen.findByText('The PDFs are ready.')).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith('/api/documents/batch/b1', undefined, undefined);
  });

  it("shows the server's message when the batch cannot start", async () => {
    renderBatch(
      testApi(async () => undefined),
      () => Promise.reject(new ApiError(400, 'Choose at least one document to print.')),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create PDFs' }));
    expect(await screen.findByText('Choose at least one document to print.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create PDFs' })).toHaveProperty('disabled', false);
  });

  it('is not offered where the brand has pdfDownloads off', () => {
    const config = testConfig({ features: { pdfDownloads: false } });
    renderBatch(
      testApi(async () => batch()),
      vi.fn(),
      config,
    );
    expect(screen.queryByRole('button', { name: 'Create PDFs' })).toBeNull();
  });

  it('never takes progress back when an older state arrives after a newer one', () => {
    const running = batch({ status: 'running', done: 2 });
    expect(laterState(running, batch({ status: 'queued' }))).toBe(running);
    expect(laterState(running, batch({ status: 'running', done: 1 }))).toBe(running);
    const done = batch({ status: 'done', done: 3 });
    expect(laterState(running, done)).toBe(done);
    expect(laterState(done, batch({ status: 'running', done: 3 }))).toBe(done);
    const other = batch({ id: 'b2' });
    expect(laterState(running, other)).toBe(other);
  });
});
