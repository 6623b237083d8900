import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely, PGliteDialect } from 'kysely';
import pg from 'pg';
import {
  createDatabase,
  openPglite,
  type DatabaseEngine,
  type DatabaseHandle,
} from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function testEngines(): DatabaseEngine[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

const migrationsDir = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

const migrator = fileURLToPath(new URL('../src/db/migrate.ts', import.meta.url));

/** Changes whenever a migration file, the migrator, or the PGlite or Kysely version changes. */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir).sort()) {
    hash.update(file).update(readFileSync(join(migrationsDir, file)));
  }
  hash.update(readFileSync(migrator));
  for (const name of ['@electric-sql/pglite', 'kysely']) hash.update(packageJsonOf(name));
  return hash.digest('hex').slice(0, 16);
}

/** The text of an installed package's package.json (the one above its entry that names it). */
function packageJsonOf(name: string): string {
  let dir = dirname(fileURLToPath(import.meta.resolve(name)));
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const text = readFileSync(file, 'utf8');
      if ((JSON.parse(text) as { name?: string }).name === name) return text;
    }
    if (dirname(dir) === dir) throw new Error(`No package.json of ${name} found`);
    dir = dirname(dir);
  }
}

/**
 * A new PGlite database takes seconds to initialise; a clone of a migrated one takes under one.
 * The migrated template is kept in the system's temporary folder, keyed by the migrations.
 */
async function migratedTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `portal-test-pglite-${templateKey()}.tar`);
  if (!existsSync(file)) {
    const pglite = await openPglite();
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    await migrateToLatest(db);
    const dump = await pglite.dumpDataDir('none');
    const partial = `${file}.${randomUUID()}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    await db.destroy();
  }
  return new Blob([readFileSync(file)]);
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The URL of another database on the same server. */
function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// Serialises the template's building among test workers (any fixed number, used by nothing else).
const TEMPLATE_LOCK = 0x706f7274616c;

async function buildPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `portal_template_${templateKey()}`;
  const exists = async (client: pg.Client) =>
    ((await client.query('select 1 from pg_database where datname = $1', [name])).rowCount ?? 0) >
    0;
  await withAdminClient(adminUrl, async (client) => {
    if (await exists(client)) return;
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      if (await exists(client)) return;
      // Built under another name and renamed once migrated: the name exists only when complete.
      const building = `${name}_building`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      const handle = await createDatabase({
        dataDir: ':memory:',
        databaseUrl: databaseUrl(adminUrl, building),
      });
      try {
        await migrateToLatest(handle.db);
      } finally {
        await handle.close();
      }
      await client.query(`alter database ${building} rename to ${name}`);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return name;
}

/**
 * Migrating a new PostgreSQL database takes seconds; copying a migrated template database takes a
 * fraction of that. The template is kept on the server, named by the migrations' key.
 */
let postgresTemplate: Promise<string> | undefined;

/** A fresh PostgreSQL database on the TEST_DATABASE_URL server, dropped on close. */
export async function createPostgresDatabase(): Promise<DatabaseHandle & { url: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = await (postgresTemplate ??= buildPostgresTemplate(adminUrl).catch((error) => {
    postgresTemplate = undefined;
    throw error;
  }));
  const name = `portal_test_${randomUUID().replace(/-/g, '')}`;
  await withAdminClient(adminUrl, (client) =>
    client.query(`create database ${name} template ${template}`),
  );
  const url = databaseUrl(adminUrl, name);
  const handle = await createDatabase({ dataDir: ':memory:', databaseUrl: url });
  let closing: Promise<void> | undefined;
  const drop = async () => {
    await handle.close();
    await withAdminClient(adminUrl, (client) =>
      client.query(`drop database if exists ${name} with (force)`),
    );
  };
  return { ...handle, url, close: () => (closing ??= drop()) };
}

/** A migrated, empty database of the engine (PGlite in memory, or a fresh PostgreSQL one). */
export async function createTestDatabase(
  engine: DatabaseEngine = 'pglite',
): Promise<DatabaseHandle> {
  if (engine === 'postgres') return createPostgresDatabase();
  return createDatabase(
    { dataDir: ':memory:', databaseUrl: undefined },
    { loadDataDir: await migratedTemplate() },
  );
}
