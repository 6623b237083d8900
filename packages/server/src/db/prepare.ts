import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './database';
import { migrateToLatest } from './migrate';
import { seedDatabase } from './seed/seed';

/** Start-up work on the database: pending migrations, then the first-run seed. */
export async function prepareDatabase(
  database: DatabaseHandle,
  options: { demo: boolean },
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) log.info({ migrations: applied, engine: database.engine }, 'migrated');
  const seed = await seedDatabase(database.db, options);
  if (seed.seeded)
    log.info({ brands: seed.brands, demoAccounts: seed.accounts }, 'seeded a new database');
}
