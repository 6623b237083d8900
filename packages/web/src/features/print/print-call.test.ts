import { describe, expect, it, vi } from 'vitest';
import { profileReportApi } from '@portal/core';
import type { PrintApi } from './print-api';
import { printGet } from './print-call';

describe('printGet', () => {
  it('fills and encodes the path of the endpoint and sends its query', async () => {
    const get = vi.fn(async () => ({ scales: [] }));
    const api: PrintApi = { get, post: vi.fn() } as unknown as PrintApi;
    await printGet(api, profileReportApi.teamPrintData, {
      params: { id: 'a/b' },
      query: { userAccountIds: 'x,y', locale: 'de' },
    });
    expect(get).toHaveBeenCalledWith('/api/profilereport/getProfileTeamReportPrintData/a%2Fb', {
      userAccountIds: 'x,y',
      locale: 'de',
    });
  });
});
