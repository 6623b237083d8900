import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINT_KEY_HEADER } from '@portal/core';
import { apiHeaders, tokenFor } from '../../test/factories';
import { captureLogs } from '../../test/log-capture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { HttpError } from '../http/errors';
import {
  FIXTURE_SCOPE,
  createFixtureWebDist,
  registerFixturePrintData,
} from './documents-test-support';
import {
  createDocuments,
  issuePrintKey,
  listeningOrigin,
  renderPdf,
  renderScreenshotsZip,
} from './documents';
import { findChromium } from './find-chromium';
import { PRINT_KEY_REFUSED } from './print-key';

const chromiumPath = findChromium(process.env.CHROMIUM_PATH);
if (!chromiumPath)
  console.warn('PDF rendering tests SKIPPED: no Chromium found (set CHROMIUM_PATH).');

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-text-'));
  try {
    writeFileSync(join(dir, 'out.pdf'), pdf);
    return execFileSync('pdftotext', [join(dir, 'out.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('print-data endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ beforeReady: registerFixturePrintData });
  });
  afterAll(() => t.close());

  const call = (headers: Record<string, string>, id = 'S-1') =>
    t.app.inject({
      url: `/api/documents-fixture/${id}`,
      headers: { 'app-name': 'teams', ...headers },
    });

  it('answer with the print key of the subject', async () => {
    const key = issuePrintKey(t.app, { brand: 'teams', scope: FIXTURE_SCOPE, subjectId: 'S-1' });
    const response = await call({ [PRINT_KEY_HEADER]: key });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ text: 'subject S-1 printed' });
  });

  it("refuse (403) without a key, with another subject's, brand's or scope's key", async () => {
    const other = (
      subjectId: string,
      brand: 'teams' | 'schools' = 'teams',
      scope = FIXTURE_SCOPE,
    ) => issuePrintKey(t.app, { brand, scope, subjectId });
    const attempts: Record<string, string>[] = [
      {},
      { [PRINT_KEY_HEADER]: 'garbage' },
      { [PRINT_KEY_HEADER]: other('S-2') },
      { [PRINT_KEY_HEADER]: other('S-1', 'schools') },
      { [PRINT_KEY_HEADER]: other('S-1', 'teams', 'report') },
    ];
    for (const headers of attempts) {
      const response = await call(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: PRINT_KEY_REFUSED });
    }
  });

  it('refuse an expired key', async () => {
    const key = t.app.portal.documents.printKeys.issue(
      { brand: 'teams', scope: FIXTURE_SCOPE, subjectId: 'S-1' },
      300,
      Date.now() - 301_000,
    );
    expect((await call({ [PRINT_KEY_HEADER]: key })).statusCode).toBe(403);
  });
});

