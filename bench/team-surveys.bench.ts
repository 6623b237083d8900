import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { zSurveyBody, type TScorecardSubmitResult, type TSurveyAnswers } from '@portal/core';
import { createPerson } from '../packages/server/src/areas/crmaccount/accounts-test-support';
import type { DatabaseEngine } from '../packages/server/src/db/database';
import { toJson } from '../packages/server/src/db/schema';
import { apiHeaders } from '../packages/server/test/factories';
import {
  createSurveyDefinition,
  createSurveyRelease,
  createUserGroup,
  markTeamSurvey,
} from '../packages/server/test/survey-factories';
import { createTestApp, type TestApp } from '../packages/server/test/test-app';
import { percentile } from './lib/stats';

/**
 * Issue 20, part 4: a team scorecard's report and a team's alignment report in a release of
 * 10,000 responses (the scorecard compares the team with all teams: every response is read; the
 * alignment reads its group's only).
 */

const BRAND = 'teams';
const RESPONSES = 10_000;
const TEAMS = 50;
const GROUPS = 500;
const CALLS = 20;

const ITEMS = Array.from({ length: 10 }, (_, i) => `item${i + 1}`);
const BODY = zSurveyBody.parse({
  title: 'Bench team survey',
  pages: [
    {
      name: 'p',
      elements: [
        { type: 'text', name: 'team', title: 'Team', special: 'NonRegisteredGroup' },
        ...ITEMS.map((name) => ({ type: 'rating', name, title: name, isRequired: true })),
      ],
    },
  ],
});
const answersOf = (i: number): TSurveyAnswers =>
  Object.fromEntries(ITEMS.map((name, k) => [name, ((i + k) % 5) + 1]));

type Latencies = { count: number; p50Ms: number; p95Ms: number; maxMs: number };
export type TeamSurveysFigures = {
  engine: DatabaseEngine;
  scorecard: Latencies;
  alignment: Latencies;
  load: { before: number; after: number };
};

async function timed(t: TestApp, url: string, token?: string): Promise<Latencies> {
  const times: number[] = [];
  // One call first, not timed: the first plan and the warm caches.
  for (let i = 0; i <= CALLS; i++) {
    const begin = performance.now();
    const res = await t.app.inject({ url, headers: apiHeaders(BRAND, token) });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    if (i > 0) times.push(performance.now() - begin);
  }
  const sorted = times.sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    maxMs: sorted.at(-1) ?? 0,
  };
}

/** Completed anonymous responses, a thousand at a time, each with its team or group. */
async function seedResponses(
  t: TestApp,
  releaseId: string,
  about: (i: number) => { teamId?: string; groupId?: string },
) {
  for (let from = 0; from < RESPONSES; from += 1_000) {
    const rows = Array.from({ length: 1_000 }, (_, k) => {
      const i = from + k;
      const { teamId, groupId } = about(i);
      return {
        release_id: releaseId,
        definition_version: 1,
        user_account_id: null,
        entity_type: groupId ? 'UserGroup' : null,
        entity_id: groupId ?? null,
        non_registered_group_id: teamId ?? null,
        answers: toJson(answersOf(i)),
        params: null,
        language: 'en-us',
        completed: true,
        resume_key_hash: null,
        completed_at: new Date(),
      };
    });
    await t.database.db.insertInto('survey_response').values(rows).execute();
  }
}

