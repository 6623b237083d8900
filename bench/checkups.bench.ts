import { performance } from 'node:perf_hooks';
import {
  completeAnswers,
  createCheckupSetup,
  submit,
} from '../packages/server/src/areas/tractionplancheckup/checkup-feedback-test-support';
import { apiHeaders } from '../packages/server/test/factories';
import { createTestApp, type TestApp } from '../packages/server/test/test-app';
import { percentile } from './lib/stats';

export type CheckupFigures = {
  partners: number;
  concurrency: number;
  totalSeconds: number;
  p50Ms: number;
  p95Ms: number;
  failed: number;
  /** Extra submits of codes already used, all to be refused. */
  repeats: number;
  storedAnswers: number;
  duplicates: number;
  reportPartners: number;
  reportRequests: number;
  reportP50Ms: number;
  reportP95Ms: number;
};

const PARTNERS = 1000;
const CONCURRENCY = 25;
const REPEATS = 100;
const REPORT_PARTNERS = 10;
const REPORT_REQUESTS = 100;

/** Runs the bodies through SubmitFeedback, `CONCURRENCY` at a time; answers times and statuses. */
async function submitAll(t: TestApp, bodies: readonly unknown[]) {
  const times: number[] = [];
  const statuses: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++];
      const start = performance.now();
      const response = await submit(t, body);
      times.push(performance.now() - start);
      statuses.push(response.statusCode);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { times: times.sort((a, b) => a - b), statuses };
}

async function storedCounts(t: TestApp, checkupId: string) {
  const row = await t.database.db
    .selectFrom('checkup_feedback_response as a')
    .innerJoin('checkup_feedback_request as r', 'r.id', 'a.request_id')
    .select((eb) => [
      eb.fn.countAll<string>().as('answers'),
      eb.fn.count<string>('a.request_id').distinct().as('requests'),
    ])
    .where('r.checkup_id', '=', checkupId)
    .executeTakeFirstOrThrow();
  return { answers: Number(row.answers), requests: Number(row.requests) };
}

/** Time to build a participant's checkup report from their partners' answers. */
async function benchReport(t: TestApp) {
  const setup = await createCheckupSetup(t, { partners: REPORT_PARTNERS });
  await submitAll(t, setup.codes.map(completeAnswers));
  const times: number[] = [];
  for (let i = 0; i < REPORT_REQUESTS + 10; i++) {
    const start = performance.now();
    const response = await t.app.inject({
      url: `/api/tractionplancheckup/GetTractionPlanCheckupReportData/${setup.checkupParticipantId}`,
      headers: apiHeaders('teams', setup.trainer.token),
    });
    if (response.statusCode !== 200) throw new Error(`report: ${response.statusCode}`);
    if (i >= 10) times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

/**
 * 1,000 partners submit their checkup feedback at once (25 in flight), then 100 of them submit
 * again; the database must hold exactly one answer per partner. In-process on the embedded
 * database, through the whole request pipeline.
 */
export async function benchCheckups(): Promise<CheckupFigures> {
  const t = await createTestApp({});
  try {
    const setup = await createCheckupSetup(t, { partners: PARTNERS });
    const bodies = setup.codes.map(completeAnswers);
    const started = performance.now();
    const first = await submitAll(t, bodies);
    const totalSeconds = (performance.now() - started) / 1000;
    const again = await submitAll(t, bodies.slice(0, REPEATS));
    const stored = await storedCounts(t, setup.checkupId);
    const report = await benchReport(t);
    return {
      partners: PARTNERS,
      concurrency: CONCURRENCY,
      totalSeconds,
      p50Ms: percentile(first.times, 50),
      p95Ms: percentile(first.times, 95),
      failed: first.statuses.filter((s) => s !== 200).length,
      repeats: again.statuses.filter((s) => s === 409).length,
      storedAnswers: stored.answers,
      duplicates: stored.answers - stored.requests,
      reportPartners: REPORT_PARTNERS,
      reportRequests: REPORT_REQUESTS,
      reportP50Ms: percentile(report, 50),
      reportP95Ms: percentile(report, 95),
    };
  } finally {
    await t.close();
  }
}
