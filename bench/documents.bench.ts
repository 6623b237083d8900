import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  CHECKUP_REPORT_PRINT_SCOPE,
  PROFILE_PRINT_SCOPES,
  checkupPrintPath,
  reportPrintPath,
  tractionPlanPrintPath,
  type BrandKey,
} from '@portal/core';
import { createTestApp, type TestApp } from '../packages/server/test/test-app';
import { PLAN_PRINT_SCOPE } from '../packages/server/src/areas/tractionplan/plan-documents.service';
import { CERTIFICATE_SCOPE } from '../packages/server/src/areas/participant/participant-documents.routes';
import {
  PRINT_KEY_PLACEHOLDER,
  getPdfBatch,
  startPdfBatch,
} from '../packages/server/src/documents/pdf-batch.service';
import {
  completeAnswers,
  createCheckupSetup,
  submit,
} from '../packages/server/src/areas/tractionplancheckup/checkup-feedback-test-support';
import { root } from './lib/portal-process';

/** One kind of document: its print view, for one subject of the demo data. */
type Subject = {
  brand: BrandKey;
  scope: string;
  subjectId: string;
  path: (key: string) => string;
  landscape?: boolean;
};

export type DocumentFigures =
  | {
      /** The first plan PDF of a fresh server (browser start included), then warm ones (median). */
      planFirstMs: number;
      planWarmMs: number;
      reportWarmMs: number;
      checkupWarmMs: number;
      certificateWarmMs: number;
      batch: { documents: number; ms: number; perMinute: number };
    }
  | { skipped: string };

const WARM_ROUNDS = 5;
/** The language a person's browser asks for: each request of the portal's PDFs names one. */
const LANGUAGE = 'en-us';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function subjects(
  t: TestApp,
): Promise<Record<'plan' | 'report' | 'checkup' | 'certificate', Subject>> {
  const db = t.database.db;
  const plan = await db
    .selectFrom('traction_plan')
    .select(['id', 'app_name'])
    .executeTakeFirstOrThrow();
  const report = await db
    .selectFrom('profile_report')
    .select(['report_code', 'app_name'])
    .executeTakeFirstOrThrow();
  // The demo data has no checkup: one participant with three partners' answers.
  const setup = await createCheckupSetup(t, { partners: 3 });
  for (const code of setup.codes) await submit(t, completeAnswers(code));
  const checkup = { id: setup.checkupParticipantId, app_name: 'teams' };
  const participant = await db
    .selectFrom('participant')
    .select(['id', 'app_name'])
    .executeTakeFirstOrThrow();
  return {
    plan: {
      brand: plan.app_name as BrandKey,
      scope: PLAN_PRINT_SCOPE,
      subjectId: plan.id,
      path: (key) => tractionPlanPrintPath(key, plan.id),
    },
    report: {
      brand: report.app_name as BrandKey,
      scope: PROFILE_PRINT_SCOPES.report,
      subjectId: report.report_code,
      path: (key) => reportPrintPath(key, report.report_code, 'en-us'),
    },
    checkup: {
      brand: checkup.app_name as BrandKey,
      scope: CHECKUP_REPORT_PRINT_SCOPE,
      subjectId: checkup.id,
      path: (key) => checkupPrintPath('checkupReport', key, checkup.id),
    },
    certificate: {
      brand: participant.app_name as BrandKey,
      scope: CERTIFICATE_SCOPE,
      subjectId: participant.id,
      path: (key) => `/print/eventCertificate/${key}/${participant.id}`,
      landscape: true,
    },
  };
}

async function timeOne(t: TestApp, subject: Subject): Promise<number> {
  const { documents } = t.app.portal;
  const key = documents.printKeys.issue(subject);
  const started = performance.now();
  const pdf = await documents.renderPdf({
    brand: subject.brand,
    locale: LANGUAGE,
    path: subject.path(key),
    landscape: subject.landscape ?? false,
  });
  if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error('not a PDF');
  return performance.now() - started;
}

