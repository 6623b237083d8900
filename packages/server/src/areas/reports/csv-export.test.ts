import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, tokenFor, withFeaturesOff } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const RANGE = 'from=2026-01-01&to=2026-12-31';
const CSV_EXPORT = { report: 'profileAudit', format: 'csv' };

/** Every CSV download of the portal, with what it answers where the brand has CSV files on. */
const CSV_CALLS: [method: 'GET' | 'POST', url: string, whenOn: number, body?: object][] = [
  ['GET', `/api/reports/ProfileAudit/Export?format=csv&${RANGE}`, 200],
  ['POST', '/api/reports/StartExport', 200, CSV_EXPORT],
  ['GET', '/api/crmaccount/ExportAccounts', 200],
  ['GET', `/api/profilereport/ExportProfileData/${UNKNOWN}/2026-01-01/2026-12-31`, 404],
  ['GET', `/api/tractionplancheckup/GetScorecardFile/${UNKNOWN}?format=csv`, 404],
];

describe.each(testEngines())('CSV downloads on %s', (engine) => {
  let t: TestApp;
  let caller: string;
  beforeAll(async () => {
    t = await createTestApp({ engine, demo: true });
    // Every claim these calls ask for, the same person throughout (an export is its asker's).
    const claims = ['globalDataAccess', 'eventAdmin', 'securityAdmin'];
    caller = tokenFor(t.app, { brand: 'teams', userId: UNKNOWN, claims });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, body?: object) =>
    t.app.inject({
      method,
      url,
      headers: apiHeaders('teams', caller),
      ...(body ? { payload: body } : {}),
    });

  it('answers 403 to every CSV download where the brand has csvExport off, not to Excel', async () => {
    for (const [method, url, whenOn, body] of CSV_CALLS) {
      expect((await call(method, url, body)).statusCode, url).toBe(whenOn);
    }
    // A background CSV export asked for before is not handed out either.
    const started = await call('POST', '/api/reports/StartExport', CSV_EXPORT);
    const exportFile = `/api/reports/ExportFile/${started.json<{ id: string }>().id}`;
    expect((await call('GET', exportFile)).statusCode).not.toBe(403);
    await withFeaturesOff(t.app, 'teams', ['csvExport'], async () => {
      for (const [method, url, , body] of [...CSV_CALLS, ['GET', exportFile] as const]) {
        const off = await call(method, url, body);
        expect(off.statusCode, url).toBe(403);
        expect(off.json<{ message: string }>().message).toBe(
          'You are not authorized to access this feature.',
        );
      }
      const excel = await call('GET', `/api/reports/ProfileAudit/Export?format=xlsx&${RANGE}`);
      expect(excel.statusCode).toBe(200);
    });
  });
});
