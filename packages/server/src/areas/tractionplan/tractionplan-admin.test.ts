import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConstraintSet,
  ReferenceConstraint,
  TractionPlan,
  TractionPlanStatus,
} from '@portal/core';
import { toJson } from '../../db/schema';
import { apiHeaders } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { CONSTRAINT_SEED } from './constraint-seed';
import { BRAND, COMPLETE_PLAN, demoCast, planCalls, saveBodyOf } from './plan-test-support';

describe.each(testEngines())(
  'traction plan status, reference data and maintenance on %s',
  (engine) => {
    let t: TestApp;
    let cast: Awaited<ReturnType<typeof demoCast>>;
    let calls: ReturnType<typeof planCalls>;
    let plan: TractionPlan;
    beforeAll(async () => {
      t = await createTestApp({ engine, demo: true });
      cast = await demoCast(t);
      calls = planCalls(t);
      const draft = await calls.draftOf(cast.pat);
      plan = (
        await calls.save(cast.pat.token, saveBodyOf(draft, COMPLETE_PLAN))
      ).json<TractionPlan>();
    });
    afterAll(() => t.close());

    it('answers plan statuses to the owner and to coaches', async () => {
      const own = await calls.call(
        'GET',
        `GetTractionPlanStatusByUserAccountId/${cast.pat.accountId}`,
        cast.pat.token,
      );
      expect(own.json<TractionPlanStatus>()).toMatchObject({
        userAccountId: cast.pat.accountId,
        email: 'participant@demo.example',
        tractionPlanId: plan.id,
        isComplete: true,
      });
      const byEmail = await calls.call(
        'GET',
        'GetTractionPlanStatusByEmail/participant@demo.example',
        cast.pat.token,
      );
      expect(byEmail.json<TractionPlanStatus>().tractionPlanId).toBe(plan.id);
      const many = await calls.call(
        'POST',
        'GetTractionPlanStatusByUserAccountIds',
        cast.coach.token,
        [cast.pat.accountId, cast.stranger.accountId],
      );
      expect(
        many
          .json<TractionPlanStatus[]>()
          .map((s) => [s.email, s.isComplete])
          .sort(),
      ).toEqual([
        ['eventadmin@demo.example', false],
        ['participant@demo.example', true],
      ]);
      const emails = await calls.call('POST', 'GetTractionPlanStatusByEmails', cast.coach.token, [
        'participant@demo.example',
        'nobody@example.org',
      ]);
      expect(emails.json<TractionPlanStatus[]>()[1]).toEqual({
        userAccountId: null,
        email: 'nobody@example.org',
        tractionPlanId: null,
        isComplete: false,
        lastUpdatedUTC: null,
      });
      const refused = await calls.call(
        'POST',
        'GetTractionPlanStatusByUserAccountIds',
        cast.stranger.token,
        [cast.pat.accountId],
      );
      expect(refused.statusCode).toBe(403);
      const bad = await calls.call('POST', 'GetTractionPlanStatusByEmails', cast.coach.token, [
        'nope',
      ]);
      expect(bad.statusCode).toBe(400);
    });

    it("answers the statuses of an event's participants to its admins, not to participants", async () => {
      const eventApi = (path: string, payload: unknown) =>
        t.app.inject({
          method: 'POST',
          url: `/api/${path}`,
          headers: apiHeaders(BRAND, cast.stranger.token),
          payload: payload as object,
        });
      const type = (await eventApi('eventcatalog/upsert', { name: 'Plan kickoff' })).json<{
        id: string;
      }>();
      const eventId = (await eventApi('event/save', { eventTypeId: type.id })).json<{
        id: string;
      }>().id;
      // Registered: the security admin (an account, no plan) and an address without an account.
      for (const [firstName, email] of [
        ['Sec', cast.security.email],
        ['Out', 'outside@plan-event.example'],
      ] as const) {
        const saved = await eventApi('participant/save', {
          eventId,
          firstName,
          lastName: 'Lee',
          email,
        });
        expect(saved.statusCode).toBe(200);
      }
      // Joined through the event's invite code: the participant with a plan.
      const code = await t.database.db
        .insertInto('invite_code')
        .values({
          app_name: BRAND,
          code: 'PLANEVT1',
          claims: toJson([]),
          roles: toJson([]),
          event_id: eventId,
          updated_at: new Date(),
          max_uses: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.database.db
        .insertInto('invite_code_use')
        .values({
          invite_code_id: code.id,
          user_id: cast.pat.userId,
          user_account_id: cast.pat.accountId,
          used_at: new Date(),
        })
        .execute();
      for (const token of [cast.stranger.token, cast.coach.token]) {
        const res = await calls.call('GET', `GetTractionPlanStatusByEvent/${eventId}`, token);
        expect(res.statusCode).toBe(200);
        const rows = res.json<TractionPlanStatus[]>();
        expect(
          rows
            .map((s) => [s.email.toLowerCase(), s.tractionPlanId, s.userAccountId !== null])
            .sort(),
        ).toEqual([
          ['outside@plan-event.example', null, false],
          ['participant@demo.example', plan.id, true],
          [cast.security.email.toLowerCase(), null, true],
        ]);
      }
      expect(
        (await calls.call('GET', `GetTractionPlanStatusByEvent/${eventId}`, cast.pat.token))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await calls.call(
            'GET',
            'GetTractionPlanStatusByEvent/5d0c1f3e-2b7a-4c8d-9e1f-0a1b2c3d4e5f',
            cast.stranger.token,
          )
        ).statusCode,
      ).toBe(404);
    });

    it('offers the built-in constraints, then the latest set an administrator adds', async () => {
      const seed = await calls.call('GET', 'ReferenceData/GetConstraints', cast.pat.token);
      expect(seed.json<ReferenceConstraint[]>()).toHaveLength(CONSTRAINT_SEED.length);
      const set = {
        name: 'Schools 2026',
        constraints: [
          {
            code: 'focus',
            name: 'Focus',
            definition: ['Scattered attention'],
            steps: ['One priority a day'],
          },
        ],
      };
      expect(
        (await calls.call('POST', 'ReferenceData/AddConstraintSet', cast.pat.token, set))
          .statusCode,
      ).toBe(403);
      const added = await calls.call(
        'POST',
        'ReferenceData/AddConstraintSet',
        cast.developer.token,
        set,
      );
      expect(added.json<ConstraintSet>()).toMatchObject({
        version: 2,
        source: 'custom',
        name: 'Schools 2026',
      });
      const offered = await calls.call('GET', 'ReferenceData/GetConstraints', cast.pat.token);
      expect(offered.json<ReferenceConstraint[]>().map((c) => c.code)).toEqual(['focus']);
      const duplicate = { ...set, constraints: [...set.constraints, ...set.constraints] };
      expect(
        (
          await calls.call(
            'POST',
            'ReferenceData/AddConstraintSet',
            cast.developer.token,
            duplicate,
          )
        ).statusCode,
      ).toBe(400);
    });

    it('merges, copies and refreshes the seed as new set versions', async () => {
      const merged = await calls.call('GET', 'UpdateConstraintSeedData/teams', cast.security.token);
      expect(merged.json<ConstraintSet[]>()[0]?.constraints).toHaveLength(
        CONSTRAINT_SEED.length + 1,
      );
      expect(
        (await calls.call('GET', 'UpdateConstraintSeedData/nowhere', cast.security.token))
          .statusCode,
      ).toBe(400);
      const copy = await calls.call(
        'GET',
        'CreateConstraintSetFromConstraints',
        cast.developer.token,
      );
      expect(copy.json<ConstraintSet>()).toMatchObject({ version: 4, source: 'custom' });
      const refreshed = await calls.call(
        'GET',
        'ReferenceData/RefreshConstraintSeedData',
        cast.developer.token,
      );
      expect(refreshed.json<ConstraintSet>()).toMatchObject({ version: 5, source: 'seed' });
      const again = await calls.call(
        'GET',
        'ReferenceData/RefreshConstraintSeedData',
        cast.developer.token,
      );
      expect(again.json<ConstraintSet>().version).toBe(5);
      const latest = await calls.call('GET', 'GetLatestConstraintSet', cast.coach.token);
      expect(latest.json<ConstraintSet>().version).toBe(5);
    });

    it('converts plans stored in the old format, on read and for good', async () => {
      await t.database.db
        .updateTable('traction_plan')
        .set({
          format_version: 1,
          plan: toJson({
            goal: 'Old goal',
            strengths: 'Calm\nCurious',
            constraints: [
              { name: 'Old', definition: 'Line one\nLine two', steps: ['First', 'Second'] },
            ],
          }),
        })
        .where('id', '=', plan.id ?? '')
        .execute();
      const read = (await calls.call('GET', plan.id ?? '', cast.pat.token)).json<TractionPlan>();
      expect(read.plan.strengths).toEqual(['Calm', 'Curious']);
      expect(read.plan.constraints[0]).toEqual({
        name: 'Old',
        definition: ['Line one', 'Line two'],
        steps: [
          { id: 'step-1', description: 'First' },
          { id: 'step-2', description: 'Second' },
        ],
      });
      expect(read.isComplete).toBe(true);
      expect(
        (await calls.call('GET', 'ConvertAllPlansToVersion2Async', cast.pat.token)).statusCode,
      ).toBe(403);
      const converted = await calls.call(
        'GET',
        'ConvertAllPlansToVersion2Async',
        cast.developer.token,
      );
      expect(converted.json()).toEqual({ converted: 1 });
      const row = await t.database.db
        .selectFrom('traction_plan')
        .select('format_version')
        .where('id', '=', plan.id ?? '')
        .executeTakeFirstOrThrow();
      expect(row.format_version).toBe(2);
    });

    it('sets every plan to the brand of its owner account', async () => {
      const other = await t.database.db
        .selectFrom('user_account')
        .select('id')
        .where('user_id', '=', cast.stranger.userId)
        .where('app_name', '=', 'schools')
        .executeTakeFirstOrThrow();
      await t.database.db
        .updateTable('traction_plan')
        .set({ user_account_id: other.id })
        .where('id', '=', plan.id ?? '')
        .execute();
      const res = await calls.call('GET', 'SetAppNameAll', cast.developer.token);
      expect(res.json()).toEqual({ updated: 1 });
      const row = await t.database.db
        .selectFrom('traction_plan')
        .select('app_name')
        .where('id', '=', plan.id ?? '')
        .executeTakeFirstOrThrow();
      expect(row.app_name).toBe('schools');
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select('details')
        .where('action', '=', 'traction-plan.maintenance')
        .execute();
      expect(audit.map((a) => a.details['call'])).toContain('setAppNameAll');
    });
  },
);
