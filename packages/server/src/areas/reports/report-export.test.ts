import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TReportExport } from '@portal/core';
import { apiHeaders } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { firstSheet } from '../../../test/workbook';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import {
  EXPORT_NOT_READY,
  NO_SUCH_EXPORT,
  TOO_MANY_EXPORTS,
  runReportExport,
} from './report-export.service';
import { deleteExpiredExports, insertExport } from './report-export.store';
import { makeAccountAdmin, seedAccount, seedEvent } from './reports-test-support';

const MARCH = { from: '2026-03-01', to: '2026-03-31' };

describe.each(testEngines())('background report exports on %s', (engine) => {
  let t: TestApp;
  let employee: TestPerson;
  let campusAdmin: TestPerson;
  let participant: TestPerson;

  const start = (body: object, who = employee) =>
    call(t, 'POST', '/api/reports/StartExport', who, body);
  const status = async (id: string, who = employee) =>
    call(t, 'GET', `/api/reports/ExportStatus/${id}`, who);
  const started = async (body: object, who = employee) => {
    const res = await start(body, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TReportExport>();
  };

  beforeAll(async () => {
    t = await createTestApp({ engine });
    const db = t.database.db;
    employee = await createPerson(t, 'Emma', ['globalDataAccess', 'tfg']);
    campusAdmin = await createPerson(t, 'Cleo', ['clientAdmin']);
    participant = await createPerson(t, 'Pat', ['participant']);
    const campus = await seedAccount(db, 'Alder Campus', 'X-A');
    const other = await seedAccount(db, 'Birch Other', 'X-B');
    await makeAccountAdmin(db, campus, campusAdmin.userAccountId);
    for (const accountId of [campus, other]) {
      await seedEvent(db, {
        accountIds: [accountId],
        startsAt: '2026-03-10T10:00:00Z',
        participants: [{ checkedIn: true }, { checkedIn: false }],
      });
    }
  });

  afterAll(async () => {
    await t.close();
  });

  it('writes the report to a file in the background, then serves it to whoever asked', async () => {
    const asked = await started({ report: 'implementation', format: 'csv', ...MARCH });
    expect(asked).toMatchObject({ report: 'implementation', status: 'queued', total: null });
    const early = await call(t, 'GET', `/api/reports/ExportFile/${asked.id}`, employee);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: EXPORT_NOT_READY });

    await t.app.portal.jobs.drain?.();
    const done = (await status(asked.id)).json<TReportExport>();
    expect(done).toMatchObject({ status: 'done', total: 2, done: 2, error: null });
    const file = await call(t, 'GET', `/api/reports/ExportFile/${asked.id}`, employee);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('implementation.csv');
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^"Account","Group","Events","Participants","Checked in"/);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['"Alder Campus"', '"Birch Other"']);
  });

  it("heads the file in the asker's language and keeps to the accounts they may see", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports/StartExport',
      headers: { ...apiHeaders('teams', campusAdmin.token), 'accept-language': 'de' },
      payload: { report: 'implementation', format: 'xlsx', ...MARCH },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json<TReportExport>();
    await t.app.portal.jobs.drain?.();
    expect((await status(id, campusAdmin)).json()).toMatchObject({ status: 'done', total: 1 });
    const file = await call(t, 'GET', `/api/reports/ExportFile/${id}`, campusAdmin);
    const sheet = await firstSheet(file);
    expect(sheet.getRow(1).getCell(1).value).toBe('Konto');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe('Alder Campus');
  });

  it("answers nobody else's export, nor an unknown, expired or malformed one", async () => {
    const { id } = await started({ report: 'profileAudit', format: 'csv' });
    for (const [path, who] of [
      [`ExportStatus/${id}`, campusAdmin],
      [`ExportFile/${id}`, campusAdmin],
      ['ExportStatus/7d1c5b0e-8f4e-4f5e-9d2a-1c3b5a7e9f01', employee],
    ] as const) {
      const res = await call(t, 'GET', `/api/reports/${path}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: NO_SUCH_EXPORT });
    }
    expect((await status(id, participant)).statusCode).toBe(403);
    expect((await call(t, 'GET', `/api/reports/ExportStatus/${id}`)).statusCode).toBe(401);
    expect((await status('not-an-id')).statusCode).toBe(400);
    // Another brand's site does not serve it: a session of one brand is none on another.
    const elsewhere = await t.app.inject({
      url: `/api/reports/ExportStatus/${id}`,
      headers: apiHeaders('leaders', employee.token),
    });
    expect(elsewhere.statusCode).toBe(401);

    // A day later every export of these tests has expired.
    const dayLater = new Date(Date.now() + 25 * 3_600_000);
    expect(await deleteExpiredExports(t.database.db, dayLater)).toBeGreaterThan(0);
    expect((await status(id)).statusCode).toBe(404);
  });

  it('refuses bad input and people who view no reports', async () => {
    for (const body of [
      { report: 'nope', format: 'csv' },
      { report: 'implementation', format: 'pdf' },
      { report: 'implementation', format: 'csv', from: '2026-04-01', to: '2026-03-01' },
      { report: 'implementation', format: 'csv', accountId: "1' or '1'='1" },
    ]) {
      expect((await start(body)).statusCode).toBe(400);
    }
    expect((await start({ report: 'implementation', format: 'csv' }, participant)).statusCode).toBe(
      403,
    );
  });

  it('lets a person have three files being written at once, no more', async () => {
    const ask = () => start({ report: 'profileAudit', format: 'csv' }, campusAdmin);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await ask()).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
    expect((await ask()).json()).toMatchObject({ code: TOO_MANY_EXPORTS });
    // Once they are written, more may be asked for.
    await t.app.portal.jobs.drain?.();
    expect((await ask()).statusCode).toBe(200);
    await t.app.portal.jobs.drain?.();
  });

  it('ends an export it cannot write as failed, saying why, rather than retrying', async () => {
    const row = await insertExport(t.database.db, {
      brand: 'teams',
      requesterId: employee.userId,
      // A report that no longer exists (a row of an older version).
      report: 'retired' as 'implementation',
      format: 'csv',
      filters: {},
      visible: 'all',
      language: 'en-us',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await runReportExport(t.database.db, t.app.log, row.id);
    expect((await status(row.id)).json()).toMatchObject({
      status: 'failed',
      error: 'The export could not be written; please try again.',
    });
  });
});
