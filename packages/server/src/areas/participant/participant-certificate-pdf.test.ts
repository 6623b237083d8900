import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINT_KEY_HEADER, type TCheckinResult } from '@portal/core';
import { findChromium } from '../../documents/find-chromium';
import { setFeatures } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { createCatalogItem, createEvent, inDays } from '../event/event-test-support';

const chromiumPath = findChromium(process.env.CHROMIUM_PATH);

/**
 * A stand-in for the web app's certificate print page: reads the key and participant of its
 * path, fetches the print data with the key, writes the name, then marks itself rendered.
 */
function createCertificateFixture(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'certificate-print-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"></head><body><main id="out">Loading</main><script src="/certificate.js"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'certificate.js'),
    `(async () => {
  const env = await (await fetch('/statics/config/environment.json')).json();
  const [, , , key, id] = location.pathname.split('/');
  const response = await fetch('/api/participant/GetEventCertificatePrintData/' + id, {
    headers: { 'app-name': env.brand, '${PRINT_KEY_HEADER}': key },
  });
  const data = await response.json();
  document.getElementById('out').textContent = response.ok
    ? 'Certificate of attendance: ' + data.firstName + ' ' + data.lastName + ', ' + data.eventTypeName
    : 'Refused ' + response.status;
  document.documentElement.dataset.reportRendered = 'true';
})();`,
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'certificate-pdf-'));
  try {
    writeFileSync(join(dir, 'certificate.pdf'), pdf);
    return execFileSync('pdftotext', [join(dir, 'certificate.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('event certificate PDF', () => {
  let t: TestApp;
  let web: ReturnType<typeof createCertificateFixture>;
  let admin: TestPerson;
  let person: TestPerson;
  let stranger: TestPerson;
  beforeAll(async () => {
    web = createCertificateFixture();
    t = await createTestApp({
      env: { WEB_DIST: web.dir, ...(chromiumPath ? { CHROMIUM_PATH: chromiumPath } : {}) },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // Certificates are not a part of this brand by default; switched on here.
    await setFeatures(t.app, 'teams', { certificates: true });
    admin = await createPerson(t, 'Admin', ['eventAdmin']);
    person = await createPerson(t, 'Person');
    stranger = await createPerson(t, 'Stranger');
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it.skipIf(!chromiumPath)(
    "carries the participant's name, for them and not for others",
    async () => {
      const type = await createCatalogItem(t, admin, { name: 'Leading Change' });
      const event = await createEvent(t, admin, { eventTypeId: type.id, startDate: inDays(0) });
      const checkin = await call(t, 'POST', `/api/event/checkin/${event.id}`, person, {
        eventCode: event.eventCode,
        attendant: { firstName: 'Rosalind', lastName: 'Okafor' },
      });
      const participantId = checkin.json<TCheckinResult>().participantId as string;
      const url = `/api/participant/GetEventCertificatePdf/${participantId}`;
      const pdf = await call(t, 'GET', url, person);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain('Rosalind Okafor');
      expect(text).toContain('Leading Change');
      expect((await call(t, 'GET', url, stranger)).statusCode).toBe(404);
    },
    60_000,
  );
});
