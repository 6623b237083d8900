import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { zSurveyBody, type TSurveyAnswers, type TSurveyBody } from '@portal/core';
import { createPerson } from '../packages/server/src/areas/crmaccount/accounts-test-support';
import type { DatabaseEngine } from '../packages/server/src/db/database';
import { apiHeaders } from '../packages/server/test/factories';
import {
  createSurveyDefinition,
  createSurveyInvitation,
  createSurveyRelease,
  createSurveyResponses,
} from '../packages/server/test/survey-factories';
import { createTestApp, type TestApp } from '../packages/server/test/test-app';
import { percentile } from './lib/stats';

/**
 * Issue 20's benchmark: (a) 1,000 respondents submitting within a minute over HTTP, p95 and none
 * lost; (b) the results of a 30-question survey over 10,000 responses, p95 of GetResults.
 */

const BRAND = 'teams';
const RESPONDENTS = 1_000;
const SUBMIT_SECONDS = 60;
const RESPONSES = 10_000;
const RESULT_CALLS = 20;
const SUBMIT_PATH = '/api/survey/SubmitSurvey';

type Latencies = { count: number; p50Ms: number; p95Ms: number; maxMs: number };
export type SurveySubmitFigures =
  (Latencies & { errors: number; stored: number; lost: number }) | { skipped: string };
export type SurveyResultsFigures = Latencies & { responses: number; questions: number };
export type SurveysFigures = {
  engine: DatabaseEngine;
  submit: SurveySubmitFigures;
  results: SurveyResultsFigures;
  /** The machine's 1-minute load average before and after the run. */
  load: { before: number; after: number };
};

const latencies = (times: number[]): Latencies => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    maxMs: sorted.at(-1) ?? 0,
  };
};

const choices = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ value: `c${i + 1}`, text: `Choice ${i + 1}` }));

/** Thirty questions of every kind results count: choices, ratings, matrices, ranks, texts. */
const KINDS = [
  ...Array.from({ length: 6 }, () => ({ type: 'radiogroup', choices: choices(5) })),
  ...Array.from({ length: 4 }, () => ({ type: 'checkbox', choices: choices(6) })),
  ...Array.from({ length: 6 }, () => ({ type: 'rating', rateMin: 1, rateMax: 5 })),
  ...Array.from({ length: 4 }, () => ({ type: 'matrix', rows: choices(4), columns: choices(5) })),
  ...Array.from({ length: 3 }, () => ({ type: 'boolean' })),
  ...Array.from({ length: 2 }, () => ({ type: 'ranking', choices: choices(4) })),
  ...Array.from({ length: 3 }, () => ({ type: 'comment' })),
  ...Array.from({ length: 2 }, () => ({ type: 'text', inputType: 'number' })),
];

export const BENCH_SURVEY: TSurveyBody = zSurveyBody.parse({
  title: 'Bench survey',
  pages: [
    {
      name: 'all',
      elements: KINDS.map((kind, i) => ({
        ...kind,
        name: `q${i + 1}`,
        title: `Question ${i + 1}`,
      })),
    },
  ],
});

/** A complete set of answers, varied by the respondent's number (no randomness: runs compare). */
export function benchAnswers(n: number): TSurveyAnswers {
  const answers: TSurveyAnswers = {};
  BENCH_SURVEY.pages[0]!.elements.forEach((question, i) => {
    const k = n * 7 + i * 3;
    switch (question.type) {
      case 'radiogroup':
        answers[question.name] = `c${(k % 5) + 1}`;
        break;
      case 'checkbox':
        answers[question.name] = [`c${(k % 6) + 1}`, `c${((k + 2) % 6) + 1}`];
        break;
      case 'rating':
        answers[question.name] = (k % 5) + 1;
        break;
      case 'matrix':
        answers[question.name] = Object.fromEntries(
          question.rows.map((row, r) => [String(row.value), `c${((k + r) % 5) + 1}`]),
        );
        break;
      case 'boolean':
        answers[question.name] = k % 3 !== 0;
        break;
      case 'ranking':
        answers[question.name] = ['c1', 'c2', 'c3', 'c4'].map((_, r) => `c${((k + r) % 4) + 1}`);
        break;
      case 'comment':
        answers[question.name] = `Comment ${n} on question ${i + 1}: the sessions helped our team.`;
        break;
      case 'text':
        answers[question.name] = 20 + (k % 45);
        break;
    }
  });
  return answers;
}

