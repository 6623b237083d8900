import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageStatus, type PagedResult, type TEmailMessagesRow } from '@portal/core';
import { withFeaturesOff } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { linkPerson, makeAccountAdmin, seedAccount, seedMessage } from './reports-test-support';

const { Complete, Reject, Deferred, InQueue, InProcess } = MessageStatus;

describe.each(testEngines())('the e-mail message charts on %s', (engine) => {
  let t: TestApp;
  let employee: TestPerson;
  let accountAdmin: TestPerson;
  let participant: TestPerson;
  let account = '';

  const report = async (query: string, who = employee) => {
    const res = await call(t, 'GET', `/api/reports/EmailMessages?${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PagedResult<TEmailMessagesRow>>();
  };
  const figures = (page: PagedResult<TEmailMessagesRow>) =>
    page.data.map((r) => [r.period, r.entered, r.complete, r.reject, r.deferred, r.pending]);

  beforeAll(async () => {
    t = await createTestApp({ engine });
    const db = t.database.db;
    employee = await createPerson(t, 'Emma', ['globalDataAccess']);
    accountAdmin = await createPerson(t, 'Abe', ['clientAdmin']);
    participant = await createPerson(t, 'Pat', ['participant']);
    const ann = await createPerson(t, 'Ann');
    account = await seedAccount(db, 'Alder Campus', 'M-A');
    await makeAccountAdmin(db, account, accountAdmin.userAccountId);
    await linkPerson(db, account, ann.userAccountId);
    // Ann (of the account): two on 2 March, one delivered, one rejected; one deferred on 4 March.
    await seedMessage(db, {
      enteredAt: '2026-03-02T08:00:00Z',
      status: Complete,
      userAccountId: ann.userAccountId,
    });
    await seedMessage(db, {
      enteredAt: '2026-03-02T23:59:00Z',
      status: Reject,
      userAccountId: ann.userAccountId,
    });
    await seedMessage(db, {
      enteredAt: '2026-03-04T10:00:00Z',
      status: Deferred,
      userAccountId: ann.userAccountId,
    });
    // To no account: one waiting on 3 March, one being sent in April; a text message (not an e-mail).
    await seedMessage(db, { enteredAt: '2026-03-03T10:00:00Z', status: InQueue });
    await seedMessage(db, { enteredAt: '2026-04-20T10:00:00Z', status: InProcess });
    await seedMessage(db, { enteredAt: '2026-03-02T09:00:00Z', status: Complete, type: 2 });
  });

  afterAll(async () => {
    await t.close();
  });

  it('counts a short range day by day, empty days included, by status now', async () => {
    const page = await report('from=2026-03-01&to=2026-03-05');
    expect(page.count).toBe(5);
    expect(figures(page)).toEqual([
      ['2026-03-01', 0, 0, 0, 0, 0],
      ['2026-03-02', 2, 1, 1, 0, 0],
      ['2026-03-03', 1, 0, 0, 0, 1],
      ['2026-03-04', 1, 0, 0, 1, 0],
      ['2026-03-05', 0, 0, 0, 0, 0],
    ]);
  });

  it('counts a long range, or none, by month', async () => {
    expect(figures(await report('from=2026-01-01&to=2026-12-31')).slice(1, 4)).toEqual([
      ['2026-02', 0, 0, 0, 0, 0],
      ['2026-03', 4, 1, 1, 1, 1],
      ['2026-04', 1, 0, 0, 0, 1],
    ]);
    expect(figures(await report(''))).toEqual([
      ['2026-03', 4, 1, 1, 1, 1],
      ['2026-04', 1, 0, 0, 0, 1],
    ]);
  });

  it("shows an account's staff only the e-mails to its people", async () => {
    expect(figures(await report('', accountAdmin))).toEqual([['2026-03', 3, 1, 1, 1, 0]]);
    expect(figures(await report(`accountId=${account}`))).toEqual([['2026-03', 3, 1, 1, 1, 0]]);
    const refused = await call(t, 'GET', '/api/reports/EmailMessages', participant);
    expect(refused.statusCode).toBe(403);
  });

  it('downloads as CSV with the periods as text', async () => {
    const res = await call(t, 'GET', '/api/reports/EmailMessages/Export?format=csv', employee);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('email-messages.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      '"Period","Sent to the queue","Delivered","Rejected","Deferred","Waiting"',
      '"2026-03","4","1","1","1","1"',
      '"2026-04","1","0","0","0","1"',
    ]);
  });

  it('answers 403 to the charts and the e-mail statistics where the brand has emailStats off', async () => {
    // The caller's own messages, which anyone may count.
    const own = employee.userId;
    const calls: [method: 'GET' | 'POST', url: string, body?: object][] = [
      ['GET', '/api/reports/EmailMessages?from=2026-03-01&to=2026-03-05'],
      ['GET', '/api/reports/EmailMessages/Export?format=xlsx'],
      ['POST', '/api/reports/StartExport', { report: 'emailMessageCharts', format: 'xlsx' }],
      ['GET', `/api/messaging/GetMessageStatsByEntityId/${own}`],
      ['GET', `/api/messaging/GetEmailStats/identity_user/${own}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(t, method, url, employee, body)).statusCode, url).toBe(200);
    }
    await withFeaturesOff(t.app, 'teams', ['emailStats'], async () => {
      for (const [method, url, body] of calls) {
        expect((await call(t, method, url, employee, body)).statusCode, url).toBe(403);
      }
      // The other reports stay.
      const audit = await call(t, 'GET', '/api/reports/ProfileAudit', employee);
      expect(audit.statusCode).toBe(200);
    });
  });
});
