import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKUP_REPORT_PRINT_SCOPE,
  CheckupStage,
  PRINT_KEY_HEADER,
  type CheckupParticipantFeedback,
  type CheckupReport,
  type CheckupReportView,
} from '@portal/core';
import { apiHeaders, withFeaturesOff } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { issuePrintKey } from '../../documents/documents';
import { call } from '../crmaccount/accounts-test-support';
import {
  completeAnswers,
  createCheckupSetup,
  setStage,
  submitted,
  type CheckupSetup,
} from './checkup-feedback-test-support';

const BASE = '/api/tractionplancheckup';

describe.each(testEngines())('checkup reports on %s', (engine) => {
  let t: TestApp;
  let s: CheckupSetup;
  const report = (who: { token: string } | undefined, id = s.checkupParticipantId) =>
    call(t, 'GET', `${BASE}/GetTractionPlanCheckupReportData/${id}`, who);
  beforeAll(async () => {
    t = await createTestApp({ engine });
    s = await createCheckupSetup(t, { partners: 3 });
    await submitted(t, completeAnswers(s.codes[0]!));
    const second = completeAnswers(s.codes[1]!);
    second.steps[0]!.rating = 5;
    second.encouragement = 'You can do it';
    await submitted(t, second);
  });
  afterAll(() => t.close());

  it('gives the event staff the gathered answers at any stage', async () => {
    for (const who of [s.trainer, s.admin]) {
      const response = await report(who);
      expect(response.statusCode).toBe(200);
      const body = response.json<CheckupReport>();
      expect(body).toMatchObject({ responseCount: 2, requestedCount: 3, isAnonymous: false });
      // s1 rated 4 and 5.
      expect(body.constraints[0]!.steps[0]).toMatchObject({ average: 4.5, ratedCount: 2 });
      expect(body.constraints[1]!.steps[0]).toMatchObject({ average: null, notApplicableCount: 2 });
      expect(body.encouragements).toEqual([
        { text: 'Keep going', from: 'Partner0 Example' },
        { text: 'You can do it', from: 'Partner1 Example' },
      ]);
      expect(body.strengths[0]).toEqual({ text: 'Listens', chosenCount: 2 });
    }
  });

  it('releases the report to the participant only once reported', async () => {
    expect((await report(s.participant)).statusCode).toBe(403);
    expect(
      (await call(t, 'GET', `${BASE}/getReportpdf/${s.checkupParticipantId}`, s.participant))
        .statusCode,
    ).toBe(403);
    await setStage(t, s.checkupId, CheckupStage.Reported);
    expect((await report(s.participant)).statusCode).toBe(200);
    const view = await call(
      t,
      'GET',
      `${BASE}/GetTractionPlanCheckupReportDataView/${s.checkupParticipantId}`,
      s.participant,
    );
    expect(view.json<CheckupReportView>()).toMatchObject({
      isParticipant: true,
      isReleased: true,
      report: { responseCount: 2 },
    });
    await setStage(t, s.checkupId, CheckupStage.Feedback);
  });

  it('offers the PDF only where the brand has pdfDownloads on', async () => {
    const view = async () =>
      (
        await call(
          t,
          'GET',
          `${BASE}/GetTractionPlanCheckupReportDataView/${s.checkupParticipantId}`,
          s.trainer,
        )
      ).json<CheckupReportView>().abilities;
    expect(await view()).toEqual({ downloadPdf: true });
    await withFeaturesOff(t.app, 'teams', ['pdfDownloads'], async () => {
      expect(await view()).toEqual({ downloadPdf: false });
    });
  });

  it('gives nothing to strangers, guessed ids, other brands or anonymous callers', async () => {
    expect((await report(s.stranger)).statusCode).toBe(403);
    expect((await report(s.trainer, randomUUID())).statusCode).toBe(404);
    expect((await report(undefined)).statusCode).toBe(401);
    const otherBrand = await t.app.inject({
      method: 'GET',
      url: `${BASE}/GetTractionPlanCheckupReportData/${s.checkupParticipantId}`,
      headers: apiHeaders('leaders', s.admin.token),
    });
    expect([401, 404]).toContain(otherBrand.statusCode);
  });

  it('opens the print data with a key of that participant only', async () => {
    const url = `${BASE}/GetTractionPlanCheckupReportPrintData/${s.checkupParticipantId}`;
    const key = (subjectId: string) =>
      issuePrintKey(t.app, { brand: 'teams', scope: CHECKUP_REPORT_PRINT_SCOPE, subjectId });
    const get = (printKey?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { ...apiHeaders('teams'), ...(printKey ? { [PRINT_KEY_HEADER]: printKey } : {}) },
      });
    expect((await get()).statusCode).toBe(403);
    expect((await get(key(randomUUID()))).statusCode).toBe(403);
    const ok = await get(key(s.checkupParticipantId));
    expect(ok.statusCode).toBe(200);
    expect(ok.json<CheckupReport>().responseCount).toBe(2);
  });

  it('lists the partners feedback for the event staff, answers only when asked', async () => {
    const url = `${BASE}/GetParticipantsFeedback/${s.checkupId}`;
    const withAnswers = await call(t, 'GET', `${url}/true`, s.trainer);
    expect(withAnswers.statusCode).toBe(200);
    const [row] = withAnswers.json<CheckupParticipantFeedback[]>();
    expect(row).toMatchObject({ requestedCount: 3, answeredCount: 2 });
    expect(row!.partners.filter((p) => p.response !== null)).toHaveLength(2);
    expect(row!.partners[0]!.response).toMatchObject({
      surveyVersion: 1,
      interactionFrequency: 'Weekly',
    });
    const [plain] = (await call(t, 'GET', `${url}/false`, s.trainer)).json<
      CheckupParticipantFeedback[]
    >();
    expect(plain!.partners.every((p) => p.response === null)).toBe(true);
    expect((await call(t, 'GET', `${url}/true`, s.participant)).statusCode).toBe(403);
    expect((await call(t, 'GET', `${url}/true`, s.stranger)).statusCode).toBe(403);
    const bulk = await call(t, 'POST', `${BASE}/GetParticipantsFeedbackBulk/false`, s.stranger, [
      s.checkupId,
      randomUUID(),
    ]);
    expect(bulk.json()).toEqual([]);
    const mine = await call(t, 'POST', `${BASE}/GetParticipantsFeedbackBulk/false`, s.admin, [
      s.checkupId,
    ]);
    expect(mine.json<CheckupParticipantFeedback[]>()).toHaveLength(1);
  });

  it('keeps partners nameless in anonymous checkups', async () => {
    const anonymous = await createCheckupSetup(t, { isAnonymous: true, partners: 1 });
    await submitted(t, completeAnswers(anonymous.codes[0]!));
    const body = (
      await report(anonymous.admin, anonymous.checkupParticipantId)
    ).json<CheckupReport>();
    expect(body.encouragements).toEqual([{ text: 'Keep going', from: null }]);
    const [row] = (
      await call(
        t,
        'GET',
        `${BASE}/GetParticipantsFeedback/${anonymous.checkupId}/true`,
        anonymous.admin,
      )
    ).json<CheckupParticipantFeedback[]>();
    expect(row!.partners[0]!.response).toBeNull();
  });
});