async function warm(t: TestApp, subject: Subject): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < WARM_ROUNDS; i++) times.push(await timeOne(t, subject));
  return median(times);
}

/** `count` certificates through the PDF batch job (progress pushed per document), until done. */
async function timeBatch(t: TestApp, subject: Subject, count: number) {
  const requesterId = '00000000-0000-4000-8000-000000000001';
  const started = performance.now();
  let batch = await startPdfBatch(t.app, {
    brand: subject.brand,
    requesterId,
    kind: subject.scope,
    language: LANGUAGE,
    landscape: subject.landscape,
    items: Array.from({ length: count }, (_, i) => ({
      scope: subject.scope,
      subjectId: subject.subjectId,
      path: subject.path(PRINT_KEY_PLACEHOLDER),
      fileName: `certificate ${i}`,
    })),
  });
  const access = { brand: subject.brand, batchId: batch.id, requesterId };
  while (batch.status === 'queued' || batch.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    batch = await getPdfBatch(t.database.db, access);
  }
  const ms = performance.now() - started;
  if (batch.failed > 0 || batch.done !== count) throw new Error(`the batch ended ${batch.status}`);
  return { documents: count, ms, perMinute: count / (ms / 60_000) };
}

/** Plan, 360 report, checkup report and certificate PDFs of the demo data, through the renderer. */
export async function benchDocuments({ batch = 30 } = {}): Promise<DocumentFigures> {
  const t = await createTestApp({
    demo: true,
    runJobs: true,
    env: {
      WEB_DIST: join(root, 'packages/web/dist'),
      ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}),
    },
  });
  try {
    if (!t.config.chromiumPath) return { skipped: 'no Chromium found (set CHROMIUM_PATH)' };
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const of = await subjects(t);
    const planFirstMs = await timeOne(t, of.plan);
    return {
      planFirstMs,
      planWarmMs: await warm(t, of.plan),
      reportWarmMs: await warm(t, of.report),
      checkupWarmMs: await warm(t, of.checkup),
      certificateWarmMs: await warm(t, of.certificate),
      batch: await timeBatch(t, of.certificate, batch),
    };
  } finally {
    await t.close();
  }
}

const LIMIT_MS = 1000;
const LIMIT_PER_MINUTE = 60;

/** The section of docs/benchmarks.md: each figure beside its limit (ratio over 1 misses it). */
export function documentsSection(figures: DocumentFigures): string {
  if ('skipped' in figures) return `\n## Documents\n\nNot measured: ${figures.skipped}.\n`;
  const ms = (name: string, value: number) =>
    `| ${name} | ${Math.round(value)} ms | ≤ ${LIMIT_MS} ms | ${(value / LIMIT_MS).toFixed(2)} |`;
  const { batch } = figures;
  return `
## Documents

PDFs of the demo data's print views through the renderer (print key, warm page of the pool,
web app print route, report-rendered marker, \`page.pdf\`), on the embedded database; warm figures
are the median of ${WARM_ROUNDS}. Ratio: figure over limit for times (at most 1 meets it), limit over
figure for the batch rate.

| figure | value | limit | ratio |
|---|---:|---:|---:|
${ms('plan PDF, first (browser start included)', figures.planFirstMs)}
${ms('plan PDF, warm', figures.planWarmMs)}
${ms('360 report PDF, warm', figures.reportWarmMs)}
${ms('checkup report PDF, warm', figures.checkupWarmMs)}
${ms('certificate PDF, warm', figures.certificateWarmMs)}
| certificates through the PDF batch job (${batch.documents}, progress pushed per document) | ${batch.perMinute.toFixed(1)} per minute | ≥ ${LIMIT_PER_MINUTE} per minute | ${(LIMIT_PER_MINUTE / batch.perMinute).toFixed(2)} |
`;
}
