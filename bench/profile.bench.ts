import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  computeProfileReport,
  computeTeamReport,
  localizeScale,
  safeGrouping,
  type DescriberRelationship,
  type GroupingDescriber,
} from '@portal/core';
import { toJson } from '../packages/server/src/db/schema';
import {
  DEMO_TARGETS,
  demoDefinition,
} from '../packages/server/src/db/seed/instrument/demo-instrument';
import { INSTRUMENT_TEXTS } from '../packages/server/src/db/seed/instrument/texts';
import { tokenFor } from '../packages/server/test/factories';
import { createTestApp } from '../packages/server/test/test-app';
import { root } from './lib/portal-process';

export type ProfileFigures = {
  /** Pure computation (grouping, medians, ranking) of a report with 50 describers, ms. */
  report50Ms: number;
  /** getProfileReportData of that report with the cache emptied before each call, ms. */
  report50ApiMs: number;
  /** Pure team report of 500 members, ms. */
  team500Ms: number;
  pdf: { count: number; perMinute: number | null; note: string };
};

const RELATIONSHIPS: readonly Exclude<DescriberRelationship, 'self'>[] = [
  'manager',
  'peer',
  'directReport',
  'other',
];
const scales = demoDefinition({ 'en-us': INSTRUMENT_TEXTS['en-us'] }).scales;
const itemCodes = scales.flatMap((s) => s.itemCodes);
const answersOf = (seed: number) =>
  Object.fromEntries(itemCodes.map((code, i) => [code, 1 + ((seed * 7 + i * 3) % 5)]));

function timeIt(rounds: number, run: () => void): number {
  run();
  const start = performance.now();
  for (let i = 0; i < rounds; i++) run();
  return (performance.now() - start) / rounds;
}

function pureFigures() {
  const describers = Array.from({ length: 50 }, (_, i) => ({
    id: `d${i}`,
    relationship: RELATIONSHIPS[i % RELATIONSHIPS.length]!,
    name: `Describer ${i}`,
    answers: new Map(Object.entries(answersOf(i))),
    comment: i % 5 === 0 ? `Comment ${i}` : '',
  }));
  const localized = scales.map((s) => localizeScale(s, 'en-us'));
  const report50Ms = timeIt(500, () => {
    const grouping = safeGrouping(
      describers as GroupingDescriber[],
      { minGroupSize: 3, showManagerByName: false },
      [],
    );
    if (!grouping.ok) throw new Error('grouping refused');
    computeProfileReport({
      scales: localized,
      targets: DEMO_TARGETS,
      counts: { topConstraintCount: 3, strengthCount: 3 },
      self: describers[0]!,
      describers,
      groups: grouping.groups,
      random: Math.random,
    });
  });
  const members = Array.from(
    { length: 500 },
    (_, m) => new Map(scales.map((s, i) => [s.code, 1 + ((m + i) % 40) / 10])),
  );
  const teamScales = scales.map((s) => ({
    code: s.code,
    displayName: s.code,
    riskDirection: s.riskDirection,
    ...DEMO_TARGETS.find((t) => t.scaleCode === s.code)!,
  }));
  const team500Ms = timeIt(500, () =>
    computeTeamReport({
      scales: teamScales,
      memberScores: members,
      memberCount: 500,
      minGroupSize: 3,
    }),
  );
  return { report50Ms, team500Ms };
}

/** A server on PGlite with the built web app: the API read of a 50-describer report, and PDFs. */
async function serverFigures(): Promise<Pick<ProfileFigures, 'report50ApiMs' | 'pdf'>> {
  const t = await createTestApp({ demo: true, env: { WEB_DIST: join(root, 'packages/web/dist') } });
  try {
    const db = t.database.db;
    const report = await db
      .selectFrom('profile_report')
      .selectAll()
      .where('app_name', '=', 'profile')
      .executeTakeFirstOrThrow();
    const rows = await db
      .insertInto('profile_describer')
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          app_name: 'profile',
          participant_id: report.participant_id,
          relationship: RELATIONSHIPS[i % RELATIONSHIPS.length]!,
          first_name: `Bench${i}`,
          last_name: 'Describer',
          email: `bench${i}@bench.example`,
          survey_code: `bench-code-${i}`.padEnd(43, 'x'),
          decline_key: 'k'.repeat(43),
          is_complete: true,
          completed_at: new Date(),
          invited_at: new Date(),
          answers: toJson(answersOf(i)),
          updated_at: new Date(),
        })),
      )
      .returning('id')
      .execute();
    await db
      .updateTable('profile_report')
      .set({ describer_ids: toJson(rows.map((r) => r.id)), groups: toJson([]) })
      .where('id', '=', report.id)
      .execute();
    // A coach who reaches everyone (security admin): the access look-up stays out of the figure.
    const coach = tokenFor(t.app, {
      brand: 'profile',
      claims: ['trainer', 'profileViewer', 'securityAdmin'],
    });
    const headers = { 'app-name': 'profile', authorization: `Bearer ${coach}` };
    const rounds = 30;
    let total = 0;
    for (let i = 0; i < rounds; i++) {
      await db.deleteFrom('profile_report_cache').execute();
      const start = performance.now();
      const res = await t.app.inject({
        url: `/api/profilereport/getProfileReportData/${report.id}`,
        headers,
      });
      total += performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`report read failed: ${res.statusCode}`);
    }
    return { report50ApiMs: total / rounds, pdf: await pdfFigures(t.app, report.id, headers) };
  } finally {
    await t.close();
  }
}

async function pdfFigures(
  app: Awaited<ReturnType<typeof createTestApp>>['app'],
  reportId: string,
  headers: Record<string, string>,
) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const count = 10;
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const res = await app.inject({ url: `/api/profilereport/getReportpdf/${reportId}`, headers });
    if (res.statusCode !== 200) {
      return {
        count: i,
        perMinute: null,
        note: `PDF call answered ${res.statusCode}: ${res.json<{ message: string }>().message}`,
      };
    }
  }
  const minutes = (performance.now() - start) / 60_000;
  return { count, perMinute: count / minutes, note: 'sequential, one Chromium page at a time' };
}

export async function benchProfile(): Promise<ProfileFigures> {
  return { ...pureFigures(), ...(await serverFigures()) };
}
