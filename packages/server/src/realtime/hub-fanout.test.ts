import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { createDatabase, type DatabaseHandle } from '../db/database';
import { seedDatabase } from '../db/seed/seed';
import { apiHeaders, tokenFor } from '../../test/factories';
import { connectSignedIn, type HubConnection } from '../../test/hub-client';
import { testConfig } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { LISTEN_RETRY_MS } from './hub-bridge';

const postgres = process.env.TEST_DATABASE_URL;
if (!postgres) {
  console.warn(
    'Hub fan-out across instances SKIPPED: set TEST_DATABASE_URL to run it on PostgreSQL.',
  );
}

/** Two server instances on one PostgreSQL database, as behind a load balancer. */
describe.skipIf(!postgres)('hub fan-out between two instances on PostgreSQL', () => {
  let shared: DatabaseHandle;
  let second: DatabaseHandle;
  let one: FastifyInstance;
  let two: FastifyInstance;
  const open: HubConnection[] = [];

  beforeAll(async () => {
    shared = await createTestDatabase('postgres');
    await seedDatabase(shared.db, { demo: false });
    // Each instance has its own pool and its own listening connection.
    second = await createDatabase({ dataDir: ':memory:', databaseUrl: shared.connectionString });
    one = await buildApp(testConfig(), { database: shared, mailTransport: null });
    two = await buildApp(testConfig(), { database: second, mailTransport: null });
    await one.listen({ port: 0, host: '127.0.0.1' });
    await two.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    open.forEach((connection) => connection.socket.terminate());
    await one?.close();
    await two?.close();
    await second?.close();
    await shared?.close();
  });

  const connect = async (app: FastifyInstance, userId = randomUUID()) => {
    const token = tokenFor(app, { brand: 'teams', userId });
    const connection = await connectSignedIn(app, 'teams', token);
    open.push(connection);
    return connection;
  };

  it('delivers a message sent on one instance to a socket connected to the other', async () => {
    const userId = randomUUID();
    const onTwo = await connect(two, userId);
    const onOne = await connect(one, userId);
    const event = { name: 'ForceReload', message: 'Version 2 is out' } as const;

    const deliveredHere = await one.portal.hub.send({ to: { userId }, event });
    expect(deliveredHere).toBe(1);
    expect(await onTwo.nextFrame()).toEqual(event);
    expect(await onOne.nextFrame()).toEqual(event);
    // The sender's own notification comes back to it and is skipped: no second copy.
    await expect(onOne.nextFrame(300)).rejects.toThrow('no frame arrived');
  });

  it('carries a push of the Send endpoint and a configuration change the other way too', async () => {
    const onOne = await connect(one);
    const developer = tokenFor(two, { brand: 'teams', claims: ['developer'] });
    const sent = await two.inject({
      method: 'POST',
      url: '/api/hub/Send',
      headers: apiHeaders('teams', developer),
      payload: { event: { name: 'ReceiveMessage', text: 'Hello & <welcome>' } },
    });
    expect(sent.statusCode).toBe(200);
    expect(await onOne.nextFrame()).toMatchObject({
      name: 'ReceiveMessage',
      text: 'Hello & <welcome>',
    });

    await two.inject({
      method: 'POST',
      url: '/api/webconfig/forceRefresh',
      headers: apiHeaders('teams', developer),
    });
    expect(await onOne.nextFrame()).toEqual({ name: 'AppConfigUpdated' });
  });

  it('listens again after its listening connection is lost', async () => {
    const onTwo = await connect(two);
    const { rows } = await sql<{ ended: boolean }>`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and query ilike 'listen portal_hub'
    `.execute(shared.db);
    expect(rows).toEqual([{ ended: true }, { ended: true }]); // one listener per instance
    await new Promise((resolve) => setTimeout(resolve, LISTEN_RETRY_MS + 1_000));
    await one.portal.hub.send({ to: { brand: 'teams' }, event: { name: 'ReInitialize' } });
    expect(await onTwo.nextFrame()).toEqual({ name: 'ReInitialize' });
  });
});