async function benchScorecard(t: TestApp): Promise<Latencies> {
  const db = t.database.db;
  const definition = await createSurveyDefinition(db, BRAND, BODY, 'Bench scorecard');
  const release = await createSurveyRelease(db, BRAND, definition.id, { isPublic: true });
  await markTeamSurvey(db, release.id, 'scorecard');
  const teams = await db
    .insertInto('non_registered_group')
    .values(
      Array.from({ length: TEAMS }, (_, i) => ({
        app_name: BRAND,
        name: `Team ${i}`,
        release_id: release.id,
        crm_account_id: null,
      })),
    )
    .returning('id')
    .execute();
  await seedResponses(t, release.id, (i) => ({ teamId: teams[i % TEAMS]!.id }));
  const submitted = await t.app.inject({
    method: 'POST',
    url: '/api/survey/SubmitTeamScorecard',
    headers: apiHeaders(BRAND),
    payload: {
      shortCode: release.shortCode,
      params: { NonRegisteredGroup: teams[0]!.id },
      resumeKey: randomBytes(32).toString('base64url'),
      version: 1,
      answers: answersOf(0),
      language: 'en-us',
    },
  });
  const { surveyDataId } = submitted.json<TScorecardSubmitResult>();
  return timed(t, `/api/survey/GetTeamScorecardReport/${surveyDataId}`);
}

async function benchAlignment(t: TestApp): Promise<Latencies> {
  const db = t.database.db;
  const leader = await createPerson(t, 'Lea', [], BRAND);
  const groupId = await createUserGroup(db, BRAND, 'Bench team', [
    { userAccountId: leader.userAccountId, role: 'leader' },
  ]);
  const definition = await createSurveyDefinition(db, BRAND, BODY, 'Bench alignment');
  const release = await createSurveyRelease(db, BRAND, definition.id, { anonymous: true });
  await markTeamSurvey(db, release.id, 'alignment');
  await db
    .insertInto('team_alignment')
    .values({ release_id: release.id, user_group_id: groupId, started_by: null })
    .execute();
  const others = Array.from({ length: GROUPS - 1 }, () => randomUUID());
  await seedResponses(t, release.id, (i) => ({
    groupId: i % GROUPS === 0 ? groupId : others[(i % GROUPS) - 1],
  }));
  return timed(t, `/api/survey/GetTeamAlignmentReport/${release.id}/${groupId}`, leader.token);
}

export async function benchTeamSurveys(engine: DatabaseEngine): Promise<TeamSurveysFigures> {
  const before = loadavg()[0]!;
  const t = await createTestApp({ engine, env: { API_RATE_LIMIT: '1000000000' } });
  try {
    const scorecard = await benchScorecard(t);
    const alignment = await benchAlignment(t);
    return { engine, scorecard, alignment, load: { before, after: loadavg()[0]! } };
  } finally {
    await t.close();
  }
}

const ms = (value: number) => value.toFixed(1);

export const teamSurveysSection = (runs: TeamSurveysFigures[]) => `
### Team scorecard and team alignment reports in a release of ${RESPONSES.toLocaleString('en-US')} responses

A 10-rating survey. The scorecard's report (\`GET /api/survey/GetTeamScorecardReport/{surveyDataId}\`,
${TEAMS} teams) reads its team's responses and all ${RESPONSES.toLocaleString('en-US')} of the release; the alignment report
(\`GET /api/survey/GetTeamAlignmentReport/{releaseId}/{groupId}\`, as the group's leader, ${GROUPS} groups) reads
its group's ${RESPONSES / GROUPS}. ${CALLS} calls each after one untimed call.

| engine | report | p50 ms | p95 ms | max ms | load average before → after |
|---|---|---:|---:|---:|---|
${runs
  .flatMap(({ engine, scorecard: s, alignment: a, load }) => [
    `| ${engine} | scorecard | ${ms(s.p50Ms)} | ${ms(s.p95Ms)} | ${ms(s.maxMs)} | ${load.before.toFixed(1)} → ${load.after.toFixed(1)} |`,
    `| ${engine} | alignment | ${ms(a.p50Ms)} | ${ms(a.p95Ms)} | ${ms(a.maxMs)} | |`,
  ])
  .join('\n')}
`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const engine = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
  const figures = await benchTeamSurveys(engine);
  console.log(JSON.stringify(figures, null, 2));
  console.log(teamSurveysSection([figures]));
}
