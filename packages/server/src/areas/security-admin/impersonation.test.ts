import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session, TUserDetail } from '@portal/core';
import { apiHeaders } from '../../../test/factories';
import { hostFetch } from '../../../test/host-fetch';
import { signInThroughProvider, type SignedIn } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { verifyAccessToken } from '../../identity/access-token';
import { AUDIT_ACTIONS } from '../../shared/audit';
import { IMPERSONATION_REFUSED } from './impersonation.service';
import {
  ADMIN_EMAIL,
  auditRows,
  callAdmin,
  COACH_EMAIL,
  PARTICIPANT_EMAIL,
  tokenOf,
  userIdOf,
} from './security-admin-test-support';

const TEAMS = 'http://teams.localhost:3000';
const EVENT_ADMIN = 'eventadmin@demo.example';

describe.each(testEngines())('impersonation and claim expiry in tokens on %s', (engine) => {
  let t: TestApp;
  let ids: Record<'admin' | 'participant' | 'coach', string>;

  /** An /api/auth call on the teams origin, over HTTP, as the web app makes it. */
  const api = (token: string, method: 'GET' | 'POST', path: string, body?: unknown) =>
    hostFetch(t.app)(`${TEAMS}/api/auth/${path}`, {
      method,
      headers: { ...apiHeaders('teams', token), 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const sessionOf = async (accessToken: string, now?: Date): Promise<Session> => {
    const verified = await verifyAccessToken(t.app.portal.keys, accessToken, {
      audience: 'teams',
      ...(now ? { now } : {}),
    });
    if (!verified.ok) throw new Error(`token refused: ${verified.reason}`);
    return verified.session;
  };
  const renew = async (signedIn: SignedIn) => {
    const tokens = await oidc.refreshTokenGrant(
      signedIn.client,
      signedIn.tokens.refresh_token ?? '',
    );
    return { ...signedIn, tokens };
  };
  const signIn = (email: string) => signInThroughProvider(t.app, TEAMS, email, DEMO_PASSWORD);
  const accountIdOf = async (userId: string) =>
    (
      await t.database.db
        .selectFrom('user_account')
        .select('id')
        .where('user_id', '=', userId)
        .where('app_name', '=', 'teams')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    t = await createTestApp({ engine, demo: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const db = t.database.db;
    ids = {
      admin: await userIdOf(db, ADMIN_EMAIL),
      participant: await userIdOf(db, PARTICIPANT_EMAIL),
      coach: await userIdOf(db, COACH_EMAIL),
    };
  });
  afterAll(() => t.close());

  it('gives the signed-in admin tokens of the target until it stops, then its own again', async () => {
    let admin = await signIn(ADMIN_EMAIL);
    const own = await sessionOf(admin.tokens.access_token);
    expect(own.userId).toBe(ids.admin);
    expect(own.claims).toContainEqual({
      type: 'userAccountId',
      value: await accountIdOf(ids.admin),
    });
    expect((await api(admin.tokens.access_token, 'GET', 'users')).status).toBe(200);

    const start = await api(admin.tokens.access_token, 'POST', 'users/UpsertClaimToUser', {
      userId: ids.admin,
      claimType: 'impersonate',
      claimValue: ids.participant,
    });
    expect(start.status).toBe(200);

    admin = await renew(admin);
    const acting = await sessionOf(admin.tokens.access_token);
    expect(acting).toMatchObject({
      userId: ids.participant,
      email: PARTICIPANT_EMAIL,
      roles: ['Participant'],
    });
    expect(acting.claims).toContainEqual({ type: 'originalUserId', value: ids.admin });
    expect(acting.claims).toContainEqual({
      type: 'userAccountId',
      value: await accountIdOf(ids.participant),
    });
    expect(acting.claims.map((c) => c.type)).not.toContain('securityAdmin');
    expect(admin.tokens.claims()).toMatchObject({
      sub: ids.participant,
      email: PARTICIPANT_EMAIL,
      role: ['Participant'],
    });

    // The API treats the caller as the participant: its own user, not the admin's rights.
    expect((await api(admin.tokens.access_token, 'GET', 'users')).status).toBe(403);
    expect(
      (
        await api(
          admin.tokens.access_token,
          'GET',
          `SendConfirmationEmail/${ids.participant}/pat.new@client.example`,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await api(
          admin.tokens.access_token,
          'GET',
          `SendConfirmationEmail/${ids.coach}/casey.new@client.example`,
        )
      ).status,
    ).toBe(403);

    // A new sign-in of the admin describes the target too.
    const again = await signIn(ADMIN_EMAIL);
    expect((await sessionOf(again.tokens.access_token)).userId).toBe(ids.participant);

    const actingToken = admin.tokens.access_token;
    const stop = await api(actingToken, 'POST', 'StopImpersonation');
    expect(await stop.json()).toBe(true);
    // The impersonating token stops at once; the admin's session renews its own.
    expect((await api(actingToken, 'GET', `SendConfirmationEmail/${ids.participant}`)).status).toBe(
      401,
    );
    admin = await renew(admin);
    const back = await sessionOf(admin.tokens.access_token);
    expect(back.userId).toBe(ids.admin);
    expect(back.claims.map((c) => c.type)).not.toContain('originalUserId');
    expect((await api(admin.tokens.access_token, 'GET', 'users')).status).toBe(200);

    const [started] = await auditRows(t.database.db, AUDIT_ACTIONS.impersonationStarted);
    const [stopped] = await auditRows(t.database.db, AUDIT_ACTIONS.impersonationStopped);
    expect(started).toMatchObject({
      actor_user_id: ids.admin,
      subject_user_id: ids.participant,
      app_name: 'teams',
    });
    expect(stopped).toMatchObject({ actor_user_id: ids.admin, subject_user_id: ids.participant });
  });

  it('ends at the next token when the target has become a security admin', async () => {
    let admin = await signIn(ADMIN_EMAIL);
    await api(admin.tokens.access_token, 'POST', 'users/UpsertClaimToUser', {
      userId: ids.admin,
      claimType: 'impersonate',
      claimValue: ids.coach,
    });
    admin = await renew(admin);
    expect((await sessionOf(admin.tokens.access_token)).userId).toBe(ids.coach);
    const adminToken = await tokenOf(t.app, ADMIN_EMAIL);
    await callAdmin(t.app, adminToken, 'POST', 'addrole', {
      userId: ids.coach,
      roleName: 'SecurityAdmin',
    });
    admin = await renew(admin);
    expect((await sessionOf(admin.tokens.access_token)).userId).toBe(ids.admin);
    await callAdmin(t.app, adminToken, 'POST', 'removerole', {
      userId: ids.coach,
      roleName: 'SecurityAdmin',
    });
    expect((await callAdmin(t.app, adminToken, 'POST', 'StopImpersonation')).json()).toBe(true);
  });

  it('refuses impersonating oneself, a missing user and another security admin', async () => {
    const token = await tokenOf(t.app, ADMIN_EMAIL);
    const impersonate = (claimValue: string) =>
      callAdmin(t.app, token, 'POST', 'users/UpsertClaimToUser', {
        userId: ids.admin,
        claimType: 'impersonate',
        claimValue,
      });
    const self = await impersonate(ids.admin);
    expect([self.statusCode, self.json().code]).toEqual([422, IMPERSONATION_REFUSED.self.message]);
    const missing = await impersonate('6f1c1f0e-4c52-4c39-9d1c-0d6c1b8e2f11');
    expect([missing.statusCode, missing.json().code]).toEqual([
      404,
      IMPERSONATION_REFUSED.missing.message,
    ]);
    expect((await impersonate('not-a-user')).statusCode).toBe(404);
    const other = (
      await callAdmin(t.app, token, 'POST', 'users', { email: 'second.admin@client.example' })
    ).json<TUserDetail>();
    await callAdmin(t.app, token, 'POST', 'addrole', {
      userId: other.id,
      roleName: 'securityadmin',
    });
    const peer = await impersonate(other.id);
    expect([peer.statusCode, peer.json().code]).toEqual([
      422,
      IMPERSONATION_REFUSED.securityAdmin.message,
    ]);
    expect((await callAdmin(t.app, token, 'GET', `users/${ids.admin}/claims`)).json()).toEqual([]);
  });

  it('refuses impersonating where the brand has the impersonation feature off', async () => {
    await t.database.db
      .updateTable('app_config')
      .set({ features: JSON.stringify({ impersonation: false }) })
      .where('app_name', '=', 'profile')
      .execute();
    t.app.portal.webConfig.invalidate('profile');
    const token = await tokenOf(t.app, ADMIN_EMAIL);
    const res = await callAdmin(t.app, token, 'POST', 'users/UpsertClaimToUser', {
      userId: ids.admin,
      claimType: 'impersonate',
      claimValue: ids.participant,
    });
    expect(res.statusCode).toBe(403);
  });

  it('stops granting a claim once it expires: in a token already issued and in renewed ones', async () => {
    const eventAdmin = await userIdOf(t.database.db, EVENT_ADMIN);
    const admin = await tokenOf(t.app, ADMIN_EMAIL);
    const inTenMinutes = new Date(Date.now() + 600_000);
    await callAdmin(t.app, admin, 'POST', 'users/UpsertClaimToUser', {
      userId: eventAdmin,
      claimType: 'securityAdmin',
      claimValue: 'true',
      expiresAt: inTenMinutes.toISOString(),
    });
    let signedIn = await signIn(EVENT_ADMIN);
    expect((await api(signedIn.tokens.access_token, 'GET', 'roles')).status).toBe(200);
    const later = await sessionOf(
      signedIn.tokens.access_token,
      new Date(inTenMinutes.getTime() + 1000),
    );
    expect(later.claims.map((c) => c.type)).not.toContain('securityAdmin');

    const ended = await callAdmin(t.app, admin, 'POST', 'SetClaimExpireDate', {
      userId: eventAdmin,
      claimType: 'securityAdmin',
      claimValue: 'true',
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(ended.json()).toBe(true);
    signedIn = await renew(signedIn);
    expect((await api(signedIn.tokens.access_token, 'GET', 'roles')).status).toBe(403);
  });
});
