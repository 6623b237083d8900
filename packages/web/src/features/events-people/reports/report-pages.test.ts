import { describe, expect, it } from 'vitest';
import { offeredReportPages, REPORT_PAGES, reportPageOf } from './report-pages';

describe('the report sub-pages a brand offers', () => {
  it('leaves out the e-mail message charts where the brand has emailStats off', () => {
    expect(offeredReportPages({})).toEqual(REPORT_PAGES);
    const offered = offeredReportPages({ emailStats: false });
    expect(offered).not.toContain('emailMessageCharts');
    expect(offered).toHaveLength(REPORT_PAGES.length - 1);
  });

  it('opens the profile audit for a sub-page not offered', () => {
    const offered = offeredReportPages({ emailStats: false });
    expect(reportPageOf('emailMessageCharts', offered)).toBe('profileAudit');
    expect(reportPageOf('emailMessageCharts')).toBe('emailMessageCharts');
    expect(reportPageOf('implementation', offered)).toBe('implementation');
  });
});
