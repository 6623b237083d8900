import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, tokenFor, withFeaturesOff } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const ids = { ids: [UNKNOWN] };

/** Every PDF call of the portal (reports, plans, certificates), with a body where it takes one. */
const PDF_CALLS: [method: 'GET' | 'POST', url: string, body?: object][] = [
  ['GET', `/api/tractionplan/getpdf/${UNKNOWN}`],
  [
    'POST',
    '/api/tractionplan/StartGenerateTractionPlanPdfBatch/false',
    { tractionPlanIds: [UNKNOWN] },
  ],
  ['GET', `/api/tractionplan/DownloadTractionPlanPdfBatch/${UNKNOWN}`],
  ['GET', `/api/tractionplancheckup/getReportpdf/${UNKNOWN}`],
  ['POST', `/api/tractionplancheckup/StartGenerateReportsPdfBatch/${UNKNOWN}`],
  ['GET', `/api/tractionplancheckup/DownloadReportPdfBatch/${UNKNOWN}`],
  ['GET', `/api/profilereport/getReportpdf/${UNKNOWN}`],
  ['POST', '/api/profilereport/StartGenerateReportPdfBatch/en-us/false', ids],
  ['POST', '/api/profilereport/StartGenerateParticipantProfilePdfBatch/en-us/false', ids],
  ['GET', `/api/profilereport/GetTeamReportByGroupIdPdf/${UNKNOWN}/en-us/false`],
  ['GET', `/api/participant/GetEventCertificatePdf/${UNKNOWN}`],
  ['POST', `/api/participant/StartGenerateParticipantCertificatePdfBatch/${UNKNOWN}`],
  ['GET', `/api/participant/DownloadReportPdfBatch/${UNKNOWN}`],
  ['GET', `/api/crmaccount/GetCrmAccountCertificatePdf/${UNKNOWN}/${UNKNOWN}`],
  ['GET', `/api/reports/ClientResultsPdf/${UNKNOWN}?from=2026-01-01&to=2026-12-31`],
];

describe.each(testEngines())('PDF downloads on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, demo: true });
  });
  afterAll(() => t.close());

  // A caller holding every claim these calls ask for (schools: its client reports are on).
  const call = (method: 'GET' | 'POST', url: string, body?: object) =>
    t.app.inject({
      method,
      url,
      headers: apiHeaders(
        'schools',
        tokenFor(t.app, {
          brand: 'schools',
          claims: ['globalDataAccess', 'eventAdmin', 'securityAdmin', 'taClientReporting'],
        }),
      ),
      ...(body ? { payload: body } : {}),
    });

  it('answers 403 to every PDF call where the brand has pdfDownloads off', async () => {
    for (const [method, url, body] of PDF_CALLS) {
      expect((await call(method, url, body)).statusCode, url).not.toBe(403);
    }
    await withFeaturesOff(t.app, 'schools', ['pdfDownloads'], async () => {
      for (const [method, url, body] of PDF_CALLS) {
        const off = await call(method, url, body);
        expect(off.statusCode, url).toBe(403);
        expect(off.json<{ message: string }>().message).toBe(
          'You are not authorized to access this feature.',
        );
      }
    });
  });
});
