import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TractionPlan } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { COMPLETE_PLAN, demoCast, planCalls, saveBodyOf } from './plan-test-support';

describe('plan versions', () => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof demoCast>>;
  let calls: ReturnType<typeof planCalls>;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    cast = await demoCast(t);
    calls = planCalls(t);
  });
  afterAll(() => t.close());

  const versionsOf = async (planId: string) =>
    (await calls.call('GET', `GetPlanArchiveOptions/${planId}`, cast.pat.token)).json<
      { version: number; id: string }[]
    >();
  const goalOf = async (archiveId: string) =>
    (
      await calls.call('GET', `GetPlanArchiveById/${archiveId}`, cast.pat.token)
    ).json<TractionPlan>().plan.goal;

  it('folds a burst of autosaves into one version: the state before it stays', async () => {
    let plan = (
      await calls.save(
        cast.pat.token,
        saveBodyOf(await calls.draftOf(cast.pat), { ...COMPLETE_PLAN, goal: 'Before typing' }),
      )
    ).json<TractionPlan>();
    const before = (await versionsOf(plan.id ?? '')).length;
    for (const goal of ['Typing 1', 'Typing 2', 'Typing 3']) {
      plan = (
        await calls.save(cast.pat.token, saveBodyOf(plan, { goal }, { autosave: true }))
      ).json<TractionPlan>();
    }
    plan = (
      await calls.save(cast.pat.token, saveBodyOf(plan, { goal: 'Typed' }))
    ).json<TractionPlan>();
    const after = await versionsOf(plan.id ?? '');
    // One new version: the manual save the burst started from; the autosaves left none.
    expect(after).toHaveLength(before + 1);
    expect(await goalOf(after[0]!.id)).toBe('Before typing');

    // A manual save after a manual save is a version of its own.
    plan = (
      await calls.save(cast.pat.token, saveBodyOf(plan, { goal: 'Saved again' }))
    ).json<TractionPlan>();
    const again = await versionsOf(plan.id ?? '');
    expect(again).toHaveLength(before + 2);
    expect(await goalOf(again[0]!.id)).toBe('Typed');
  });

  it('keeps an autosave as a version when a later save comes from someone else or much later', async () => {
    let plan = (
      await calls.save(
        cast.pat.token,
        saveBodyOf(
          await calls.draftOf(cast.pat),
          { goal: 'Mine' },
          {
            autosave: true,
          },
        ),
      )
    ).json<TractionPlan>();
    const start = (await versionsOf(plan.id ?? '')).length;
    // The coach saves over the owner's autosave: the owner's words are kept as a version.
    plan = (
      await calls.save(cast.coach.token, saveBodyOf(plan, { goal: 'Coach' }, { autosave: true }))
    ).json<TractionPlan>();
    expect(await versionsOf(plan.id ?? '')).toHaveLength(start + 1);
    // Ten minutes after the coach's autosave, the coach's next autosave starts a new version.
    await t.database.db
      .updateTable('traction_plan')
      .set({ updated_at: new Date(Date.now() - 10 * 60_000) })
      .where('id', '=', plan.id ?? '')
      .execute();
    plan = (
      await calls.save(
        cast.coach.token,
        saveBodyOf(
          plan,
          { goal: 'Coach later' },
          {
            autosave: true,
          },
        ),
      )
    ).json<TractionPlan>();
    const versions = await versionsOf(plan.id ?? '');
    expect(versions).toHaveLength(start + 2);
    expect(await goalOf(versions[0]!.id)).toBe('Coach');
  });
});
