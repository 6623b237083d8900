import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITE_CODE_REFUSALS,
  InviteCodeStatus,
  formatInviteCode,
  type TInviteCodeWithStatus,
  type TInviteRegistration,
} from '@portal/core';
import { apiHeaders, tokenFor, withFeaturesOff } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import {
  adminToken,
  createCode,
  grantsOfUser,
  lookUp,
  registerWith,
  useCountOf,
} from './invite-code-test-support';

describe.each(testEngines())(
  'invite codes: look-up, registration and redemption on %s',
  (engine) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ engine, demo: true, env: { API_RATE_LIMIT: '0' } });
    });
    afterAll(() => t.close());

    const expire = (id: string) =>
      t.database.db
        .updateTable('invite_code')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('id', '=', id)
        .execute();
    const userCount = async (email: string) =>
      (
        await t.database.db
          .selectFrom('identity_user')
          .select('id')
          .where('normalized_email', '=', email.toUpperCase())
          .execute()
      ).length;

    it('answers the status and, for a valid code, what registering grants; never the uses', async () => {
      const code = await createCode(t.app, {
        description: 'Spring cohort',
        maxUses: 5,
        roles: ['participant'],
        claims: [{ type: 'cohort', value: 'spring' }],
        userGroupId: '6f1c2f52-3f7c-4f55-9f63-0d5a2d1f7a10',
      });
      expect(code.code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{12}$/);
      expect(code.roles).toEqual(['Participant']);

      const status = await lookUp(t.app, 'GetInviteCodeWithStatus', code.code);
      expect(status.statusCode).toBe(200);
      expect(status.json<TInviteCodeWithStatus>()).toEqual({
        inviteCode: code.code,
        status: InviteCodeStatus.Valid,
        description: 'Spring cohort',
        expiresAt: null,
      });
      // Typed in groups and in lower case, it is the same code.
      const typed = formatInviteCode(code.code).toLowerCase();
      const registration = await lookUp(t.app, 'GetUserRegistrationByInviteCode', typed);
      expect(registration.json<TInviteRegistration>()).toEqual({
        inviteCode: code.code,
        status: InviteCodeStatus.Valid,
        description: 'Spring cohort',
        expiresAt: null,
        appName: 'teams',
        grants: {
          roles: ['Participant'],
          claims: [{ type: 'cohort', value: 'spring' }],
          userGroup: true,
          crmAccount: false,
          event: false,
        },
      });
      expect(registration.body).not.toMatch(/useCount|maxUses|createdBy|@/);
    });

    it('answers Invalid for unknown, malformed and other brands’ codes, with nothing else', async () => {
      const code = await createCode(t.app, { description: 'Teams only' });
      for (const [text, brand] of [
        ['ACDEACDEACDE', 'teams'],
        ['hello', 'teams'],
        [code.code, 'profile'],
      ] as const) {
        const res = await lookUp(t.app, 'GetUserRegistrationByInviteCode', text, brand);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ status: 'Invalid', description: null, grants: null });
      }
      const tooLong = await lookUp(t.app, 'GetInviteCodeWithStatus', 'A'.repeat(65));
      expect(tooLong.statusCode).toBe(400);
    });

    it('registers with a valid code: roles and claims granted, the use recorded, once', async () => {
      const code = await createCode(t.app, {
        maxUses: 3,
        roles: ['Participant'],
        claims: [{ type: 'cohort', value: 'spring' }, { type: 'profileV2' }],
      });
      const res = await registerWith(t.app, 'invited@client.example', code.code);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      const grants = await grantsOfUser(t.database.db, 'invited@client.example');
      expect(grants.roles).toEqual(['Participant']);
      expect(grants.claims).toEqual(['cohort=spring', 'profileV2=true']);
      expect(await useCountOf(t.database.db, code.id)).toBe(1);
      const use = await t.database.db
        .selectFrom('invite_code_use')
        .innerJoin('user_account', 'user_account.id', 'invite_code_use.user_account_id')
        .select(['invite_code_use.user_id', 'user_account.app_name'])
        .where('invite_code_id', '=', code.id)
        .executeTakeFirstOrThrow();
      expect(use).toEqual({ user_id: grants.userId, app_name: 'teams' });
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select(['action', 'details'])
        .where('subject_user_id', '=', grants.userId)
        .execute();
      expect(audit.map((row) => row.action)).toContain('invite-code.used');
      expect(JSON.stringify(audit)).not.toContain(code.code);
    });

    it('refuses the registration with an expired, used-up, deactivated or unknown code (422)', async () => {
      const expired = await createCode(t.app);
      await expire(expired.id);
      const spent = await createCode(t.app, { maxUses: 1 });
      await registerWith(t.app, 'first@client.example', spent.code);
      const deactivated = await createCode(t.app);
      await t.app.inject({
        method: 'POST',
        url: `/api/auth/invitecodes/${deactivated.id}/deactivate`,
        headers: apiHeaders(
          'teams',
          tokenFor(t.app, { brand: 'teams', claims: ['securityAdmin'] }),
        ),
      });
      for (const [code, refusal] of [
        [expired.code, INVITE_CODE_REFUSALS.Expired],
        [spent.code, INVITE_CODE_REFUSALS.MaxUsesReached],
        [deactivated.code, INVITE_CODE_REFUSALS.Invalid],
        ['ACDEACDEACDE', INVITE_CODE_REFUSALS.Invalid],
      ]) {
        const res = await registerWith(t.app, 'refused@client.example', code);
        expect(res.statusCode, code).toBe(422);
        expect(res.json().code).toBe(refusal);
      }
      expect(await userCount('refused@client.example')).toBe(0);
      const status = await lookUp(t.app, 'GetInviteCodeWithStatus', expired.code);
      expect(status.json()).toMatchObject({ status: 'Expired', description: null });
      const used = await lookUp(t.app, 'GetInviteCodeWithStatus', spent.code);
      expect(used.json()).toMatchObject({ status: 'MaxUsesReached' });
    });

    it("refuses another brand's code (422) and creates nothing", async () => {
      const code = await createCode(t.app);
      const res = await registerWith(t.app, 'elsewhere@client.example', code.code, 'profile');
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe(INVITE_CODE_REFUSALS.Invalid);
      expect(await userCount('elsewhere@client.example')).toBe(0);
      expect(await useCountOf(t.database.db, code.id)).toBe(0);
    });

    it('gives the last use to exactly one of two racing registrations', async () => {
      const code = await createCode(t.app, { maxUses: 1 });
      const [a, b] = await Promise.all([
        registerWith(t.app, 'racer.a@client.example', code.code),
        registerWith(t.app, 'racer.b@client.example', code.code),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
      const loser = a.statusCode === 422 ? a : b;
      expect(loser.json().code).toBe(INVITE_CODE_REFUSALS.MaxUsesReached);
      const users =
        (await userCount('racer.a@client.example')) + (await userCount('racer.b@client.example'));
      expect(users).toBe(1);
      expect(await useCountOf(t.database.db, code.id)).toBe(1);
    });

    it('keeps an existing address secret: same answer, code left unused', async () => {
      const code = await createCode(t.app, { maxUses: 1 });
      const res = await registerWith(t.app, 'participant@demo.example', code.code);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(await useCountOf(t.database.db, code.id)).toBe(0);
    });

    it('redeems a code for a signed-in user once; again changes nothing', async () => {
      const code = await createCode(t.app, { roles: ['Coach'], maxUses: 2 });
      const before = await grantsOfUser(t.database.db, 'participant@demo.example');
      const token = tokenFor(t.app, { brand: 'teams', userId: before.userId });
      const redeem = (text: string, bearer?: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/auth/RedeemInviteCode/${text}`,
          headers: apiHeaders('teams', bearer),
        });
      const first = await redeem(code.code, token);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ applied: true, alreadyApplied: false });
      expect((await redeem(code.code, token)).json()).toEqual({
        applied: false,
        alreadyApplied: true,
      });
      expect(await useCountOf(t.database.db, code.id)).toBe(1);
      const after = await grantsOfUser(t.database.db, 'participant@demo.example');
      expect(after.roles).toEqual([...before.roles, 'Coach'].sort());

      expect((await redeem(code.code)).statusCode).toBe(401);
      const bad = await redeem('ACDEACDEACDE', token);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().code).toBe(INVITE_CODE_REFUSALS.Invalid);
    });

    it('closes look-ups, redemption and registration with a code while inviteCode is off, not their management', async () => {
      const code = await createCode(t.app);
      const token = tokenFor(t.app, { brand: 'teams' });
      await withFeaturesOff(t.app, 'teams', ['inviteCode'], async () => {
        const refusals = [
          await lookUp(t.app, 'GetInviteCodeWithStatus', code.code),
          await lookUp(t.app, 'GetUserRegistrationByInviteCode', code.code),
          await t.app.inject({
            method: 'POST',
            url: `/api/auth/RedeemInviteCode/${code.code}`,
            headers: apiHeaders('teams', token),
          }),
          await registerWith(t.app, 'closed.invite@client.example', code.code),
        ];
        for (const res of refusals) {
          expect(res.statusCode, res.body).toBe(403);
          expect(res.json().code).toBe(NOT_AUTHORIZED);
        }
        expect(await userCount('closed.invite@client.example')).toBe(0);
        expect((await registerWith(t.app, 'no.invite@client.example')).statusCode).toBe(200);
        const managed = await t.app.inject({
          method: 'GET',
          url: '/api/auth/invitecodes',
          headers: apiHeaders('teams', adminToken(t.app)),
        });
        expect(managed.statusCode).toBe(200);
      });
      expect(await useCountOf(t.database.db, code.id)).toBe(0);
      expect((await lookUp(t.app, 'GetInviteCodeWithStatus', code.code)).statusCode).toBe(200);
    });
  },
);
