import type { Kysely } from 'kysely';
import { Migrator, type MigrationResult } from 'kysely/migration';
import { MIGRATIONS } from './migrations';
import type { Database } from './schema';

function migratorFor(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
}

/** Applies every pending migration; answers the names applied now. Throws when one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { error, results } = await migratorFor(db).migrateToLatest();
  const failed = results?.find((r: MigrationResult) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(String(error ?? 'unknown error'));
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
  }
  return (results ?? []).map((r) => r.migrationName);
}

/** Names of the migrations not applied yet (all of them when the table does not exist). */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const migrations = await migratorFor(db).getMigrations();
  return migrations.filter((m) => !m.executedAt).map((m) => m.name);
}
