import { afterEach, describe, expect, it, vi } from 'vitest';
import { crmAccountApi } from '@portal/core';
import { ApiError } from '../../api/api-error';
import type { ApiClient, ApiFile } from '../../api/client';
import { testApi } from '../../test/render-app';
import { downloadFile, fileRequest, type DownloadDeps } from './download-file';

const DENIED = 'Browser denied file download...';
type AnalyticsWindow = Window & { dataLayer?: unknown[] };

function setup(answer: () => Promise<ApiFile>, overrides: Partial<DownloadDeps> = {}) {
  const api: ApiClient = testApi(async () => undefined);
  api.file = vi.fn(answer);
  const deps = {
    api,
    brand: 'teams',
    analytics: false,
    notify: vi.fn(),
    deniedMessage: DENIED,
    save: vi.fn(),
    ...overrides,
  } satisfies DownloadDeps;
  return deps;
}

const pdf =
  (fileName: string | null = 'server name.pdf') =>
  async () => ({
    blob: new Blob(['%PDF']),
    fileName,
  });

afterEach(() => {
  delete (window as AnalyticsWindow).dataLayer;
});

describe('downloadFile', () => {
  it('fetches with the API client and saves under the given name, special characters removed', async () => {
    const deps = setup(pdf());
    const saved = await downloadFile(
      { path: '/api/tractionplan/getpdf/7', query: { x: 1 }, fileName: 'Plan: Ann/Bob <2026>.pdf' },
      deps,
    );
    expect(saved).toBe(true);
    expect(deps.api.file).toHaveBeenCalledWith('GET', '/api/tractionplan/getpdf/7', {
      query: { x: 1 },
      body: undefined,
    });
    expect(deps.save).toHaveBeenCalledWith(expect.any(Blob), 'Plan AnnBob 2026.pdf');
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it("uses the server's name, else 'download'", async () => {
    const named = setup(pdf('Report "final".zip'));
    await downloadFile({ path: '/api/x', method: 'POST', body: { ids: [1] } }, named);
    expect(named.api.file).toHaveBeenCalledWith('POST', '/api/x', {
      query: undefined,
      body: { ids: [1] },
    });
    expect(named.save).toHaveBeenCalledWith(expect.any(Blob), 'Report final.zip');
    const unnamed = setup(pdf(null));
    await downloadFile({ path: '/api/x' }, unnamed);
    expect(unnamed.save).toHaveBeenCalledWith(expect.any(Blob), 'download');
  });

  it("shows 'Browser denied file download...' when the browser refuses the file", async () => {
    const deps = setup(pdf(), {
      analytics: true,
      save: vi.fn(() => {
        throw new DOMException('blocked', 'SecurityError');
      }),
    });
    expect(await downloadFile({ path: '/api/x' }, deps)).toBe(false);
    expect(deps.notify).toHaveBeenCalledWith(DENIED, 'warning');
    expect((window as AnalyticsWindow).dataLayer).toBeUndefined();
  });

  it("shows the server's message when the call fails, and saves nothing", async () => {
    const deps = setup(() => Promise.reject(new ApiError(503, 'Set CHROMIUM_PATH.')));
    expect(await downloadFile({ path: '/api/x' }, deps)).toBe(false);
    expect(deps.notify).toHaveBeenCalledWith('Set CHROMIUM_PATH.', 'error');
    expect(deps.save).not.toHaveBeenCalled();
  });

  it('pushes the download to the analytics data layer only when googleAnalytics is on', async () => {
    await downloadFile({ path: '/api/x', fileName: 'a.csv' }, setup(pdf()));
    expect((window as AnalyticsWindow).dataLayer).toBeUndefined();
    (window as AnalyticsWindow).dataLayer = [{ event: 'earlier' }];
    await downloadFile({ path: '/api/x', fileName: 'Plan.PDF' }, setup(pdf(), { analytics: true }));
    expect((window as AnalyticsWindow).dataLayer).toEqual([
      { event: 'earlier' },
      { event: 'download', fileName: 'Plan.PDF', fileType: 'pdf', brand: 'teams' },
    ]);
  });
});

describe('fileRequest', () => {
  it('takes the method and path of a contract endpoint, its parameters encoded, and its query', () => {
    expect(fileRequest(crmAccountApi.certificatePdf, { params: { a: 'a/1', b: 'b?2' } })).toEqual({
      path: '/api/crmaccount/GetCrmAccountCertificatePdf/a%2F1/b%3F2',
      method: 'GET',
      query: undefined,
      body: undefined,
    });
    const query = { page: 1, pageSize: 20, search: 'acme' };
    expect(fileRequest(crmAccountApi.exportAccounts, { query })).toMatchObject({
      path: '/api/crmaccount/ExportAccounts',
      query,
    });
  });
});
