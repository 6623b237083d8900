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

/** A fresh PostgreSQL database on the TEST_DATABASE_URL server, dropped on close. */
export async function createPostgresDatabase(): Promise<DatabaseHandle & { url: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_test_${randomUUID().replace(/-/g, '')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ dataDir: ':memory:', databaseUrl: url.toString() });
  await migrateToLatest(handle.db);
  let closing: Promise<void> | undefined;
  const drop = async () => {
    await handle.close();
    await withAdminClient(adminUrl, (client) =>
      client.query(`drop database if exists ${name} with (force)`),
    );
  };
  return { ...handle, url: url.toString(), close: () => (closing ??= drop()) };
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
