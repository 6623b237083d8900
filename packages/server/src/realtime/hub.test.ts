import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { HUB_CLOSE_CODES, type BrandKey } from '@portal/core';
import { apiHeaders, tokenFor } from '../../test/factories';
import {
  connectHub,
  connectSignedIn,
  hubUrl,
  untilConnections,
  type HubConnection,
} from '../../test/hub-client';
import { captureLogs } from '../../test/log-capture';
import { createTestApp, type TestApp } from '../../test/test-app';

const message = (text: string) =>
  ({ name: 'ReceiveMessage', from: 'Support', text, timeout: 3000, colour: 'warning' }) as const;

/** True when no frame arrives within a short wait. */
async function staysQuiet(connection: HubConnection): Promise<boolean> {
  return connection.nextFrame(150).then(
    () => false,
    () => true,
  );
}

describe('the real-time hub', () => {
  let t: TestApp;
  const logs = captureLogs();
  const open: HubConnection[] = [];

  beforeAll(async () => {
    t = await createTestApp({ logStream: logs.stream, env: { LOG_LEVEL: 'info' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    open.forEach((connection) => connection.socket.terminate());
    await t.close();
  });

  const connect = async (brand: BrandKey, userId = randomUUID()) => {
    const connection = await connectSignedIn(t.app, brand, tokenFor(t.app, { brand, userId }));
    open.push(connection);
    return connection;
  };

  describe('refuses a connection', () => {
    it('without a token, with a bad one, or with one of another brand (4401)', async () => {
      const refusals = [
        hubUrl(t.app, 'teams'),
        hubUrl(t.app, 'teams', 'not-a-token'),
        hubUrl(t.app, 'teams', tokenFor(t.app, { brand: 'schools' })),
        hubUrl(t.app, 'teams', tokenFor(t.app, { brand: 'teams', lifetimeSeconds: -120 })),
      ];
      for (const url of refusals) {
        const connection = await connectHub(url);
        expect(await connection.closed).toBe(HUB_CLOSE_CODES.unauthorized);
      }
      expect(t.app.portal.hub.connectionCount()).toBe(0);
    });

    it('without a known appname (4400)', async () => {
      const token = tokenFor(t.app, { brand: 'teams' });
      const connection = await connectHub(hubUrl(t.app, 'nobrand', token));
      expect(await connection.closed).toBe(HUB_CLOSE_CODES.badRequest);
    });

    it('and never writes the token to the log', async () => {
      const token = tokenFor(t.app, { brand: 'schools' });
      const connection = await connectHub(hubUrl(t.app, 'teams', token));
      await connection.closed;
      const text = JSON.stringify(logs.lines());
      expect(text).toContain('hub: connection refused');
      expect(text).not.toContain(token);
      expect(text).not.toContain(token.split('.')[2]);
    });
  });

  describe('delivers', () => {
    it('to every socket of one user and to nobody else', async () => {
      const userId = randomUUID();
      const [phone, laptop, other] = [
        await connect('teams', userId),
        await connect('schools', userId),
        await connect('teams'),
      ];
      const sent = await t.app.portal.hub.send({ to: { userId }, event: message('hello') });
      expect(sent).toBe(2);
      expect(await phone.nextFrame()).toEqual(message('hello'));
      expect(await laptop.nextFrame()).toEqual(message('hello'));
      expect(await staysQuiet(other)).toBe(true);
    });

    it('to every socket of a brand, and to everyone', async () => {
      const [teams, schools] = [await connect('teams'), await connect('schools')];
      await t.app.portal.hub.send({ to: { brand: 'teams' }, event: { name: 'ReInitialize' } });
      expect(await teams.nextFrame()).toEqual({ name: 'ReInitialize' });
      expect(await staysQuiet(schools)).toBe(true);

      await t.app.portal.hub.send({ to: 'all', event: { name: 'ForceReload' } });
      expect(await teams.nextFrame()).toEqual({ name: 'ForceReload' });
      expect(await schools.nextFrame()).toEqual({ name: 'ForceReload' });
    });
  });

  describe('POST /api/hub/Send', () => {
    const send = (brand: BrandKey, token: string | undefined, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/hub/Send',
        headers: apiHeaders(brand, token),
        payload,
      });
    const developer = (brand: BrandKey) => tokenFor(t.app, { brand, claims: ['developer'] });

    it('pushes the text as it is to the brand, for a developer or security admin', async () => {
      const [teams, schools] = [await connect('teams'), await connect('schools')];
      const text = '<b>Maintenance</b> at 6 & 7';
      const res = await send('teams', developer('teams'), { event: message(text) });
      expect(res.statusCode).toBe(200);
      expect(await teams.nextFrame()).toEqual(message(text));
      expect(await staysQuiet(schools)).toBe(true);

      const admin = tokenFor(t.app, { brand: 'schools', claims: ['securityAdmin'] });
      expect((await send('schools', admin, { event: { name: 'ReInitialize' } })).statusCode).toBe(
        200,
      );
      expect(await schools.nextFrame()).toEqual({ name: 'ReInitialize' });
    });

    it("reaches a user only in the caller's brand", async () => {
      const userId = randomUUID();
      const [teams, schools] = [await connect('teams', userId), await connect('schools', userId)];
      const res = await send('schools', developer('schools'), {
        userId,
        event: { name: 'ForceReload', message: 'Please reload' },
      });
      expect(res.json()).toEqual({ deliveredHere: 1 });
      expect(await schools.nextFrame()).toEqual({ name: 'ForceReload', message: 'Please reload' });
      expect(await staysQuiet(teams)).toBe(true);
    });

    it('answers 401 without a token, 403 without the claim, 400 for a bad event', async () => {
      const event = message('hi');
      expect((await send('teams', undefined, { event })).statusCode).toBe(401);
      expect((await send('teams', tokenFor(t.app, { brand: 'teams' }), { event })).statusCode).toBe(
        403,
      );
      for (const bad of [
        { event: { name: 'Explode' } },
        { event: { ...event, text: '' } },
        { event: { ...event, colour: 'red; background: url(x)' } },
        { event: { ...event, timeout: 10 } },
        {},
      ]) {
        expect((await send('teams', developer('teams'), bad)).statusCode).toBe(400);
      }
    });
  });

  describe('announces a configuration change to the brand', () => {
    it('on forceRefresh and on a page save', async () => {
      const [teams, schools] = [await connect('teams'), await connect('schools')];
      const token = tokenFor(t.app, { brand: 'teams', claims: ['developer'] });
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/webconfig/forceRefresh',
        headers: apiHeaders('teams', token),
      });
      expect(refresh.statusCode).toBe(200);
      expect(await teams.nextFrame()).toEqual({ name: 'AppConfigUpdated' });

      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/apppage/upsert',
        headers: apiHeaders('teams', token),
        payload: { name: 'hub-test', route: 'hub-test', text: [], banners: [] },
      });
      expect(saved.statusCode).toBe(200);
      expect(await teams.nextFrame()).toEqual({ name: 'AppConfigUpdated' });
      expect(await staysQuiet(schools)).toBe(true);
    });
  });
});

