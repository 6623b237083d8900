import { describe, expect, it } from 'vitest';
import type { ProfileReportListItem } from '@portal/core';
import { latestReleased } from './report-list';

const item = (id: string, overrides: Partial<ProfileReportListItem>): ProfileReportListItem => ({
  id,
  reportCode: `R-${id}`,
  formattedLabel: '05/02/26 (3)',
  label: '',
  participantId: 'p',
  userAccountId: 'u',
  createdUTC: '2026-01-01T00:00:00Z',
  releasedUTC: null,
  isReleased: false,
  isExcluded: false,
  describerCount: 4,
  ...overrides,
});

describe('latestReleased', () => {
  it('takes the newest released report, by release time', () => {
    const reports = [
      item('a', { isReleased: true, releasedUTC: '2026-03-01T00:00:00Z' }),
      item('b', {
        isReleased: true,
        releasedUTC: '2026-05-01T00:00:00Z',
        createdUTC: '2025-12-01T00:00:00Z',
      }),
      item('c', { createdUTC: '2026-06-01T00:00:00Z' }),
    ];
    expect(latestReleased(reports)?.id).toBe('b');
  });

  it('skips excluded reports and answers undefined when nothing is released', () => {
    expect(
      latestReleased([item('a', { isReleased: true, isExcluded: true }), item('b', {})]),
    ).toBeUndefined();
    expect(latestReleased([])).toBeUndefined();
  });
});
