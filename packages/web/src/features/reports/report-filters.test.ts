import { describe, expect, it } from 'vitest';
import { filtersOf, withFilter, withoutFilters } from './report-filters';

const ID = '3f2b8c1e-5d4a-4c3b-9a1f-2e3d4c5b6a7f';

describe('report filters in the address', () => {
  it('reads the filters the server takes', () => {
    const params = new URLSearchParams(
      `report=profileAudit&from=2026-03-01&to=2026-03-31&accountId=${ID}`,
    );
    expect(filtersOf(params)).toEqual({ from: '2026-03-01', to: '2026-03-31', accountId: ID });
  });

  it('drops values the server would refuse', () => {
    expect(filtersOf(new URLSearchParams('from=2026-13-01&accountId=nope&groupId='))).toEqual({});
    expect(filtersOf(new URLSearchParams('from=2026-03-31&to=2026-03-01'))).toEqual({
      from: '2026-03-31',
    });
  });

  it('changes one filter and keeps the rest of the address', () => {
    const params = new URLSearchParams('report=checkupAudit&from=2026-03-01');
    expect(withFilter(params, 'to', '2026-04-01').toString()).toBe(
      'report=checkupAudit&from=2026-03-01&to=2026-04-01',
    );
    expect(withFilter(params, 'from', '').toString()).toBe('report=checkupAudit');
    expect(withoutFilters(params).toString()).toBe('report=checkupAudit');
  });
});