describe('the hub connection limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ hub: { connectionsPerMinute: 2, pingIntervalMs: 100 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('refuses more new connections a minute from one address than allowed (429)', async () => {
    const token = tokenFor(t.app, { brand: 'teams' });
    const first = await connectSignedIn(t.app, 'teams', token);
    const second = await connectSignedIn(t.app, 'teams', token);
    await expect(connectHub(hubUrl(t.app, 'teams', token))).rejects.toThrow('refused with 429');
    first.socket.terminate();
    second.socket.terminate();
  });
});

describe('the hub heartbeat, token expiry and shutdown', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The /api rate limit (1 a minute here) does not apply to hub connections.
    t = await createTestApp({ hub: { pingIntervalMs: 100 }, env: { API_RATE_LIMIT: '1' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('drops a socket that stops answering pings, keeps one that answers', async () => {
    const token = tokenFor(t.app, { brand: 'teams' });
    const live = await connectSignedIn(t.app, 'teams', token);
    const dead = new WebSocket(hubUrl(t.app, 'teams', token), { autoPong: false });
    const deadClosed = new Promise<number>((resolve) => dead.once('close', resolve));
    expect(await deadClosed).toBe(1006);
    await untilConnections(t.app, 1);
    expect(live.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('closes a socket with 4401 when its token expires, so the browser renews', async () => {
    const token = tokenFor(t.app, { brand: 'teams', lifetimeSeconds: 1 });
    const connection = await connectSignedIn(t.app, 'teams', token);
    expect(await connection.closed).toBe(HUB_CLOSE_CODES.unauthorized);
    await untilConnections(t.app, 1);
  });

  it('tells every browser it is going away when the server shuts down (1001)', async () => {
    const connection = await connectSignedIn(t.app, 'teams', tokenFor(t.app, { brand: 'teams' }));
    await t.close();
    expect(await connection.closed).toBe(HUB_CLOSE_CODES.goingAway);
  });
});