describe('PDF output without Chromium', () => {
  it('answers 503 naming CHROMIUM_PATH, and the rest of the server works', async () => {
    const t = await createTestApp({ env: { CHROMIUM_PATH: join(tmpdir(), 'no-such-chromium') } });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const failure = await renderPdf(t.app, { brand: 'teams', path: '/print/x/y/z' }).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(HttpError);
      expect(failure).toMatchObject({
        statusCode: 503,
        message: expect.stringContaining('CHROMIUM_PATH'),
      });
      const health = await t.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!chromiumPath)('PDF output in Chromium', () => {
  let t: TestApp;
  let web: ReturnType<typeof createFixtureWebDist>;
  const logs = captureLogs();
  const keyFor = (subjectId: string, brand: 'teams' | 'leaders' = 'teams') =>
    issuePrintKey(t.app, { brand, scope: FIXTURE_SCOPE, subjectId });

  beforeAll(async () => {
    web = createFixtureWebDist();
    t = await createTestApp({
      env: { WEB_DIST: web.dir, CHROMIUM_PATH: chromiumPath ?? '', LOG_LEVEL: 'info' },
      beforeReady: registerFixturePrintData,
      logStream: logs.stream,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('prints the print view of the brand, with its print-key data, once it is rendered', async () => {
    const [teams, leaders] = await Promise.all([
      renderPdf(t.app, { brand: 'teams', path: `/print/fixture/${keyFor('P-7')}/P-7` }),
      renderPdf(t.app, {
        brand: 'leaders',
        path: `/print/fixture/${keyFor('P-8', 'leaders')}/P-8`,
        landscape: true,
      }),
    ]);
    expect(teams.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(teams)).toContain('Fixture of teams subject P-7 printed');
    expect(pdfText(leaders)).toContain('Fixture of leaders subject P-8 printed');
  });

  it("prints in the asker's language: the page is told it, and the next page is not", async () => {
    const german = await renderPdf(t.app, {
      brand: 'teams',
      locale: 'de',
      path: `/print/fixture/${keyFor('P-9')}/P-9`,
    });
    const plain = await renderPdf(t.app, {
      brand: 'teams',
      path: `/print/fixture/${keyFor('P-10')}/P-10`,
    });
    expect(pdfText(german)).toContain('Fixture of teams in de subject P-9 printed');
    expect(pdfText(plain)).toContain('Fixture of teams subject P-10 printed');
  });

  it('reuses its warm pages: later documents start no browser, open no page and, for the same brand and language, start no app', async () => {
    const documents = createDocuments({
      config: t.config,
      concurrency: () => 1,
      keys: t.app.portal.keys,
      origin: () => listeningOrigin(t.app),
      log: t.app.log,
    });
    try {
      const pathOf = (brand: 'teams' | 'leaders', id: string, mode = '') =>
        `/print/fixture/${keyFor(id, brand)}/${id}${mode}`;
      const print = async (brand: 'teams' | 'leaders', path: string, locale?: 'de') =>
        pdfText(await documents.renderPdf({ brand, path, ...(locale ? { locale } : {}) }));
      expect(await print('teams', pathOf('teams', 'W-1'))).toContain('teams subject W-1');
      expect(documents.poolStats()).toEqual({ launches: 1, pagesOpened: 1 });
      // The reused page runs as the next document's brand, with that document's key.
      expect(await print('leaders', pathOf('leaders', 'W-2'))).toContain('leaders subject W-2');
      const third = await print('teams', pathOf('teams', 'W-3'), 'de');
      expect(third).toContain('teams in de subject W-3 printed (document 1 since the start)');
      // The same brand and language again: the running app moves to the next print route.
      const path = pathOf('teams', 'W-4');
      const fourth = await print('teams', path, 'de');
      expect(fourth).toContain('in de subject W-4 printed (document 2 since the start)');
      // Nothing of an earlier document (its storage) is left on the page.
      expect(`${third}${fourth}`).not.toContain('after');
      // The route it shows already (the same key, issued in the same second): moved to again.
      expect(await print('teams', path, 'de')).toContain('W-4 printed (document 3 since');
      // A view that switched the app's language for its document leaves an app started again.
      expect(await print('teams', pathOf('teams', 'W-5', '/fr'), 'de')).toContain('(document 4');
      expect(await print('teams', pathOf('teams', 'W-6'), 'de')).toContain(
        'in de subject W-6 printed (document 1 since the start)',
      );
      expect(documents.poolStats()).toEqual({ launches: 1, pagesOpened: 1 });
    } finally {
      await documents.close();
    }
  });

  it('prints what the page shows when its key is refused (the page decides)', async () => {
    const pdf = await renderPdf(t.app, {
      brand: 'teams',
      path: `/print/fixture/${keyFor('P-7')}/P-9`,
    });
    expect(pdfText(pdf)).toContain('Refused 403');
  });

  it('gives a zip of one PNG per page', async () => {
    const zip = await renderScreenshotsZip(t.app, {
      brand: 'teams',
      path: `/print/fixture/${keyFor('P-7')}/P-7/tall`,
      baseFileName: 'Plan: Ann/Bob',
    });
    const files = unzipSync(new Uint8Array(zip));
    expect(Object.keys(files)).toEqual([
      'Plan AnnBob-1.png',
      'Plan AnnBob-2.png',
      'Plan AnnBob-3.png',
    ]);
    for (const png of Object.values(files)) {
      expect(Buffer.from(png.subarray(1, 4)).toString()).toBe('PNG');
    }
  });

  it("answers a feature's PDF call as a PDF, or as PNG pages with outputScreenshot", async () => {
    const headers = apiHeaders('teams', tokenFor(t.app, { brand: 'teams' }));
    const pdf = await t.app.inject({ url: '/api/documents-fixture/pdf/Q-1', headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('filename="Subject Q-1.pdf"');
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdfText(pdf.rawPayload)).toContain('Fixture of teams subject Q-1 printed');

    const pages = await t.app.inject({
      url: '/api/documents-fixture/pdf/Q-1?outputScreenshot=true&baseFilename=Pages',
      headers,
    });
    expect(pages.headers['content-type']).toBe('application/zip');
    expect(pages.headers['content-disposition']).toContain('filename="Pages.zip"');
    expect(Object.keys(unzipSync(new Uint8Array(pages.rawPayload)))).toEqual(['Pages-1.png']);

    const bad = await t.app.inject({
      url: '/api/documents-fixture/pdf/Q-1?outputScreenshot=maybe',
      headers,
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      url: '/api/documents-fixture/pdf/Q-1',
      headers: apiHeaders('teams'),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 504 when the page never sets the report-rendered marker, logging no key', async () => {
    const documents = createDocuments({
      config: t.config,
      concurrency: () => 2,
      keys: t.app.portal.keys,
      origin: () => listeningOrigin(t.app),
      log: t.app.log,
      timeoutMs: 1_500,
    });
    const key = keyFor('P-7');
    try {
      const failure = await documents
        .renderPdf({ brand: 'teams', path: `/print/fixture/${key}/P-7/never` })
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({
        statusCode: 504,
        message: expect.stringMatching(/rendering/),
      });
      // The page that timed out is not trusted again: the next document gets a new one.
      const next = await documents.renderPdf({
        brand: 'teams',
        path: `/print/fixture/${keyFor('P-8')}/P-8`,
      });
      expect(pdfText(next)).toContain('Fixture of teams subject P-8 printed');
      expect(documents.poolStats()).toEqual({ launches: 1, pagesOpened: 2 });
    } finally {
      await documents.close();
    }
    expect(JSON.stringify(logs.lines())).not.toContain(key);
  });
});
