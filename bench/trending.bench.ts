import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createPerson } from '../packages/server/src/areas/crmaccount/accounts-test-support';
import { updateTrendingMetrics } from '../packages/server/src/areas/resourcegroup/trending.service';
import type { DatabaseEngine } from '../packages/server/src/db/database';
import { apiHeaders } from '../packages/server/test/factories';
import { createTestApp } from '../packages/server/test/test-app';
import { percentile } from './lib/stats';

export type TrendingFigures = {
  engine: DatabaseEngine;
  events: number;
  eventsInWindow: number;
  items: number;
  people: number;
  completions: number;
  insertSeconds: number;
  /** The trending job (UpdateGlobalTrendingContentMetrics) over every event, median of runs. */
  jobMs: number;
  /** A plain count of every event of the brand, the same run: the floor of any full pass. */
  countMs: number;
  rankedItems: number;
  readP50Ms: number;
  readP95Ms: number;
};

const EVENTS = 1_000_000;
const ITEMS = 2_000;
const PEOPLE = 5_000;
const COMPLETIONS = 50_000;
const RUNS = 5;
const READS = 100;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
async function timed(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return times;
}

/**
 * Trending over 1,000,000 view events: 2,000 items, 5,000 people, views spread over 60 days
 * (a few items viewed much more than the rest) and 50,000 completions, inserted in bulk with
 * generate_series; then the trending job's time (its 30-day window holds about half the events)
 * beside a plain count of all events, and GetTrendingContent read through the API.
 */
export async function benchTrending(engine: DatabaseEngine = 'pglite'): Promise<TrendingFigures> {
  const t = await createTestApp({ engine });
  try {
    const db = t.database.db;
    const admin = await createPerson(t, 'Ada', ['contentAdmin']);
    const started = performance.now();
    await sql`insert into content (app_name, entity_type, title)
      select 'teams', 'Content', 'Item ' || i from generate_series(1, ${ITEMS}) i`.execute(db);
    await sql`insert into user_account (app_name, first_name, last_name)
      select 'teams', 'Reader', 'No ' || i from generate_series(1, ${PEOPLE}) i`.execute(db);
    // Item k is picked with a skewed chance (power 3), people evenly, times over 60 days.
    await sql`with c as (select array_agg(id order by id) as ids from content where app_name = 'teams'),
        u as (select array_agg(id order by id) as ids from user_account where app_name = 'teams')
      insert into content_view (app_name, content_id, user_account_id, viewed_at)
      select 'teams', c.ids[1 + floor(power(random(), 3) * ${ITEMS})::integer],
        u.ids[1 + floor(random() * ${PEOPLE})::integer],
        now() - random() * interval '60 days'
      from c, u, generate_series(1, ${EVENTS})`.execute(db);
    await sql`with c as (select array_agg(id order by id) as ids from content where app_name = 'teams'),
        u as (select array_agg(id order by id) as ids from user_account where app_name = 'teams')
      insert into content_completion (app_name, content_id, user_account_id, completed_at)
      select 'teams', c.ids[1 + floor(power(random(), 2) * ${ITEMS})::integer],
        u.ids[1 + floor(random() * ${PEOPLE})::integer], now() - random() * interval '60 days'
      from c, u, generate_series(1, ${COMPLETIONS})
      on conflict do nothing`.execute(db);
    await sql`analyze`.execute(db);
    const insertSeconds = (performance.now() - started) / 1000;

    const window = await sql<{ n: string }>`select count(*) as n from content_view
      where app_name = 'teams' and viewed_at >= now() - interval '30 days'`.execute(db);
    const completions = await sql<{
      n: string;
    }>`select count(*) as n from content_completion`.execute(db);
    let rankedItems = 0;
    const jobTimes = await timed(RUNS, async () => {
      rankedItems = (await updateTrendingMetrics({ db, brand: 'teams', now: new Date() })).items;
    });
    const countTimes = await timed(RUNS, () =>
      sql`select count(*) from content_view where app_name = 'teams'`.execute(db),
    );
    const reads = await timed(READS + 10, async () => {
      const res = await t.app.inject({
        url: '/api/resourcegroup/GetTrendingContent/15/0/-',
        headers: apiHeaders('teams', admin.token),
      });
      if (res.statusCode !== 200) throw new Error(`trending: ${res.statusCode}`);
    });
    const sorted = reads.slice(10).sort((a, b) => a - b);
    return {
      engine,
      events: EVENTS,
      eventsInWindow: Number(window.rows[0]?.n ?? 0),
      items: ITEMS,
      people: PEOPLE,
      completions: Number(completions.rows[0]?.n ?? 0),
      insertSeconds,
      jobMs: median(jobTimes),
      countMs: median(countTimes),
      rankedItems,
      readP50Ms: percentile(sorted, 50),
      readP95Ms: percentile(sorted, 95),
    };
  } finally {
    await t.close();
  }
}

const table = (
  runs: TrendingFigures[],
) => `| engine | events (in the 30-day window) | bulk insert (s) | trending job (ms) | count of all events (ms) | job / count | items ranked | \`GetTrendingContent/15/0/-\` p50 / p95 (ms) |
|---|---:|---:|---:|---:|---:|---:|---:|
${runs
  .map(
    (r) =>
      `| ${r.engine} | ${r.events.toLocaleString('en-US')} (${r.eventsInWindow.toLocaleString('en-US')}) | ${r.insertSeconds.toFixed(1)} | ${Math.round(r.jobMs)} | ${Math.round(r.countMs)} | ${(r.jobMs / r.countMs).toFixed(2)} | ${r.rankedItems.toLocaleString('en-US')} | ${r.readP50Ms.toFixed(1)} / ${r.readP95Ms.toFixed(1)} |`,
  )
  .join('\n')}`;

/** The section of docs/benchmarks.md. */
export const trendingSection = (
  runs: TrendingFigures[],
) => `### Trending over ${EVENTS.toLocaleString('en-US')} view events

${ITEMS.toLocaleString('en-US')} items, ${PEOPLE.toLocaleString('en-US')} people, ${EVENTS.toLocaleString('en-US')} views spread over 60 days (a few items viewed far more than
the rest) and ${COMPLETIONS.toLocaleString('en-US')} completions drawn at random (repeats dropped), inserted in bulk with
\`generate_series\` on each engine (PostgreSQL when \`TEST_DATABASE_URL\` names a server). The job is
\`UpdateGlobalTrendingContentMetrics\` (the hourly \`content-trending-metrics\` job's work): every
item's views and completions of the last 30 days into the metrics table, median of ${RUNS} runs.
Beside it, in the same run, a plain \`count(*)\` of all the brand's events: the ratio says what the
job costs over one pass of the events. The read is \`GetTrendingContent/15/0/-\` through the API as
a content admin, ${READS} calls.

${table(runs)}
`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const engine = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
  const figures = await benchTrending(engine);
  console.log(JSON.stringify(figures, null, 2));
  console.log(trendingSection([figures]));
}
