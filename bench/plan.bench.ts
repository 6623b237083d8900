import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { PdfBatch, TractionPlan } from '@portal/core';
import type { DatabaseEngine } from '../packages/server/src/db/database';
import { apiHeaders, tokenFor } from '../packages/server/test/factories';
import { createTestApp, type TestApp } from '../packages/server/test/test-app';
import { planContent, type Editor, type PlanLoadResult, type PlanLoadTask } from './lib/plan-load';
import { root } from './lib/portal-process';

const BRAND = 'teams';

export type LatencyFigures = { count: number; p50Ms: number; p95Ms: number };

export type EngineFigures = {
  engine: DatabaseEngine;
  /** Each editor's time between the starts of two saves; null: as fast as the server answers. */
  saveEveryMs: number | null;
  saves: LatencyFigures & { perSecond: number; conflicts: number; errors: number };
  loads: LatencyFigures;
  /** Counted in the database after the load. */
  database: {
    /** Saves answered 200. */
    saved: number;
    /** The plans' versions: one per save when none is lost or duplicated. */
    versions: number;
    lost: number;
    duplicated: number;
    archivedRows: number;
    archivedDuplicates: number;
    archivedBytes: number;
  };
};

export type PlanFigures = {
  editors: number;
  durationSeconds: number;
  engines: EngineFigures[];
  pdf: { oneMs: number; batch: number; batchMs: number } | { skipped: string };
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

function latency(samples: number[]): LatencyFigures {
  const sorted = [...samples].sort((a, b) => a - b);
  return { count: sorted.length, p50Ms: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95) };
}

