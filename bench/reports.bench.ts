import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createPerson } from '../packages/server/src/areas/crmaccount/accounts-test-support';
import {
  seedInstrument,
  seedProfile,
} from '../packages/server/src/areas/reports/reports-test-support';
import { REPORT_EXPORT_JOB_MIN_ROWS } from '@portal/core';
import type { DatabaseEngine } from '../packages/server/src/db/database';
import { PROGRESS_EVERY } from '../packages/server/src/documents/table-file';
import { apiHeaders } from '../packages/server/test/factories';
import { createTestApp, type TestApp } from '../packages/server/test/test-app';

export type ReportsFigures = {
  engine: DatabaseEngine;
  rows: number;
  xlsxMs: number;
  xlsxBytes: number;
  /** Peak memory the call held above what the process held before it (heap and buffers), MiB. */
  xlsxPeakMiB: number;
  /** The longest the event loop waited during a direct .xlsx download, ms. */
  xlsxLoopMaxMs: number;
  csvMs: number;
  csvPeakMiB: number;
  firstPageMs: number;
  /** The same .xlsx as a background export: asked, written by its job, downloaded. */
  backgroundMs: number;
  backgroundPeakMiB: number;
  backgroundLoopMaxMs: number;
};

const ROWS = 50_000;
const RUNS = 3;
const SAMPLE_MS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const mib = (bytes: number) => bytes / 1024 / 1024;

/** What the process holds in its heap and buffers (the resident size keeps what it once grew to). */
const held = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.external + m.arrayBuffers;
};

/**
 * Times work and samples the memory the process holds while it runs, and the longest the event
 * loop waited meanwhile (what any other request would have waited).
 */
async function measuredWork<T>(work: () => Promise<T>) {
  global.gc?.();
  const before = held();
  let peak = before;
  // The sampler's ticks also time the loop: a tick late by more than its interval waited.
  let tick = performance.now();
  let loopMaxMs = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, held());
    const now = performance.now();
    loopMaxMs = Math.max(loopMaxMs, now - tick - SAMPLE_MS);
    tick = now;
  }, SAMPLE_MS);
  const start = performance.now();
  const result = await work();
  const ms = performance.now() - start;
  clearInterval(sampler);
  loopMaxMs = Math.max(loopMaxMs, performance.now() - tick - SAMPLE_MS);
  peak = Math.max(peak, held());
  return { result, ms, peakMiB: mib(peak - before), loopMaxMs };
}

/** Times a call as measuredWork does. */
async function measured(t: TestApp, url: string, token: string) {
  const { result, ...figures } = await measuredWork(() =>
    t.app.inject({ url, headers: apiHeaders('teams', token) }),
  );
  if (result.statusCode !== 200) throw new Error(`${url}: ${result.statusCode}`);
  return { ...figures, bytes: result.rawPayload.length };
}

/** The report as a background export: asked for, written by its job, downloaded. */
async function backgroundExport(t: TestApp, token: string) {
  const headers = apiHeaders('teams', token);
  const { result, ...figures } = await measuredWork(async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/reports/StartExport',
      headers,
      payload: { report: 'profileAudit', format: 'xlsx' },
    });
    const { id } = started.json<{ id: string }>();
    await t.app.portal.jobs.drain?.();
    return t.app.inject({ url: `/api/reports/ExportFile/${id}`, headers });
  });
  if (result.statusCode !== 200) throw new Error(`background export: ${result.statusCode}`);
  return figures;
}

/**
 * A profile audit of `ROWS` rows: that many accounts of the brand, one person linked to each with
 * a 360 started, so every account is a row; downloaded by an employee as .xlsx and as CSV.
 */
