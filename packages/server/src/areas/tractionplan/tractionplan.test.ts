import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TractionPlan, TractionPlanConflict } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { EMAIL_NOT_VERIFIED } from '../../http/api-guard';
import { STALE_PLAN } from './plan-save.service';
import {
  COMPLETE_PLAN,
  demoCast,
  demoPerson,
  planCalls,
  saveBodyOf,
  type Person,
} from './plan-test-support';

describe.each(testEngines())('traction plan reads and saves on %s', (engine) => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof demoCast>>;
  let calls: ReturnType<typeof planCalls>;
  beforeAll(async () => {
    t = await createTestApp({ engine, demo: true });
    cast = await demoCast(t);
    calls = planCalls(t);
  });
  afterAll(() => t.close());

  const saveFromRead = async (person: Person, changes = {}) => {
    const draft = await calls.draftOf(person);
    const res = await calls.save(person.token, saveBodyOf(draft, { ...COMPLETE_PLAN, ...changes }));
    expect(res.statusCode).toBe(200);
    return res.json<TractionPlan>();
  };

  it('shows the demo participant a complete plan from the seed', async () => {
    const seeded = await calls.draftOf(cast.pat);
    expect(seeded).toMatchObject({ version: 1, isComplete: true, isTarget: false });
    expect(seeded.plan.constraints.length).toBeGreaterThan(0);
  });

  it('answers a draft with the owner prefilled, then 204 from the V1 read until the first save', async () => {
    const draft = await calls.draftOf(cast.stranger);
    expect(draft).toMatchObject({
      id: null,
      version: 0,
      isTarget: false,
      abilities: { edit: true, share: false },
      plan: { firstName: 'Evan', lastName: 'Events', email: 'eventadmin@demo.example' },
    });
    const v1 = await calls.call(
      'GET',
      `getByUserAccountId/${cast.stranger.accountId}`,
      cast.stranger.token,
    );
    expect(v1.statusCode).toBe(204);
  });

  it('saves with the spec rules: owner fields overwritten, empty constraints and steps dropped', async () => {
    const saved = await saveFromRead(cast.pat, {
      firstName: 'Mallory',
      lastName: 'Forger',
      email: 'forged@example.org',
      companyName: 'Forged Inc',
      constraints: [
        ...COMPLETE_PLAN.constraints,
        { name: 'No definition', definition: [], steps: [{ id: 'x', description: 'y' }] },
        {
          name: 'Loose steps',
          definition: ['Defined'],
          steps: [
            { id: '', description: 'no id' },
            { id: 'k', description: 'kept' },
          ],
        },
      ],
      accountabilityPartners: [
        ...COMPLETE_PLAN.accountabilityPartners,
        { email: '', firstName: '', lastName: '' },
        { email: 'cy@example.org', firstName: '', lastName: '', includeTPC: false },
      ],
    });
    expect(saved).toMatchObject({ isComplete: true, isTarget: false });
    // The demo participant's team belongs to the demo school: the company name is the school's.
    expect(saved.plan).toMatchObject({
      firstName: 'Pat',
      lastName: 'Participant',
      email: 'participant@demo.example',
      companyName: 'Riverside High School',
    });
    expect(saved.plan.constraints.map((c) => c.name)).toEqual([
      'Doing it all yourself',
      'Loose steps',
    ]);
    expect(saved.plan.constraints[1]?.steps).toEqual([{ id: 'k', description: 'kept' }]);
    expect(saved.plan.accountabilityPartners).toHaveLength(3);
    expect(saved.plan.accountabilityPartners[2]).toMatchObject({
      includeTPC: true,
      reviewIdIsActive: true,
    });
    expect(saved.reviewId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const read = await calls.call('GET', saved.id ?? '', cast.pat.token);
    expect(read.json<TractionPlan>().plan).toEqual(saved.plan);
  });

  it('marks a plan without a goal incomplete', async () => {
    const plan = await calls.draftOf(cast.pat);
    const res = await calls.save(cast.pat.token, saveBodyOf(plan, { goal: ' ' }));
    expect(res.json<TractionPlan>().isComplete).toBe(false);
    const back = await calls.save(
      cast.pat.token,
      saveBodyOf(res.json<TractionPlan>(), { goal: 'Back' }),
    );
    expect(back.json<TractionPlan>().isComplete).toBe(true);
  });

  it('refuses a stale save with 409 and the current version: no edit is lost silently', async () => {
    const mine = await calls.draftOf(cast.pat);
    const coachCopy = await calls.draftOf(cast.pat, cast.coach.token);
    expect(coachCopy.version).toBe(mine.version);
    const first = await calls.save(cast.pat.token, saveBodyOf(mine, { goal: 'Owner goal' }));
    expect(first.statusCode).toBe(200);
    const second = await calls.save(
      cast.coach.token,
      saveBodyOf(coachCopy, { goal: 'Coach goal' }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json<TractionPlanConflict>()).toMatchObject({
      code: STALE_PLAN,
      currentVersion: mine.version + 1,
      editedByName: 'Pat Participant',
    });
    // Keep editing: the coach saves over the current version, and the owner's goal is archived.
    const over = await calls.save(
      cast.coach.token,
      saveBodyOf(coachCopy, { goal: 'Coach goal' }, { version: mine.version + 1 }),
    );
    expect(over.statusCode).toBe(200);
    expect(over.json<TractionPlan>()).toMatchObject({ version: mine.version + 2, isTarget: true });
    const options = await calls.call('GET', `GetPlanArchiveOptions/${mine.id}`, cast.pat.token);
    const archived = options.json<{ version: number; id: string }[]>();
    expect(archived[0]?.version).toBe(mine.version + 1);
    const owners = await calls.call('GET', `GetPlanArchiveById/${archived[0]?.id}`, cast.pat.token);
    expect(owners.json<TractionPlan>().plan.goal).toBe('Owner goal');
  });

  it('answers 409 when two first saves race for the same person', async () => {
    const draft = await calls.draftOf(cast.security, cast.coach.token);
    const body = saveBodyOf(draft, COMPLETE_PLAN);
    const [a, b] = await Promise.all([
      calls.save(cast.coach.token, body),
      calls.save(cast.coach.token, body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('lets one of many concurrent autosaves of the same version land and tells the others they are stale', async () => {
    const start = await calls.draftOf(cast.pat);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        calls.save(cast.pat.token, saveBodyOf(start, { goal: `Goal ${i}` }, { autosave: true })),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
  });

  it('refuses bad input with 400', async () => {
    const plan = await calls.draftOf(cast.pat);
    const badEmail = await calls.save(
      cast.pat.token,
      saveBodyOf(plan, { sharedPartners: [{ email: 'not-an-address' }] }),
    );
    expect(badEmail.statusCode).toBe(400);
    const noVersion = await calls.call('POST', 'save', cast.pat.token, {
      userAccountId: plan.userAccountId,
      plan: {},
    });
    expect(noVersion.statusCode).toBe(400);
    expect((await calls.call('GET', 'not-a-guid', cast.pat.token)).statusCode).toBe(400);
    // Each path parameter and query is parsed by the endpoint's schema in core.
    const id = plan.userAccountId;
    const refused = [
      ['GET', `setLock/${id}/maybe`],
      ['GET', 'getByParticipantEmail/not-an-address'],
      ['GET', 'review/GetByReviewId/short'],
      ['GET', 'review/GenerateReviewId'],
      ['GET', `RestorePlanVersion/${id}/not-a-guid`],
      ['POST', `logViewAction/${id}/elsewhere/${id}`],
      ['POST', `logDownloadAction/${id}/exe/${id}`],
      ['POST', `logUpdateAction/${id}/0`],
      ['GET', `getpdf/${id}?outputScreenshot=yes`],
    ] as const;
    for (const [method, path] of refused) {
      expect((await calls.call(method, path, cast.pat.token)).statusCode, path).toBe(400);
    }
  });

  it('lets the coach read and edit, and refuses a stranger whatever id they try', async () => {
    const owned = await calls.draftOf(cast.pat);
    const asCoach = await calls.call('GET', owned.id ?? '', cast.coach.token);
    expect(asCoach.json<TractionPlan>()).toMatchObject({
      isTarget: true,
      reviewId: null,
      abilities: { edit: true, share: false, restore: true },
    });
    const asSecurity = await calls.call('GET', owned.id ?? '', cast.security.token);
    expect(asSecurity.json<TractionPlan>().abilities).toEqual({
      edit: false,
      share: false,
      restore: false,
    });
    const refused = [
      await calls.call('GET', owned.id ?? '', cast.stranger.token),
      await calls.call('GET', 'b3a1f7d2-8c1e-4a5b-9f00-000000000001', cast.stranger.token),
      await calls.call('GET', `getByUserAccountIdV2/${cast.pat.accountId}`, cast.stranger.token),
      await calls.call(
        'GET',
        `getByParticipantEmail/participant@demo.example`,
        cast.stranger.token,
      ),
      await calls.save(cast.stranger.token, saveBodyOf(owned, { goal: 'Hijacked' })),
      await calls.save(cast.security.token, saveBodyOf(owned, { goal: 'Admin edit' })),
      await calls.call('GET', `GetPlanArchiveOptions/${owned.id}`, cast.stranger.token),
      await calls.call('GET', `setLock/${owned.id}`, cast.stranger.token),
      await calls.call(
        'GET',
        `GetTractionPlanStatusByUserAccountId/${cast.pat.accountId}`,
        cast.stranger.token,
      ),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual(refused.map(() => 403));
    expect(
      (await calls.call('GET', 'b3a1f7d2-8c1e-4a5b-9f00-000000000001', cast.coach.token))
        .statusCode,
    ).toBe(404);
    expect((await calls.call('GET', owned.id ?? '')).statusCode).toBe(401);
    const noClaim = await demoPerson(t, 'content@demo.example', ['contentAdmin']);
    expect((await calls.call('GET', owned.id ?? '', noClaim.token)).statusCode).toBe(403);
  });

  it('needs a verified e-mail', async () => {
    const unverified = await demoPerson(t, 'unverified@demo.example', ['tractionPlan'], {
      emailVerified: false,
    });
    const res = await calls.call(
      'GET',
      `getByUserAccountIdV2/${unverified.accountId}`,
      unverified.token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json<{ code: string }>().code).toBe(EMAIL_NOT_VERIFIED);
  });

  it('finds a plan by the participant e-mail for its owner and a coach', async () => {
    const own = await calls.call(
      'GET',
      'getByParticipantEmail/participant@demo.example',
      cast.pat.token,
    );
    expect(own.json<TractionPlan>().userAccountId).toBe(cast.pat.accountId);
    const coach = await calls.call(
      'GET',
      'getByParticipantEmail/PARTICIPANT@demo.example',
      cast.coach.token,
    );
    expect(coach.json<TractionPlan>().isTarget).toBe(true);
    const none = await calls.call(
      'GET',
      'getByParticipantEmail/nobody@demo.example',
      cast.coach.token,
    );
    expect(none.statusCode).toBe(404);
  });

  it('restores an earlier version as a new save', async () => {
    const current = await calls.draftOf(cast.pat);
    const [oldest] = (
      await calls.call('GET', `GetPlanArchiveOptions/${current.id}`, cast.pat.token)
    )
      .json<{ id: string; version: number }[]>()
      .slice(-1);
    const restored = await calls.call(
      'GET',
      `RestorePlanVersion/${current.id}/${oldest?.id}`,
      cast.pat.token,
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.json<TractionPlan>().version).toBe(current.version + 1);
    const archive = await calls.call('GET', `GetPlanArchiveById/${oldest?.id}`, cast.pat.token);
    expect(restored.json<TractionPlan>().plan.goal).toBe(archive.json<TractionPlan>().plan.goal);
    const otherPlan = await calls.call(
      'GET',
      `RestorePlanVersion/${oldest?.id}/${oldest?.id}`,
      cast.pat.token,
    );
    expect([403, 404]).toContain(otherPlan.statusCode);
  });
});
