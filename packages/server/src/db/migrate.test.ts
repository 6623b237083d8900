import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';
import { createDatabase, type DatabaseEngine, type DatabaseHandle } from './database';
import { migrateToLatest, pendingMigrations } from './migrate';
import { MIGRATIONS } from './migrations';
import type { Database } from './schema';

const TABLES = [
  'app_config',
  'app_page',
  'message',
  'identity_user',
  'role',
  'user_role',
  'user_claim',
  'role_claim',
  'user_account',
  'signing_key',
];

/** An unmigrated database of the engine, and how to get rid of it. */
async function blankDatabase(engine: DatabaseEngine): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (engine === 'pglite' || !adminUrl)
    return createDatabase({ dataDir: ':memory:', databaseUrl: undefined });
  const name = `portal_blank_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ dataDir: ':memory:', databaseUrl: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

describe.each(testEngines())('migrations on %s', (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await blankDatabase(engine);
  }, 60_000);
  afterAll(() => database.close());

  it('start with every migration pending', async () => {
    expect(await pendingMigrations(database.db)).toEqual(Object.keys(MIGRATIONS));
  });

  it('apply every migration once, in order', async () => {
    expect(await migrateToLatest(database.db)).toEqual(Object.keys(MIGRATIONS));
    expect(await pendingMigrations(database.db)).toEqual([]);
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('create the tables with uuid keys and timestamps', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
      select table_name, column_name, data_type from information_schema.columns
      where table_schema = current_schema() and column_name in ('id', 'created_at', 'updated_at')
    `.execute(database.db);
    for (const table of TABLES) {
      const columns = rows.filter((r) => r.table_name === table);
      expect(columns.find((c) => c.column_name === 'id')?.data_type, table).toBe('uuid');
      expect(columns.find((c) => c.column_name === 'created_at')?.data_type, table).toBe(
        'timestamp with time zone',
      );
    }
  });

  it('create the message indexes for status and entity', async () => {
    const { rows } = await sql<{ indexname: string }>`
      select indexname from pg_indexes where tablename = 'message'
    `.execute(database.db);
    expect(rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining(['message_status_idx', 'message_entity_idx']),
    );
  });

  it('generate uuid keys in the database', async () => {
    const row = await database.db
      .insertInto('role')
      .values({ name: 'Tester', normalized_name: 'TESTER', updated_at: new Date() })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row.created_at).toBeInstanceOf(Date);
  });
});

describe('an existing PGlite data folder', () => {
  it(
    'takes the trigram indexes when the server opens it with pg_trgm',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'portal-migrate-trgm-'));
      try {
        // The folder as a release before the name-search indexes left it: opened without extensions.
        const before = Object.keys(MIGRATIONS).filter((name) => name < '0021');
        const old = await PGlite.create({ dataDir });
        const oldDb = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: old }) });
        const migrator = new Migrator({
          db: oldDb,
          provider: { getMigrations: async () => ({ ...MIGRATIONS }) },
        });
        const { error } = await migrator.migrateTo(before.at(-1) ?? '');
        expect(error).toBeUndefined();
        await oldDb.destroy();

        const reopened = await createDatabase({ dataDir, databaseUrl: undefined });
        try {
          expect(await migrateToLatest(reopened.db)).toEqual(
            Object.keys(MIGRATIONS).filter((name) => !before.includes(name)),
          );
          const { rows } = await sql<{ indexname: string }>`
          select indexname from pg_indexes where tablename = 'crm_account'`.execute(reopened.db);
          expect(rows.map((r) => r.indexname)).toContain('crm_account_name_trgm_idx');
        } finally {
          await reopened.close();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});

describe('/api/ready', () => {
  it('answers 503 in the error shape when the database is gone', async () => {
    const t = await createTestApp();
    expect((await t.app.inject({ url: '/api/ready' })).json()).toEqual({
      status: 'ready',
      database: 'pglite',
    });
    await t.database.close();
    const res = await t.app.inject({ url: '/api/ready', headers: apiHeaders() });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ message: 'The database is not reachable.' });
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await t.app.close();
  });
});
