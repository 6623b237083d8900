import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TractionPlan, TractionPlanActivity, TractionPlanLock } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { PLAN_TEMPLATE_CODES } from '../../mail/templates/plan-templates';
import { apiHeaders, withFeaturesOff } from '../../../test/factories';
import { COMPLETE_PLAN, demoCast, demoPerson, planCalls, saveBodyOf } from './plan-test-support';

describe.each(testEngines())('traction plan sharing, lock and logs on %s', (engine) => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof demoCast>>;
  let calls: ReturnType<typeof planCalls>;
  let plan: TractionPlan;
  beforeAll(async () => {
    t = await createTestApp({ engine, demo: true, env: { API_KEYS: 'plan-test-key' } });
    cast = await demoCast(t);
    calls = planCalls(t);
    const draft = await calls.draftOf(cast.pat);
    const res = await calls.save(
      cast.pat.token,
      saveBodyOf(draft, { ...COMPLETE_PLAN, sendEmail: true }),
    );
    plan = res.json<TractionPlan>();
  });
  afterAll(() => t.close());

  const reviewMails = () =>
    t.database.db
      .selectFrom('message')
      .selectAll()
      .where('template_id', '=', PLAN_TEMPLATE_CODES.reviewLink)
      .orderBy('entered_utc')
      .execute();

  it('e-mails the review link to each active partner once, with the brand plan name', async () => {
    const mails = await reviewMails();
    expect(mails.map((m) => m.recipient).sort()).toEqual([
      'ann.partner@example.org',
      'bo.partner@example.org',
    ]);
    expect(mails[0]?.subject).toBe('Pat Participant shared their Traction Plan with you');
    expect(mails[0]?.body_text).toContain(`/review/plan/review/${plan.reviewId}`);
    expect(plan.progress.emailedLinks).toHaveLength(2);
    const again = await calls.save(cast.pat.token, saveBodyOf(plan, { goal: 'Still mine' }));
    plan = again.json<TractionPlan>();
    expect(await reviewMails()).toHaveLength(2);
  });

  it('does not e-mail a partner whose review link is off, nor on an autosave', async () => {
    const partners = [
      ...plan.plan.accountabilityPartners,
      { email: 'cy@example.org', firstName: 'Cy', lastName: 'Off', reviewIdIsActive: false },
    ];
    const autosaved = await calls.save(
      cast.pat.token,
      saveBodyOf(
        plan,
        {
          accountabilityPartners: partners,
          sharedPartners: [{ email: 'di@example.org', firstName: 'Di' }],
        },
        { autosave: true },
      ),
    );
    plan = autosaved.json<TractionPlan>();
    expect(await reviewMails()).toHaveLength(2);
    const manual = await calls.save(cast.pat.token, saveBodyOf(plan));
    plan = manual.json<TractionPlan>();
    expect((await reviewMails()).map((m) => m.recipient)).toContain('di@example.org');
    expect((await reviewMails()).map((m) => m.recipient)).not.toContain('cy@example.org');
  });

  it('opens the plan read-only by its review link, anonymously, partner addresses hidden', async () => {
    const res = await calls.call('GET', `review/GetByReviewId/${plan.reviewId}`);
    expect(res.statusCode).toBe(200);
    const review = res.json<TractionPlan>();
    expect(review).toMatchObject({
      id: plan.id,
      reviewMode: true,
      reviewId: null,
      abilities: { edit: false, share: false, restore: false },
      progress: { emailedLinks: [] },
    });
    expect(review.plan.accountabilityPartners.every((p) => p.email === '')).toBe(true);
    // The review link is no edit right: a save by its reader needs the owner's rights.
    const byApiKey = await calls.call('GET', `review/${plan.reviewId}`, undefined, undefined, {
      'api-key': 'plan-test-key',
    });
    expect(byApiKey.json<TractionPlan>().reviewMode).toBe(true);
    expect((await calls.call('GET', `review/${plan.reviewId}`)).statusCode).toBe(401);
    expect((await calls.call('GET', `review/GetByReviewId/${'x'.repeat(43)}`)).statusCode).toBe(
      404,
    );
  });

  it('rotates the review link for the owner only; the old link stops working', async () => {
    const old = plan.reviewId ?? '';
    for (const person of [cast.coach, cast.stranger]) {
      const refused = await calls.call(
        'GET',
        `review/GenerateReviewId?tractionPlanId=${plan.id}`,
        person.token,
      );
      expect(refused.statusCode).toBe(403);
    }
    const before = (await reviewMails()).length;
    const res = await calls.call(
      'GET',
      `review/GenerateReviewId?tractionPlanId=${plan.id}`,
      cast.pat.token,
    );
    plan = res.json<TractionPlan>();
    expect(plan.reviewId).not.toBe(old);
    expect((await calls.call('GET', `review/GetByReviewId/${old}`)).statusCode).toBe(404);
    expect((await calls.call('GET', `review/GetByReviewId/${plan.reviewId}`)).statusCode).toBe(200);
    // The plan sends e-mails: the active partners get the new link.
    const mails = (await reviewMails()).slice(before);
    expect(mails).toHaveLength(3);
    expect(mails[0]?.body_text).toContain(plan.reviewId);
  });

  it('shows who else is editing through the lock, and lets it lapse', async () => {
    const taken = await calls.call('GET', `setLock/${plan.id}`, cast.pat.token);
    expect(taken.json<TractionPlanLock>()).toMatchObject({
      isMine: true,
      lockUserAccountId: cast.pat.accountId,
    });
    const seen = await calls.call('GET', `getLock/${plan.id}`, cast.coach.token);
    expect(seen.json<TractionPlanLock>()).toMatchObject({
      isMine: false,
      lockedByName: 'Pat Participant',
    });
    const contested = await calls.call('GET', `setLock/${plan.id}/true`, cast.coach.token);
    expect(contested.json<TractionPlanLock>().isMine).toBe(false);
    const read = await calls.call('GET', plan.id ?? '', cast.coach.token);
    expect(read.json<TractionPlan>().lock?.lockedByName).toBe('Pat Participant');
    const released = await calls.call('GET', `setLock/${plan.id}/false`, cast.pat.token);
    expect(released.body).toBe('null');
    expect(
      (await calls.call('GET', `setLock/${plan.id}/1`, cast.coach.token)).json<TractionPlanLock>()
        .isMine,
    ).toBe(true);
    await t.database.db
      .updateTable('traction_plan')
      .set({ lock_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', plan.id ?? '')
      .execute();
    expect((await calls.call('GET', `getLock/${plan.id}`, cast.pat.token)).body).toBe('null');
    const swept = await calls.call('GET', 'ExpireTractionPlanLocks/false', cast.developer.token);
    expect(swept.json()).toEqual({ cleared: 1 });
  });

  it('renews the lock on autosave and releases it on a manual save', async () => {
    const current = (await calls.call('GET', plan.id ?? '', cast.pat.token)).json<TractionPlan>();
    const autosaved = await calls.save(cast.pat.token, saveBodyOf(current, {}, { autosave: true }));
    expect(autosaved.json<TractionPlan>().lock?.isMine).toBe(true);
    const manual = await calls.save(cast.pat.token, saveBodyOf(autosaved.json<TractionPlan>()));
    plan = manual.json<TractionPlan>();
    expect(plan.lock).toBeNull();
  });

  it('records views, downloads and updates, and shows them to the owner only', async () => {
    const base = `${plan.id}`;
    const views = [
      await calls.call('POST', `logViewAction/${base}/review/${plan.reviewId}`),
      await calls.call('POST', `logViewAction/${base}/owner/${cast.pat.accountId}`, cast.pat.token),
      await calls.call(
        'POST',
        `logDownloadAction/${base}/pdf/${cast.coach.accountId}`,
        cast.coach.token,
      ),
      await calls.call('POST', `logUpdateAction/${base}/${plan.version}`, cast.pat.token),
    ];
    expect(views.map((r) => r.statusCode)).toEqual([204, 204, 204, 204]);
    const refused = [
      await calls.call('POST', `logViewAction/${base}/review/${'y'.repeat(43)}`),
      await calls.call(
        'POST',
        `logViewAction/${base}/owner/${cast.pat.accountId}`,
        cast.coach.token,
      ),
      await calls.call(
        'POST',
        `logViewAction/${base}/owner/${cast.stranger.accountId}`,
        cast.stranger.token,
      ),
      await calls.call('POST', `logUpdateAction/${base}/${plan.version + 5}`, cast.pat.token),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([404, 403, 403, 400]);
    const log = await calls.call('GET', `GetActivityLog/${base}`, cast.pat.token);
    const entries = log.json<TractionPlanActivity[]>();
    expect(entries.map((e) => `${e.action}:${e.via}:${e.actorName ?? '-'}`).sort()).toEqual([
      'download:coach:Casey Coach',
      'update:owner:Pat Participant',
      'view:review:-',
    ]);
    expect((await calls.call('GET', `GetActivityLog/${base}`, cast.coach.token)).statusCode).toBe(
      403,
    );
  });

  it('answers 403 to the review link and its calls where the brand has tractionPlanReview off', async () => {
    const rotate = `review/GenerateReviewId?tractionPlanId=${plan.id}`;
    const before = (await reviewMails()).length;
    await withFeaturesOff(t.app, 'teams', ['tractionPlanReview'], async () => {
      const answers = [
        await calls.call('GET', `review/GetByReviewId/${plan.reviewId}`),
        await calls.call('GET', `review/${plan.reviewId}`, undefined, undefined, {
          'api-key': 'plan-test-key',
        }),
        await calls.call('GET', rotate, cast.pat.token),
        // E-mailing the link needs the link.
        await calls.save(cast.pat.token, saveBodyOf(plan, { sendEmail: true })),
      ];
      expect(answers.map((res) => res.statusCode)).toEqual([403, 403, 403, 403]);
      expect(answers[0]?.json<{ message: string }>().message).toBe(
        'You are not authorized to access this feature.',
      );
    });
    expect((await reviewMails()).length).toBe(before);
    expect((await calls.call('GET', `review/GetByReviewId/${plan.reviewId}`)).statusCode).toBe(200);
  });

  it('e-mails no review link where the brand has tractionPlanSharing off', async () => {
    const before = (await reviewMails()).length;
    await withFeaturesOff(t.app, 'teams', ['tractionPlanSharing'], async () => {
      const shared = saveBodyOf(plan, {
        sendEmail: true,
        sharedPartners: [{ email: 'ed@example.org', firstName: 'Ed' }],
      });
      expect((await calls.save(cast.pat.token, shared)).statusCode).toBe(403);
      // A new link still comes, without e-mails, and still opens the plan.
      const rotate = `review/GenerateReviewId?tractionPlanId=${plan.id}`;
      const rotated = await calls.call('GET', rotate, cast.pat.token);
      expect(rotated.statusCode).toBe(200);
      plan = rotated.json<TractionPlan>();
      const review = await calls.call('GET', `review/GetByReviewId/${plan.reviewId}`);
      expect(review.statusCode).toBe(200);
    });
    expect((await reviewMails()).length).toBe(before);
  });

  it("words the e-mail with the brand's plan name (Growth Plan for leaders)", async () => {
    const lee = await demoPerson(t, 'participant@demo.example', ['tractionPlan'], {
      brand: 'leaders',
    });
    const headers = apiHeaders('leaders', lee.token);
    const read = await t.app.inject({
      url: `/api/tractionplan/getByUserAccountIdV2/${lee.accountId}`,
      headers,
    });
    const current = read.json<TractionPlan>();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/tractionplan/save',
      headers,
      payload: saveBodyOf(current, {
        sendEmail: true,
        sharedPartners: [{ email: 'gp.partner@example.org', firstName: 'Gia' }],
      }),
    });
    expect(saved.statusCode).toBe(200);
    const mail = (await reviewMails()).find((m) => m.recipient === 'gp.partner@example.org');
    expect(mail?.subject).toBe('Pat Participant shared their Growth Plan with you');
    expect(mail?.app_name).toBe('leaders');
  });
});
