import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsightsReport, InsightsReportData } from '@portal/core';
import { tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { call } from '../profile-participant/profile-test-support';
import { demoPerson } from '../tractionplan/plan-test-support';

describe.each(testEngines())('insights reports on %s', (engine) => {
  let t: TestApp;
  let coach: string;
  let reportId: string;
  beforeAll(async () => {
    t = await createTestApp({ engine, demo: true });
    // The demo coach trains the demo team, whose member has the demo report.
    coach = (
      await demoPerson(t, 'coach@demo.example', ['clientCoach', 'profileViewer'], {
        brand: 'profile',
      })
    ).token;
    reportId = (
      await t.database.db
        .selectFrom('profile_report')
        .select('id')
        .where('app_name', '=', 'profile')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  it('builds an insights report with the coach ranges and recomputes the report with them', async () => {
    const created = (
      await call(t, 'POST', '/api/insightsreport/CreateInitialReport', coach, {
        profileReportId: reportId,
      })
    ).json<InsightsReport>();
    expect(created.rangeSelections).toHaveLength(12);
    // Every scale's range set above 5: each becomes a constraint of its own report.
    const rangeSelections = created.rangeSelections.map((r) => ({
      ...r,
      targetLow: 5,
      targetHigh: 5,
    }));
    const saved = await call(t, 'POST', '/api/insightsreport/SaveRangeSelections', coach, {
      id: created.id,
      rangeSelections,
      isComplete: true,
    });
    expect(saved.json()).toMatchObject({ isComplete: true });
    const data = (
      await call(t, 'GET', `/api/insightsreport/GetInsightsReportData/${created.id}`, coach)
    ).json<InsightsReportData>();
    expect(data.report.strengths.filter((s) => s.riskDirection === 'low')).toEqual([]);
    expect(
      (await call(t, 'GET', `/api/insightsreport/SetIncomplete/${created.id}`, coach)).json(),
    ).toMatchObject({ isComplete: false });
  });

  it('refuses participants, unknown scales and print calls without a key', async () => {
    const participant = tokenFor(t.app, { brand: 'profile', claims: ['profileV2'] });
    expect(
      (
        await call(t, 'POST', '/api/insightsreport/CreateInitialReport', participant, {
          profileReportId: reportId,
        })
      ).statusCode,
    ).toBe(403);
    const created = (
      await call(t, 'POST', '/api/insightsreport/CreateInitialReport', coach, {
        profileReportId: reportId,
      })
    ).json<InsightsReport>();
    const bad = await call(t, 'POST', '/api/insightsreport/SaveRangeSelections', coach, {
      id: created.id,
      rangeSelections: [{ scaleCode: 'XYZ', targetLow: 1, targetHigh: 2 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await call(t, 'GET', `/api/insightsreport/GetInsightsReportPrintData/${created.id}`))
        .statusCode,
    ).toBe(403);
  });
});
