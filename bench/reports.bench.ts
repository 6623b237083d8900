import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createPerson } from '../packages/server/src/areas/crmaccount/accounts-test-support';
import {
  seedInstrument,
  seedProfile,
} from '../packages/server/src/areas/reports/reports-test-support';
import type { DatabaseEngine } from '../packages/server/src/db/database';
import { apiHeaders } from '../packages/server/test/factories';
import { createTestApp, type TestApp } from '../packages/server/test/test-app';

export type ReportsFigures = {
  engine: DatabaseEngine;
  rows: number;
  xlsxMs: number;
  xlsxBytes: number;
  /** Peak memory the call held above what the process held before it (heap and buffers), MiB. */
  xlsxPeakMiB: number;
  csvMs: number;
  csvPeakMiB: number;
  firstPageMs: number;
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

/** Times a call and samples the memory the process holds while it runs. */
async function measured(t: TestApp, url: string, token: string) {
  global.gc?.();
  const before = held();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, held());
  }, SAMPLE_MS);
  const start = performance.now();
  const response = await t.app.inject({ url, headers: apiHeaders('teams', token) });
  const ms = performance.now() - start;
  clearInterval(sampler);
  peak = Math.max(peak, held());
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  return { ms, peakMiB: mib(peak - before), bytes: response.rawPayload.length };
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
    for (let i = 0; i < RUNS; i++) {
      csv.push(await measured(t, `${base}/Export?format=csv`, employee.token));
      xlsx.push(await measured(t, `${base}/Export?format=xlsx`, employee.token));
    }
    return {
      engine,
      rows: ROWS,
      xlsxMs: median(xlsx.map((r) => r.ms)),
      xlsxBytes: xlsx[0]!.bytes,
      xlsxPeakMiB: Math.max(...xlsx.map((r) => r.peakMiB)),
      csvMs: median(csv.map((r) => r.ms)),
      csvPeakMiB: Math.max(...csv.map((r) => r.peakMiB)),
      firstPageMs: page.ms,
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
`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const engine = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
  const figures = await benchReports(engine);
  console.log(JSON.stringify(figures, null, 2));
  console.log(reportsSection([figures]));
}