/** (a) Each respondent submits once, their arrivals spread evenly over the minute. */
async function benchSubmit(t: TestApp): Promise<SurveySubmitFigures> {
  if (!t.app.hasRoute({ method: 'POST', url: SUBMIT_PATH })) {
    return { skipped: `${SUBMIT_PATH} is not served in this build (the part that takes surveys)` };
  }
  const db = t.database.db;
  const definition = await createSurveyDefinition(db, BRAND, BENCH_SURVEY, 'Bench submit');
  const release = await createSurveyRelease(db, BRAND, definition.id, { name: 'Bench submit' });
  const respondents = [];
  for (let i = 0; i < RESPONDENTS; i++) {
    const person = await createPerson(t, `Respondent${i}`, [], BRAND);
    const { surveyCode } = await createSurveyInvitation(db, release.id, person.userAccountId);
    respondents.push({ token: person.token, surveyCode });
  }
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const times: number[] = [];
  let errors = 0;
  const gap = (SUBMIT_SECONDS * 1000) / RESPONDENTS;
  const started = performance.now();
  await Promise.all(
    respondents.map(async ({ token, surveyCode }, i) => {
      const wait = started + i * gap - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const begin = performance.now();
      const res = await fetch(`${base}${SUBMIT_PATH}`, {
        method: 'POST',
        headers: { ...apiHeaders(BRAND, token), 'content-type': 'application/json' },
        body: JSON.stringify({
          surveyCode,
          version: definition.version,
          answers: benchAnswers(i),
          language: 'en-us',
        }),
      }).catch(() => null);
      if (!res?.ok) errors++;
      await res?.arrayBuffer();
      times.push(performance.now() - begin);
    }),
  );
  const { stored } = await db
    .selectFrom('survey_response')
    .select((eb) => eb.fn.countAll<string>().as('stored'))
    .where('release_id', '=', release.id)
    .where('completed', '=', true)
    .executeTakeFirstOrThrow();
  return {
    ...latencies(times),
    errors,
    stored: Number(stored),
    lost: RESPONDENTS - errors - Number(stored),
  };
}

/** (b) A survey admin reads the results of 10,000 responses, one call after another. */
async function benchResults(t: TestApp): Promise<SurveyResultsFigures> {
  const db = t.database.db;
  const admin = await createPerson(t, 'Sam', ['surveyAdmin'], BRAND);
  const definition = await createSurveyDefinition(db, BRAND, BENCH_SURVEY, 'Bench results');
  const release = await createSurveyRelease(db, BRAND, definition.id, { name: 'Bench results' });
  for (let from = 0; from < RESPONSES; from += 1_000) {
    const batch = Array.from({ length: 1_000 }, (_, i) => ({ answers: benchAnswers(from + i) }));
    await createSurveyResponses(db, release.id, batch);
  }
  const url = `/api/survey/GetResults/${release.id}`;
  const headers = apiHeaders(BRAND, admin.token);
  const times: number[] = [];
  // One call first, not timed: the first plan and the warm caches.
  for (let i = 0; i <= RESULT_CALLS; i++) {
    const begin = performance.now();
    const res = await t.app.inject({ url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    if (i > 0) times.push(performance.now() - begin);
  }
  return { ...latencies(times), responses: RESPONSES, questions: KINDS.length };
}

export async function benchSurveys(engine: DatabaseEngine): Promise<SurveysFigures> {
  const before = loadavg()[0]!;
  const t = await createTestApp({ engine, env: { API_RATE_LIMIT: '1000000000' } });
  try {
    const results = await benchResults(t);
    const submit = await benchSubmit(t);
    return { engine, submit, results, load: { before, after: loadavg()[0]! } };
  } finally {
    await t.close();
  }
}

const ms = (value: number) => value.toFixed(1);

/** The section of docs/benchmarks.md. */
export const surveysSection = (runs: SurveysFigures[]) => `## Surveys

### ${RESPONDENTS.toLocaleString('en-US')} respondents submitting within a minute

Each respondent has an invitation and submits a complete set of answers to a 30-question survey once,
\`POST ${SUBMIT_PATH}\` over HTTP, their arrivals spread evenly over ${SUBMIT_SECONDS} s; "lost" counts the
submissions answered 200 whose response is not stored completed.

| engine | submissions | p50 ms | p95 ms | max ms | errors | stored | lost |
|---|---:|---:|---:|---:|---:|---:|---:|
${runs
  .map(({ engine, submit: s }) =>
    'skipped' in s
      ? `| ${engine} | not measured: ${s.skipped} | | | | | | |`
      : `| ${engine} | ${s.count} | ${ms(s.p50Ms)} | ${ms(s.p95Ms)} | ${ms(s.maxMs)} | ${s.errors} | ${s.stored} | ${s.lost} |`,
  )
  .join('\n')}

### Results of a ${KINDS.length}-question survey over ${RESPONSES.toLocaleString('en-US')} responses

A survey admin calls \`GET /api/survey/GetResults/{releaseId}\` (no filter) ${RESULT_CALLS} times in a row after one
untimed call: every completed response's answers read and counted per question (6 single choices,
4 multiple choices, 6 ratings, 4 matrices of 4 rows, 3 yes/no, 2 rankings, 3 comments, 2 numbers).
Load average (1 minute) before and after each run beside it.

| engine | responses | calls | p50 ms | p95 ms | max ms | load average before → after |
|---|---:|---:|---:|---:|---:|---|
${runs
  .map(
    ({ engine, results: r, load }) =>
      `| ${engine} | ${r.responses.toLocaleString('en-US')} | ${r.count} | ${ms(r.p50Ms)} | ${ms(r.p95Ms)} | ${ms(r.maxMs)} | ${load.before.toFixed(1)} → ${load.after.toFixed(1)} |`,
  )
  .join('\n')}
`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const engine = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
  const figures = await benchSurveys(engine);
  console.log(JSON.stringify(figures, null, 2));
  console.log(surveysSection([figures]));
}
