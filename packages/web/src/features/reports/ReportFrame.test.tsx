import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PagedResult, TProfileAuditRow } from '@portal/core';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testConfig, testSession } from '../../test/render-app';

const DISTRICT = '3f2b8c1e-5d4a-4c3b-9a1f-2e3d4c5b6a7f';
const row: TProfileAuditRow = {
  accountId: DISTRICT,
  accountName: '<b>Birch District</b>',
  groupId: null,
  groupName: null,
  profilesStarted: 1200,
  describersInvited: 3,
  describersFinished: 2,
  reportsReleased: 1,
  lastReleasedAt: '2026-03-20T12:00:00.000Z',
};

function reportsApi(calls: unknown[]) {
  return testApi(async (path, query) => {
    if (path === '/api/reports/ScopeOptions') {
      return { accounts: [{ id: DISTRICT, name: 'Birch District' }], groups: [] };
    }
    calls.push(query);
    return { count: 1, data: [row] } satisfies PagedResult<TProfileAuditRow>;
  });
}

/** The page's code loads lazily: on a busy machine that can take seconds. */
const LOAD = { timeout: 10_000 };

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

describe('profile audit in the report frame', { timeout: 30_000 }, () => {
  it('asks for the filters of the address and shows the rows as text', async () => {
    const calls: unknown[] = [];
    renderApp([`/reports?report=profileAudit&from=2026-03-01&accountId=${DISTRICT}&to=nope`], {
      session: testSession(['globalDataAccess']),
      api: reportsApi(calls),
    });
    const table = await screen.findByRole('table', { name: 'Report rows' }, LOAD);
    expect(await within(table).findByText('<b>Birch District</b>', {}, LOAD)).toBeTruthy();
    expect(within(table).getByText('1,200')).toBeTruthy();
    expect(calls[0]).toEqual({ from: '2026-03-01', accountId: DISTRICT, page: 1, pageSize: 25 });
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Account' }).value).toBe(
        'Birch District',
      ),
    );
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });

  it('offers no CSV download where the brand has csvExport off', async () => {
    renderApp(['/reports?report=profileAudit'], {
      session: testSession(['globalDataAccess']),
      api: reportsApi([]),
      config: testConfig({ features: { csvExport: false } }),
    });
    expect(await screen.findByRole('button', { name: 'Download Excel' }, LOAD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('offers no e-mail message charts where the brand has emailStats off', async () => {
    const open = async (features: Record<string, boolean>) => {
      cleanup();
      queryClient.clear();
      renderApp(['/reports?report=emailMessageCharts'], {
        session: testSession(['globalDataAccess']),
        api: reportsApi([]),
        config: testConfig({ features }),
      });
      const chooser = await screen.findByRole('navigation', { name: 'Report' }, LOAD);
      return within(chooser).queryByText('E-mail message charts');
    };
    expect(await open({})).toBeTruthy();
    expect(await open({ emailStats: false })).toBeNull();
    // The address of the charts opens the profile audit instead.
    expect(screen.getByRole('heading', { level: 1, name: 'Profile audit' })).toBeTruthy();
  });
});

describe('a long report in the report frame', { timeout: 30_000 }, () => {
  it('writes its file in the background, shows the progress, then downloads it', async () => {
    const states = [
      { status: 'running', total: 6_000, done: 2_000 },
      { status: 'done', total: 6_000, done: 6_000 },
    ];
    const exportId = '0f3e2d1c-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
    const state = (s: (typeof states)[number]) => ({
      id: exportId,
      report: 'profileAudit',
      format: 'xlsx',
      error: null,
      expiresAt: '2026-03-21T12:00:00.000Z',
      ...s,
    });
    const started: unknown[] = [];
    const api = testApi(
      async (path) => {
        if (path === '/api/reports/ScopeOptions') return { accounts: [], groups: [] };
        if (path === `/api/reports/ExportStatus/${exportId}`) return state(states.shift()!);
        return { count: 6_000, data: [row] } satisfies PagedResult<TProfileAuditRow>;
      },
      async (path, body) => {
        started.push([path, body]);
        return state({ status: 'queued', total: null as unknown as number, done: 0 });
      },
    );
    const saved = vi.mocked(api.file).mockResolvedValue({
      blob: new Blob(['x']),
      fileName: 'profile-audit.xlsx',
    } as never);
    renderApp(['/reports?report=profileAudit&from=2026-03-01'], {
      session: testSession(['globalDataAccess']),
      api,
    });
    await screen.findByRole('table', { name: 'Report rows' }, LOAD);
    fireEvent.click(await screen.findByRole('button', { name: 'Download Excel' }, LOAD));

    expect(await screen.findByText('Reading the report’s rows…', {}, LOAD)).toBeTruthy();
    expect(started).toEqual([
      ['/api/reports/StartExport', { from: '2026-03-01', report: 'profileAudit', format: 'xlsx' }],
    ]);
    expect(screen.getByRole('button', { name: 'Download Excel' })).toHaveProperty('disabled', true);
    expect(await screen.findByText('Writing the file: 2,000 of 6,000 rows', {}, LOAD)).toBeTruthy();
    expect(await screen.findByText(/Your file is ready/, {}, LOAD)).toBeTruthy();
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith('GET', `/api/reports/ExportFile/${exportId}`, {
        query: undefined,
        body: undefined,
      }),
    );
  });
});
