import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  TResourceGroup,
  TSeriesMemberStats,
  TSeriesRun,
  TSeriesTestRelease,
} from '@portal/core';
import { ApiError } from '../../api/api-error';
import { queryClient } from '../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testSession } from '../../test/render-app';
import { groupFixture } from './group.fixture';

const id = '0b6f4a52-6a0e-4a57-9c0e-2d1f7a10c3b1';
const group = groupFixture({
  id,
  series: { enabled: true, intervalDays: 7 },
  contentCount: 3,
});
const member: TSeriesMemberStats = {
  userAccountId: 'a1',
  name: 'Pat Person',
  startedAt: '2026-11-27T05:10:00.000Z',
  released: 1,
  remaining: 2,
  completed: 0,
  lastReleasedAt: '2026-11-27T05:10:00.000Z',
};
const LOAD = { timeout: 10_000 };
const staff = testSession(['contentEditor']);

/** The group editor's calls, the series ones as `series` says. */
function seriesApi(stored: TResourceGroup, series: { started: boolean; calls: string[] }) {
  return testApi(async (path) => {
    series.calls.push(path);
    if (path === `/api/resourcegroup/${id}`) return stored;
    if (path === `/api/resourcegroup/getcontentsbyid/${id}`) return [];
    if (path === `/api/resourcegroup/GetMemberNames/${id}`) return [];
    if (path === `/api/resourcegroup/GetUserSeriesStats/${id}`) {
      return series.started ? [member] : [];
    }
    if (path === `/api/resourcegroup/InitializeSeriesById/${id}`) {
      series.started = true;
      const run: TSeriesRun = { members: 1, started: 1, released: 1, hasMore: false };
      return run;
    }
    if (path === `/api/resourcegroup/PerformSeriesTest/${id}`) {
      const releases: TSeriesTestRelease[] = [
        {
          userAccountId: 'a2',
          name: 'Sam New',
          contentId: 'c1',
          title: 'Week one',
          reason: 'start',
        },
      ];
      return releases;
    }
    throw new ApiError(404, 'No such call.');
  });
}

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

describe('the series of a resource group', () => {
  it('starts, then shows what each member was released', { timeout: 30_000 }, async () => {
    const series = { started: false, calls: [] as string[] };
    renderApp([`/admin/resources/group/${id}`], { session: staff, api: seriesApi(group, series) });
    await screen.findByText(/The series has not started/, undefined, LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Start the series' }));
    await screen.findByText('Series run: 1 members started, 1 items released.', undefined, LOAD);
    const table = await screen.findByRole('table', { name: 'Members of the series' }, LOAD);
    expect(table.textContent).toContain('Pat Person');
    expect(series.calls).toContain(`/api/resourcegroup/InitializeSeriesById/${id}`);
    // Started: the button releases what is due now.
    expect(screen.getByRole('button', { name: 'Release what is due now' })).toBeTruthy();
  });

  it(
    'says a started series waits for members when nobody belongs yet',
    { timeout: 30_000 },
    async () => {
      const series = { started: false, calls: [] as string[] };
      const begun = { ...group, seriesStartedAt: '2026-11-20T05:10:00.000Z' };
      renderApp([`/admin/resources/group/${id}`], {
        session: staff,
        api: seriesApi(begun, series),
      });
      await screen.findByText(
        /The series has started; nobody belongs to the group yet/,
        undefined,
        LOAD,
      );
      expect(screen.getByRole('button', { name: 'Release what is due now' })).toBeTruthy();
      expect(screen.queryByText(/The series has not started/)).toBeNull();
    },
  );

  it('tries a run without changing anything', { timeout: 30_000 }, async () => {
    const series = { started: true, calls: [] as string[] };
    renderApp([`/admin/resources/group/${id}`], { session: staff, api: seriesApi(group, series) });
    fireEvent.click(await screen.findByRole('button', { name: 'Try a run' }, LOAD));
    await screen.findByText('Week one to Sam New (their first item)', undefined, LOAD);
    expect(series.calls).not.toContain(`/api/resourcegroup/InitializeSeriesById/${id}`);
  });

  it('waits for the group to be active before it starts', { timeout: 30_000 }, async () => {
    const series = { started: false, calls: [] as string[] };
    const draft = { ...group, status: 'draft' as const };
    renderApp([`/admin/resources/group/${id}`], { session: staff, api: seriesApi(draft, series) });
    await screen.findByText('Activate the group to start its series.', undefined, LOAD);
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLButtonElement>('button', { name: 'Start the series' }).disabled,
      ).toBe(true),
    );
  });

  it('is not offered for a group that is not in series mode', { timeout: 30_000 }, async () => {
    const series = { started: false, calls: [] as string[] };
    const plain = { ...group, series: { enabled: false, intervalDays: 7 } };
    renderApp([`/admin/resources/group/${id}`], { session: staff, api: seriesApi(plain, series) });
    await screen.findByRole('textbox', { name: 'Name' }, LOAD);
    expect(screen.queryByRole('button', { name: 'Try a run' })).toBeNull();
    expect(series.calls).not.toContain(`/api/resourcegroup/GetUserSeriesStats/${id}`);
  });
});