/** `count` people of the brand with a user account and the tractionPlan claim. */
async function createEditors(t: TestApp, count: number): Promise<Editor[]> {
  const editors: Editor[] = [];
  for (let i = 0; i < count; i++) {
    const email = `editor${i}@bench.example`;
    const { id: userId } = await t.database.db
      .insertInto('identity_user')
      .values({
        email,
        normalized_email: email.toUpperCase(),
        user_name: email,
        email_confirmed: true,
        first_name: 'Editor',
        last_name: String(i),
        password_history: '[]',
        provider: 'local',
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: accountId } = await t.database.db
      .insertInto('user_account')
      .values({
        user_id: userId,
        app_name: BRAND,
        first_name: 'Editor',
        last_name: String(i),
        titles: '[]',
        emails: JSON.stringify([{ address: email, primary: true, preferred: true }]),
        phone_numbers: '[]',
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = tokenFor(t.app, { brand: BRAND, userId, email, claims: ['tractionPlan'] });
    editors.push({ accountId, token });
  }
  return editors;
}

/** A coach (profile access) who coaches everyone (security admin): may print every plan. */
function coachOf(t: TestApp): Editor {
  const token = tokenFor(t.app, {
    brand: BRAND,
    userId: randomUUID(),
    email: 'coach@bench.example',
    claims: ['trainer', 'profileViewer', 'securityAdmin'],
  });
  return { accountId: '', token };
}

/** The load process (bench/plan-load.ts): its own event loop, its own processor time. */
async function driveEditors(
  base: string,
  editors: Editor[],
  seconds: number,
  saveEveryMs: number | null,
) {
  const task: PlanLoadTask = {
    base,
    brand: BRAND,
    editors,
    seconds,
    ...(saveEveryMs === null ? {} : { saveEveryMs }),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/plan-load.ts'], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(JSON.stringify(task));
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the plan load process exited with code ${String(code)}`);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as PlanLoadResult;
}

/**
 * What the database holds after the load: each saved version counted once (a plan's version is
 * its number of saves), the archived versions with their duplicates, and the archive's size.
 */
async function countVersions(t: TestApp, editors: Editor[], saved: number[]) {
  const rows = await t.database.db
    .selectFrom('traction_plan')
    .select(['user_account_id', 'version'])
    .where(
      'user_account_id',
      'in',
      editors.map((e) => e.accountId),
    )
    .execute();
  const versionOf = new Map(rows.map((r) => [r.user_account_id, r.version]));
  let lost = 0;
  let duplicated = 0;
  for (const [i, editor] of editors.entries()) {
    const difference = (versionOf.get(editor.accountId) ?? 0) - (saved[i] ?? 0);
    if (difference < 0) lost -= difference;
    else duplicated += difference;
  }
  const archive = await sql<{ rows: string; distinct: string; bytes: string | null }>`
    select count(*) as rows,
      count(distinct (traction_plan_id, version)) as distinct,
      sum(pg_column_size(plan) + pg_column_size(progress)) as bytes
    from traction_plan_archive`.execute(t.database.db);
  const [counted] = archive.rows;
  return {
    versions: rows.reduce((sum, r) => sum + r.version, 0),
    lost,
    duplicated,
    archivedRows: Number(counted?.rows ?? 0),
    archivedDuplicates: Number(counted?.rows ?? 0) - Number(counted?.distinct ?? 0),
    archivedBytes: Number(counted?.bytes ?? 0),
  };
}

/** Gives every editor a saved plan (those beyond the autosaving ones save once). */
async function planIdsOf(base: string, editors: Editor[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, editor] of editors.entries()) {
    const headers = { ...apiHeaders(BRAND, editor.token), 'content-type': 'application/json' };
    const read = await fetch(`${base}/api/tractionplan/getByUserAccountIdV2/${editor.accountId}`, {
      headers,
    });
    let plan = (await read.json()) as TractionPlan;
    if (plan.id === null) {
      const body = { userAccountId: editor.accountId, version: 0, plan: planContent(index, 1) };
      const saved = await fetch(`${base}/api/tractionplan/save`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      plan = (await saved.json()) as TractionPlan;
    }
    ids.push(plan.id ?? '');
  }
  return ids;
}

/**
 * One plan PDF (`getpdf`), then a batch of `ids.length` plans through
 * `StartGenerateTractionPlanPdfBatch` and the documents module's job, until its zip downloads.
 */
async function timePdfs(base: string, coach: Editor, ids: string[]) {
  const headers = { ...apiHeaders(BRAND, coach.token), 'content-type': 'application/json' };
  const oneStarted = performance.now();
  const one = await fetch(`${base}/api/tractionplan/getpdf/${ids[0]}`, { headers });
  await one.arrayBuffer();
  if (one.status !== 200) throw new Error(`getpdf answered ${one.status}`);
  const oneMs = performance.now() - oneStarted;
  const batchStarted = performance.now();
  const start = await fetch(`${base}/api/tractionplan/StartGenerateTractionPlanPdfBatch/false`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ tractionPlanIds: ids }),
  });
  let batch = (await start.json()) as PdfBatch;
  while (batch.status === 'queued' || batch.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const res = await fetch(`${base}/api/documents/batch/${batch.id}`, { headers });
    batch = (await res.json()) as PdfBatch;
  }
  const zip = await fetch(`${base}/api/tractionplan/DownloadTractionPlanPdfBatch/${batch.id}`, {
    headers,
  });
  await zip.arrayBuffer();
  if (zip.status !== 200 || batch.failed > 0) {
    throw new Error(`the batch ended ${batch.status} with ${batch.failed} failed`);
  }
  return { oneMs, batch: batch.total, batchMs: performance.now() - batchStarted };
}

/** The editors' load against one engine: latencies, then the database counted. */
async function benchEngine(
  engine: DatabaseEngine,
  count: number,
  seconds: number,
  saveEveryMs: number | null,
): Promise<EngineFigures> {
  const t = await createTestApp({ engine, env: { API_RATE_LIMIT: '1000000000' } });
  try {
    const base = await listen(t);
    const editors = await createEditors(t, count);
    const run = await driveEditors(base, editors, seconds, saveEveryMs);
    const saves = latency(run.saves);
    return {
      engine,
      saveEveryMs,
      saves: {
        ...saves,
        perSecond: (run.saves.length - run.errors) / seconds,
        conflicts: run.conflicts,
        errors: run.errors,
      },
      loads: latency(run.loads),
      database: {
        saved: run.savedPerEditor.reduce((a, b) => a + b, 0),
        ...(await countVersions(t, editors, run.savedPerEditor)),
      },
    };
  } finally {
    await t.close();
  }
}

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** One plan PDF and a batch, on the embedded database with the jobs running. */
async function benchPdf(batch: number): Promise<PlanFigures['pdf']> {
  const t = await createTestApp({
    runJobs: true,
    env: {
      API_RATE_LIMIT: '1000000000',
      WEB_DIST: join(root, 'packages/web/dist'),
      ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}),
    },
  });
  try {
    if (!t.config.chromiumPath) return { skipped: 'no Chromium found (set CHROMIUM_PATH)' };
    const base = await listen(t);
    const people = await createEditors(t, batch);
    return await timePdfs(base, coachOf(t), await planIdsOf(base, people)).catch(
      (error: Error) => ({ skipped: `${error.message} (the web build has no plan print page?)` }),
    );
  } finally {
    await t.close();
  }
}

/**
 * Each editor's time between two saves in the paced runs: the web app autosaves 20 s after the
 * last change (`AUTOSAVE_DELAY_MS`), so a save a second from each of 50 editors is twenty times
 * the most their autosaves can ask (docs/decisions.md, "Plan editing under load").
 */
export const PACED_SAVE_EVERY_MS = 1000;

/**
 * `editors` people autosave their plans for `seconds` on the embedded database, and on PostgreSQL
 * when TEST_DATABASE_URL names a server (each run on a new database), first paced, then as fast as
 * the server answers; then the plan PDFs.
 */
export async function benchPlans({
  editors = 50,
  seconds = 10,
  batch = 100,
  pdf = true,
} = {}): Promise<PlanFigures> {
  const engines: DatabaseEngine[] = process.env.TEST_DATABASE_URL
    ? ['postgres', 'pglite']
    : ['pglite'];
  const runs: EngineFigures[] = [];
  for (const engine of engines) {
    for (const pace of [PACED_SAVE_EVERY_MS, null]) {
      runs.push(await benchEngine(engine, editors, seconds, pace));
    }
  }
  return {
    editors,
    durationSeconds: seconds,
    engines: runs,
    pdf: pdf ? await benchPdf(batch) : { skipped: 'not asked for' },
  };
}
