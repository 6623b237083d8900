import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './schema';

export type DatabaseEngine = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  /** PostgreSQL only: where it is, for connections of their own (the hub's LISTEN). */
  connectionString?: string;
  /** Closes the connections (or the embedded database); safe to call twice. */
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  /** Called when an idle PostgreSQL connection fails (it would otherwise crash the process). */
  onError?: (error: Error) => void;
  /** PGlite only: start from a dump of another database (tests clone a migrated template). */
  loadDataDir?: Blob;
};

/** The embedded PGlite database in `dataDir`, or PostgreSQL when `databaseUrl` is set. */
export async function createDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    pool.on('error', (error) => options.onError?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { ...withClose(db, 'postgres'), connectionString: config.databaseUrl };
  }
  const inMemory = config.dataDir === ':memory:';
  if (!inMemory) mkdirSync(config.dataDir, { recursive: true });
  const pglite = await openPglite({
    ...(inMemory ? {} : { dataDir: config.dataDir }),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return withClose(db, 'pglite');
}

/**
 * PGlite with the extensions the migrations create: an extension's files are loaded when the
 * database opens, so every PGlite the server or a test opens goes through here.
 */
export function openPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

function withClose(db: Kysely<Database>, engine: DatabaseEngine): DatabaseHandle {
  let closing: Promise<void> | undefined;
  return { db, engine, close: () => (closing ??= db.destroy()) };
}

/** True when the database answers a trivial query. */
export async function isReachable(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
