import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { PdfBatch, TractionPlan, TractionPlanSaveInput } from '@portal/core';
import { apiHeaders, tokenFor } from '../packages/server/test/factories';
import { createTestApp, type TestApp } from '../packages/server/test/test-app';
import { root } from './lib/portal-process';

const BRAND = 'teams';

export type LatencyFigures = { count: number; p50Ms: number; p95Ms: number };

export type PlanFigures = {
  editors: number;
  durationSeconds: number;
  saves: LatencyFigures & { perSecond: number; conflicts: number; errors: number };
  loads: LatencyFigures;
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

type Editor = { accountId: string; token: string };

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

const planContent = (editor: number, round: number) => ({
  goal: `Goal of editor ${editor}, round ${round}`,
  impactStatement: 'The team owns its week.',
  strengths: ['Calm', 'Curious', 'Reliable', 'Clear', 'Patient', 'Direct', 'Warm', 'Focused'],
  constraints: [1, 2, 3].map((n) => ({
    name: `Constraint ${n}`,
    definition: [`What constraint ${n} looks like`, 'And how it shows'],
    steps: [
      { id: `${n}a`, description: `First step of ${n}` },
      { id: `${n}b`, description: `Second step of ${n}, round ${round}` },
    ],
  })),
  accountabilityPartners: [1, 2, 3].map((n) => ({
    email: `partner${n}@bench.example`,
    firstName: 'Partner',
    lastName: String(n),
  })),
  sharedPartners: [],
});

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

/**
 * 50 editors, each on their own plan, autosave as fast as the server answers for `seconds`
 * (a reload every fifth save), over HTTP on 127.0.0.1 against the embedded database.
 */
async function driveEditors(base: string, editors: Editor[], seconds: number) {
  const saves: number[] = [];
  const loads: number[] = [];
  let conflicts = 0;
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const load = async (editor: Editor): Promise<TractionPlan> => {
    const started = performance.now();
    const res = await fetch(`${base}/api/tractionplan/getByUserAccountIdV2/${editor.accountId}`, {
      headers: apiHeaders(BRAND, editor.token),
    });
    loads.push(performance.now() - started);
    return (await res.json()) as TractionPlan;
  };
  await Promise.all(
    editors.map(async (editor, index) => {
      let plan = await load(editor);
      for (let round = 1; performance.now() < deadline; round++) {
        const body: TractionPlanSaveInput = {
          id: plan.id,
          userAccountId: editor.accountId,
          version: plan.version,
          plan: planContent(index, round),
          autosave: true,
        };
        const started = performance.now();
        const res = await fetch(`${base}/api/tractionplan/save`, {
          method: 'POST',
          headers: { ...apiHeaders(BRAND, editor.token), 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        saves.push(performance.now() - started);
        if (res.status === 200) plan = (await res.json()) as TractionPlan;
        else if (res.status === 409) conflicts++;
        else errors++;
        if (res.status !== 200) await res.arrayBuffer();
        if (round % 5 === 0) plan = await load(editor);
      }
    }),
  );
  return { saves, loads, conflicts, errors };
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

export async function benchPlans({
  editors: count = 50,
  seconds = 10,
  batch = 100,
} = {}): Promise<PlanFigures> {
  const t = await createTestApp({
    runJobs: true,
    env: {
      API_RATE_LIMIT: '1000000000',
      WEB_DIST: join(root, 'packages/web/dist'),
      ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}),
    },
  });
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const people = await createEditors(t, Math.max(count, batch));
    const run = await driveEditors(base, people.slice(0, count), seconds);
    const saves = latency(run.saves);
    const coach = coachOf(t);
    const pdf = t.config.chromiumPath
      ? await timePdfs(base, coach, await planIdsOf(base, people.slice(0, batch))).catch(
          (error: Error) => ({
            skipped: `${error.message} (the web build has no plan print page?)`,
          }),
        )
      : { skipped: 'no Chromium found (set CHROMIUM_PATH)' };
    return {
      editors: count,
      durationSeconds: seconds,
      saves: {
        ...saves,
        perSecond: (run.saves.length - run.errors) / seconds,
        conflicts: run.conflicts,
        errors: run.errors,
      },
      loads: latency(run.loads),
      pdf,
    };
  } finally {
    await t.close();
  }
}
