import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { verifyPassword } from '../identity/passwords';
import type { DatabaseHandle } from './database';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';
import { seedDatabase } from './seed/seed';

/**
 * The demo password is published (README, sign-in page hints): in production no account may
 * keep it. Throws naming the accounts, so the server does not start.
 */
export async function refuseDemoPassword(db: Kysely<Database>): Promise<void> {
  const users = await db
    .selectFrom('identity_user')
    .select(['email', 'password_hash'])
    .where(
      'email',
      'in',
      DEMO_ACCOUNTS.map((account) => account.email),
    )
    .where('password_hash', 'is not', null)
    .execute();
  const exposed: string[] = [];
  for (const user of users) {
    if (await verifyPassword(user.password_hash ?? '', DEMO_PASSWORD)) exposed.push(user.email);
  }
  if (exposed.length > 0) {
    throw new Error(
      `Refusing to start in production: ${exposed.join(', ')} still ha${exposed.length === 1 ? 's' : 've'} the published demo password. Delete these accounts or change their passwords.`,
    );
  }
}

/** Start-up work on the database: pending migrations, then the first-run seed. */
export async function prepareDatabase(
  database: DatabaseHandle,
  options: { demo: boolean; production: boolean },
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) log.info({ migrations: applied, engine: database.engine }, 'migrated');
  const seed = await seedDatabase(database.db, options);
  if (seed.seeded)
    log.info({ brands: seed.brands, demoAccounts: seed.accounts }, 'seeded a new database');
  if (options.production) await refuseDemoPassword(database.db);
}
