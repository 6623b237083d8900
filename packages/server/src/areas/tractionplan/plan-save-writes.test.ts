import { sql, type Kysely, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zTractionPlanSave, type TractionPlan } from '@portal/core';
import type { Database } from '../../db/schema';
import type { SignedInContext } from '../../shared/request-context';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { coachGroup } from '../profile-participant/profile-test-support';
import { savePlan } from './plan-save.service';
import { BRAND, COMPLETE_PLAN, demoCast, planCalls, saveBodyOf } from './plan-test-support';
import { planOrDraftByOwner } from './tractionplan.service';

/**
 * The database as a service sees it, counting the statements it runs (by their results: a query
 * built on it to nest in another passes its transformQuery too).
 */
function countingStatements(db: Kysely<Database>) {
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    transformResult: ({ result }) => {
      count += 1;
      return Promise.resolve(result);
    },
  };
  return { db: db.withPlugin(plugin), count: () => count };
}

describe.each(testEngines())('what one plan save writes, on %s', (engine) => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof demoCast>>;
  let calls: ReturnType<typeof planCalls>;
  beforeAll(async () => {
    t = await createTestApp({ engine, demo: true });
    cast = await demoCast(t);
    calls = planCalls(t);
  });
  afterAll(() => t.close());

  const archiveOf = async (planId: string) => {
    const { rows } = await sql<{ version: number; bytes: number }>`
      select version, pg_column_size(plan) + pg_column_size(progress) as bytes
      from traction_plan_archive where traction_plan_id = ${planId} order by version`.execute(
      t.database.db,
    );
    return rows.map((r) => ({ version: r.version, bytes: Number(r.bytes) }));
  };
  const stored = (planId: string) =>
    t.database.db
      .selectFrom('traction_plan')
      .selectAll()
      .where('id', '=', planId)
      .executeTakeFirstOrThrow();

  it('archives only the version it replaces: one row of one version per save, however long the history', async () => {
    let plan = (
      await calls.save(cast.pat.token, saveBodyOf(await calls.draftOf(cast.pat), COMPLETE_PLAN))
    ).json<TractionPlan>();
    const planId = plan.id ?? '';
    const first = plan.version;
    for (let i = 1; i <= 12; i++) {
      const before = await archiveOf(planId);
      plan = (
        await calls.save(cast.pat.token, saveBodyOf(plan, { goal: `Goal number ${i}` }))
      ).json<TractionPlan>();
      const after = await archiveOf(planId);
      expect(after).toHaveLength(before.length + 1);
      expect(after.at(-1)?.version).toBe(plan.version - 1);
      // The new row holds one version: as large as the first, not the history before it.
      expect(after.at(-1)!.bytes).toBeLessThan(after[0]!.bytes * 1.5);
    }
    expect((await stored(planId)).version).toBe(first + 12);
  });

  it('lets exactly one of many saves of the same version land: one 200, the rest 409, one version and one archived row more', async () => {
    const start = (
      await calls.save(cast.pat.token, saveBodyOf(await calls.draftOf(cast.pat), { goal: 'Start' }))
    ).json<TractionPlan>();
    const planId = start.id ?? '';
    const archived = (await archiveOf(planId)).length;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        calls.save(cast.pat.token, saveBodyOf(start, { goal: `Racer ${i}` })),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json<TractionPlan>();
    const row = await stored(planId);
    expect(row.version).toBe(start.version + 1);
    expect(row.plan).toMatchObject({ goal: winner.plan.goal });
    expect(await archiveOf(planId)).toHaveLength(archived + 1);
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      expect(refused.json<{ currentVersion: number }>().currentVersion).toBe(row.version);
    }
  });

  it("reads what an autosave needs in one statement and writes it in one, and a load reads in one (the caller's account included)", async () => {
    const plan = (
      await calls.save(cast.pat.token, saveBodyOf(await calls.draftOf(cast.pat), COMPLETE_PLAN))
    ).json<TractionPlan>();
    const counted = countingStatements(t.database.db);
    const ctx: SignedInContext = {
      db: counted.db,
      brand: BRAND,
      now: new Date(),
      origin: 'http://localhost',
      ip: null,
      log: t.app.log,
      session: {
        userId: cast.pat.userId,
        email: cast.pat.email,
        emailVerified: true,
        claims: [{ type: 'tractionPlan', value: 'true' }],
        roles: [],
      },
    };
    const body = zTractionPlanSave.parse(saveBodyOf(plan, { goal: 'Typed' }, { autosave: true }));
    const saved = await savePlan(ctx, body);
    expect(counted.count()).toBe(2);
    const loaded = await planOrDraftByOwner(ctx, cast.pat.accountId);
    expect(counted.count()).toBe(3);
    expect(loaded).toMatchObject({ version: saved.version, plan: { goal: 'Typed' } });
  });

  it('settles the lock in the save: an autosave takes it, a manual save releases it, another holder keeps theirs', async () => {
    let plan = await calls.draftOf(cast.pat);
    plan = (
      await calls.save(cast.pat.token, saveBodyOf(plan, { goal: 'Mine' }, { autosave: true }))
    ).json<TractionPlan>();
    expect(plan.lock).toMatchObject({ isMine: true, lockUserAccountId: cast.pat.accountId });
    const planId = plan.id ?? '';
    expect((await stored(planId)).lock_user_account_id).toBe(cast.pat.accountId);
    // The owner's coach autosaves meanwhile: the owner's lock stays.
    await coachGroup(t, cast.coach, [cast.pat], BRAND);
    plan = (
      await calls.save(cast.coach.token, saveBodyOf(plan, { goal: 'Coach' }, { autosave: true }))
    ).json<TractionPlan>();
    expect(plan.lock).toMatchObject({ isMine: false, lockUserAccountId: cast.pat.accountId });
    // The owner's manual save releases their lock.
    plan = (
      await calls.save(cast.pat.token, saveBodyOf(plan, { goal: 'Done' }))
    ).json<TractionPlan>();
    expect(plan.lock).toBeNull();
    const row = await stored(planId);
    expect(row.lock_user_account_id).toBeNull();
    expect(row.lock_expires_at).toBeNull();
  });
});