export async function benchReports(engine: DatabaseEngine): Promise<ReportsFigures> {
  const t = await createTestApp({ engine });
  try {
    const db = t.database.db;
    const employee = await createPerson(t, 'Emma', ['globalDataAccess']);
    const person = await createPerson(t, 'Ann');
    await sql`insert into crm_account (app_name, account_name, account_id)
      select 'teams', 'Bench account ' || lpad(n::text, 6, '0'), 'BENCH-' || n
      from generate_series(1, ${ROWS}) as n`.execute(db);
    await sql`insert into user_account_crm_account (crm_account_id, user_account_id)
      select id, ${person.userAccountId} from crm_account where account_id like 'BENCH-%'`.execute(
      db,
    );
    await seedProfile(db, await seedInstrument(db), person.userAccountId, {
      startedAt: '2026-03-10T09:00:00Z',
      describers: [{ invitedAt: '2026-03-11T09:00:00Z', completedAt: '2026-03-12T09:00:00Z' }],
      releasedAt: '2026-03-20T12:00:00Z',
    });
    const base = '/api/reports/ProfileAudit';
    const page = await measured(t, `${base}?pageSize=25`, employee.token);
    const xlsx: Awaited<ReturnType<typeof measured>>[] = [];
    const csv: Awaited<ReturnType<typeof measured>>[] = [];
    const background: Awaited<ReturnType<typeof backgroundExport>>[] = [];
    for (let i = 0; i < RUNS; i++) {
      csv.push(await measured(t, `${base}/Export?format=csv`, employee.token));
      xlsx.push(await measured(t, `${base}/Export?format=xlsx`, employee.token));
      background.push(await backgroundExport(t, employee.token));
    }
    return {
      engine,
      rows: ROWS,
      xlsxMs: median(xlsx.map((r) => r.ms)),
      xlsxBytes: xlsx[0]!.bytes,
      xlsxPeakMiB: Math.max(...xlsx.map((r) => r.peakMiB)),
      xlsxLoopMaxMs: Math.max(...xlsx.map((r) => r.loopMaxMs)),
      csvMs: median(csv.map((r) => r.ms)),
      csvPeakMiB: Math.max(...csv.map((r) => r.peakMiB)),
      firstPageMs: page.ms,
      backgroundMs: median(background.map((r) => r.ms)),
      backgroundPeakMiB: Math.max(...background.map((r) => r.peakMiB)),
      backgroundLoopMaxMs: Math.max(...background.map((r) => r.loopMaxMs)),
    };
  } finally {
    await t.close();
  }
}

/** The section of docs/benchmarks.md. */
export const reportsSection = (runs: ReportsFigures[]) => `## Reports

### A profile audit of ${ROWS.toLocaleString('en-US')} rows downloaded as .xlsx and CSV

${ROWS.toLocaleString('en-US')} accounts, each with a person whose 360 was started, so the profile audit has a row per
account; an employee (global data access) downloads it whole through the API,
\`GET /api/reports/ProfileAudit/Export?format=xlsx\` (then \`format=csv\`), median of ${RUNS} runs each.
The time runs from the request to the last byte (the counting query, the rows, the file: the
workbook is written row by row with exceljs's streaming writer). The memory is what the process
holds in its heap and buffers, sampled every ${SAMPLE_MS} ms during the call, above what it held
before it (after a garbage collection; the highest of the runs): the rows read, the file and the
writer's work. Beside it, the first page of the same report (25 rows, with the count of all).

| engine | rows | .xlsx ms | .xlsx size | .xlsx peak memory | CSV ms | CSV peak memory | first page ms |
|---|---:|---:|---:|---:|---:|---:|---:|
${runs
  .map(
    (r) =>
      `| ${r.engine} | ${r.rows.toLocaleString('en-US')} | ${Math.round(r.xlsxMs)} | ${mib(r.xlsxBytes).toFixed(1)} MiB | ${Math.round(r.xlsxPeakMiB)} MiB | ${Math.round(r.csvMs)} | ${Math.round(r.csvPeakMiB)} MiB | ${Math.round(r.firstPageMs)} |`,
  )
  .join('\n')}

The same .xlsx as a background export (what the reports page does for more than
${REPORT_EXPORT_JOB_MIN_ROWS.toLocaleString('en-US')} rows): \`POST /api/reports/StartExport\`, its job run at once, then
\`GET /api/reports/ExportFile/{id}\` — median time of ${RUNS} runs from asking to the last byte of the
file, the highest peak memory, and the longest the event loop waited during it (what any other
request of the server would have waited), beside that of the direct download. The workbook's
writer gives the loop back every ${PROGRESS_EVERY.toLocaleString('en-US')} rows (the job writes its progress then); on the embedded
database the rows' query itself runs on the server's thread.

| engine | direct .xlsx ms | direct: longest loop wait ms | background ms | background / direct | background peak memory | background: longest loop wait ms |
|---|---:|---:|---:|---:|---:|---:|
${runs
  .map(
    (r) =>
      `| ${r.engine} | ${Math.round(r.xlsxMs)} | ${Math.round(r.xlsxLoopMaxMs)} | ${Math.round(r.backgroundMs)} | ${(r.backgroundMs / r.xlsxMs).toFixed(2)} | ${Math.round(r.backgroundPeakMiB)} MiB | ${Math.round(r.backgroundLoopMaxMs)} |`,
  )
  .join('\n')}
`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const engine = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
  const figures = await benchReports(engine);
  console.log(JSON.stringify(figures, null, 2));
  console.log(reportsSection([figures]));
}
