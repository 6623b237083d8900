import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRINT_KEY_HEADER,
  type PdfBatch,
  type TractionPlan,
  type TractionPlanPrintKey,
} from '@portal/core';
import { findChromium } from '../../documents/find-chromium';
import { PRINT_KEY_REFUSED } from '../../documents/print-key';
import { apiHeaders, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { BRAND, COMPLETE_PLAN, demoCast, planCalls, saveBodyOf } from './plan-test-support';

const chromiumPath = findChromium(process.env.CHROMIUM_PATH);

/**
 * A stand-in for the web app's plan print page: reads the key and plan id of its path, fetches
 * the print data with the key, shows the goal and the first constraint, then marks itself
 * rendered. The real page is the web app's; this proves the server side end to end.
 */
function createPlanPrintFixture(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'plan-print-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"></head><body><main id="out">Loading</main><script src="/plan-print.js"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'plan-print.js'),
    `(async () => {
  const env = await (await fetch('/statics/config/environment.json')).json();
  const [, , , key, id] = location.pathname.split('/');
  const response = await fetch('/api/tractionplan/GetPrintData/' + id, {
    headers: { 'app-name': env.brand, '${PRINT_KEY_HEADER}': key },
  });
  const data = await response.json();
  document.getElementById('out').textContent = response.ok
    ? 'Goal: ' + data.plan.goal + ' / ' + data.plan.constraints[0].name
    : 'Refused ' + response.status;
  document.documentElement.dataset.reportRendered = 'true';
})();`,
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'plan-pdf-'));
  try {
    writeFileSync(join(dir, 'plan.pdf'), pdf);
    return execFileSync('pdftotext', [join(dir, 'plan.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('traction plan print data, PDF and Word downloads', () => {
  let t: TestApp;
  let web: ReturnType<typeof createPlanPrintFixture>;
  let cast: Awaited<ReturnType<typeof demoCast>>;
  let calls: ReturnType<typeof planCalls>;
  let plan: TractionPlan;
  beforeAll(async () => {
    web = createPlanPrintFixture();
    t = await createTestApp({
      demo: true,
      env: { WEB_DIST: web.dir, ...(chromiumPath ? { CHROMIUM_PATH: chromiumPath } : {}) },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    cast = await demoCast(t);
    calls = planCalls(t);
    const draft = await calls.draftOf(cast.pat);
    plan = (
      await calls.save(cast.pat.token, saveBodyOf(draft, COMPLETE_PLAN))
    ).json<TractionPlan>();
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('builds a Word file of the plan with its texts', async () => {
    const res = await calls.call('GET', `getdocx/${plan.id}`, cast.coach.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      'filename="Traction Plan - Pat Participant.docx"',
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const xml = Buffer.from(files['word/document.xml'] ?? new Uint8Array()).toString('utf8');
    for (const text of [
      'Traction Plan: Pat Participant',
      COMPLETE_PLAN.goal,
      'Doing it all yourself',
      'Hand one recurring task over each month.',
      'Ann Partner – ann.partner@example.org',
    ]) {
      expect(xml).toContain(text);
    }
    expect(xml).toContain('Accountability partners');
    expect((await calls.call('GET', `getdocx/${plan.id}`, cast.stranger.token)).statusCode).toBe(
      403,
    );
  });

  it('answers 403 for the Word file and the versions where the brand has them off', async () => {
    const developer = tokenFor(t.app, { brand: BRAND, claims: ['developer'] });
    const setFlags = (on: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/webconfig/SetFeatures',
        headers: apiHeaders(BRAND, developer),
        payload: { tractionPlanDocx: on, tractionPlanVersions: on },
      });
    expect((await setFlags(false)).statusCode).toBe(200);
    try {
      expect((await calls.call('GET', `getdocx/${plan.id}`, cast.coach.token)).statusCode).toBe(
        403,
      );
      const versions = await calls.call('GET', `GetPlanArchiveOptions/${plan.id}`, cast.pat.token);
      expect(versions.statusCode).toBe(403);
      expect((await calls.call('GET', `getpdf/${plan.id}`, cast.pat.token)).statusCode).not.toBe(
        403,
      );
    } finally {
      await setFlags(true);
    }
    expect((await calls.call('GET', `getdocx/${plan.id}`, cast.coach.token)).statusCode).toBe(200);
  });

  it("writes the Word file's titles in the language of the asker's page", async () => {
    const res = await calls.call('GET', `getdocx/${plan.id}`, cast.coach.token, undefined, {
      'accept-language': 'de',
    });
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const xml = Buffer.from(files['word/document.xml'] ?? new Uint8Array()).toString('utf8');
    for (const title of ['Ziel', 'Hemmnisse', 'Woran man es erkennt', 'Verantwortungspartner']) {
      expect(xml).toContain(title);
    }
    expect(xml).toContain(COMPLETE_PLAN.goal);
    expect(xml).not.toContain('Accountability partners');
  });

  it('opens the print data with a print key of that plan only', async () => {
    const issued = await calls.call(
      'GET',
      `GetPrintApiKey?tractionPlanId=${plan.id}`,
      cast.pat.token,
    );
    const { printKey, path } = issued.json<TractionPlanPrintKey>();
    expect(path).toBe(`/print/tractionplan/${printKey}/${plan.id}`);
    const data = await calls.call('GET', `GetPrintData/${plan.id}`, undefined, undefined, {
      [PRINT_KEY_HEADER]: printKey,
    });
    expect(data.json<TractionPlan>()).toMatchObject({
      id: plan.id,
      reviewId: null,
      abilities: { edit: false, share: false, restore: false },
    });
    const other = await calls.draftOf(cast.stranger);
    const saved = (
      await calls.save(cast.stranger.token, saveBodyOf(other, COMPLETE_PLAN))
    ).json<TractionPlan>();
    const wrongPlan = await calls.call('GET', `GetPrintData/${saved.id}`, undefined, undefined, {
      [PRINT_KEY_HEADER]: printKey,
    });
    expect(wrongPlan.statusCode).toBe(403);
    expect(wrongPlan.json<{ code: string }>().code).toBe(PRINT_KEY_REFUSED);
    expect((await calls.call('GET', `GetPrintData/${plan.id}`)).statusCode).toBe(403);
    const strangerKey = await calls.call(
      'GET',
      `GetPrintApiKey?tractionPlanId=${plan.id}`,
      cast.stranger.token,
    );
    expect(strangerKey.statusCode).toBe(403);
    // The security admins' print preview: one key to every plan of the brand.
    expect((await calls.call('GET', 'GetPrintApiKey', cast.coach.token)).statusCode).toBe(403);
    const preview = (
      await calls.call('GET', 'GetPrintApiKey', cast.security.token)
    ).json<TractionPlanPrintKey>();
    expect(preview.path).toBe(`/printpreview/tractionplan/${preview.printKey}/`);
    const anyPlan = await calls.call('GET', `GetPrintData/${saved.id}`, undefined, undefined, {
      [PRINT_KEY_HEADER]: preview.printKey,
    });
    expect(anyPlan.json<TractionPlan>().id).toBe(saved.id);
  });

  it.skipIf(!chromiumPath)('renders the plan print view as a PDF, and as PNG pages', async () => {
    const res = await calls.call('GET', `getpdf/${plan.id}`, cast.pat.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(pdfText(res.rawPayload)).toContain(
      `Goal: ${COMPLETE_PLAN.goal} / Doing it all yourself`,
    );
    const png = await calls.call('GET', `getpdf/${plan.id}?outputScreenshot=true`, cast.pat.token);
    const files = Object.keys(unzipSync(new Uint8Array(png.rawPayload)));
    expect(files).toEqual(['Traction Plan - Pat Participant-1.png']);
    expect((await calls.call('GET', `getpdf/${plan.id}`, cast.stranger.token)).statusCode).toBe(
      403,
    );
  });

  it('refuses a PDF batch of a plan the caller may not read, and bad input', async () => {
    const refused = await calls.call(
      'POST',
      'StartGenerateTractionPlanPdfBatch/false',
      cast.stranger.token,
      {
        tractionPlanIds: [plan.id],
      },
    );
    expect(refused.statusCode).toBe(403);
    const empty = await calls.call(
      'POST',
      'StartGenerateTractionPlanPdfBatch/false',
      cast.pat.token,
      {
        tractionPlanIds: [],
      },
    );
    expect(empty.statusCode).toBe(400);
  });

  it.skipIf(!chromiumPath)('renders a PDF batch as a job and zips it for its starter', async () => {
    const started = await calls.call(
      'POST',
      'StartGenerateTractionPlanPdfBatch/false',
      cast.coach.token,
      {
        tractionPlanIds: [plan.id, plan.id],
      },
    );
    const batch = started.json<PdfBatch>();
    expect(batch).toMatchObject({ kind: 'tractionplan', total: 1 });
    await t.app.portal.jobs.drain?.();
    const progress = await t.app.inject({
      url: `/api/documents/batch/${batch.id}`,
      headers: { 'app-name': 'teams', authorization: `Bearer ${cast.coach.token}` },
    });
    expect(progress.json<PdfBatch>()).toMatchObject({ status: 'done', done: 1, failed: 0 });
    const zip = await calls.call(
      'GET',
      `DownloadTractionPlanPdfBatch/${batch.id}`,
      cast.coach.token,
    );
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const pdf = files['Traction Plan - Pat Participant.pdf'];
    expect(pdf).toBeDefined();
    expect(pdfText(Buffer.from(pdf ?? new Uint8Array()))).toContain(`Goal: ${COMPLETE_PLAN.goal}`);
    const other = await calls.call(
      'GET',
      `DownloadTractionPlanPdfBatch/${batch.id}`,
      cast.pat.token,
    );
    expect(other.statusCode).toBe(403);
  });
});
