import { seedCertificateTemplates } from '../../areas/crmaccount/certificate-templates';
import { seedFeedbackFormats } from '../../areas/feedbackformat/default-feedback-format';
import { sql, type Kysely, type Transaction } from 'kysely';
import { BRAND_DEFAULT_FEATURES, BRAND_KEYS, BRANDS, UserAccountKind } from '@portal/core';
import { hashPassword } from '../../identity/passwords';
import { catalogIn, catalogsLoaded } from '../../shared/catalogs';
import { toJson, type Database } from '../schema';
import { initialPages } from './brand-pages';
import { seedDemoEvents } from './demo-events';
import { seedDemoLibrary } from './demo-library';
import { seedDemoSurveys } from './demo-surveys';
import { seedDemoTeamSurveys } from './demo-team-surveys';
import { seedDemoAssessments } from './demo-assessments';
import { seedDemoAwardSurveys } from './demo-award-surveys';
import { seedDemoEventSurveys } from './demo-event-surveys';
import { seedDemoPremiumSurveys } from './demo-premium-survey';
import { seedDemoContentSurveys } from './demo-content-survey';
import { seedDemoOrganisation } from './demo-organisation';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_ROLES, type DemoAccount } from './demo-accounts';
import { seedDemoPlans } from './demo-plan';
import { seedProfileDemo, seedProfileInstrument } from './profile-seed';

export type SeedResult = { seeded: boolean; brands: number; accounts: number };

/** Any number that names this lock; every instance uses the same one. */
const SEED_LOCK = 7_400_001;

async function seedBrands(trx: Transaction<Database>): Promise<void> {
  await catalogsLoaded;
  for (const key of BRAND_KEYS) {
    const brand = BRANDS[key];
    await trx
      .insertInto('app_config')
      .values({
        app_name: key,
        features: toJson(BRAND_DEFAULT_FEATURES[key]),
        theme: toJson(brand.theme),
        updated_at: new Date(),
      })
      .execute();
    await trx
      .insertInto('app_page')
      .values(
        initialPages(brand, catalogIn).map((page) => ({
          app_name: key,
          name: page.name,
          route: page.route,
          text: toJson(page.text),
          banners: toJson(page.banners),
          updated_at: new Date(),
        })),
      )
      .execute();
  }
}

async function seedRoles(trx: Transaction<Database>): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const role of DEMO_ROLES) {
    const { id } = await trx
      .insertInto('role')
      .values({ name: role.name, normalized_name: role.name.toUpperCase(), updated_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(role.name, id);
    await trx
      .insertInto('role_claim')
      .values(
        role.claims.map((claim) => ({
          role_id: id,
          claim_type: claim,
          claim_value: 'true',
          updated_at: new Date(),
        })),
      )
      .execute();
  }
  return ids;
}

async function seedAccount(
  trx: Transaction<Database>,
  account: DemoAccount,
  passwordHash: string,
  roleIds: Map<string, string>,
): Promise<void> {
  const { id: userId } = await trx
    .insertInto('identity_user')
    .values({
      email: account.email,
      normalized_email: account.email.toUpperCase(),
      user_name: account.email,
      email_confirmed: account.emailConfirmed,
      first_name: account.firstName,
      last_name: account.lastName,
      password_hash: passwordHash,
      password_history: toJson([]),
      provider: 'local',
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('user_role')
    .values(
      account.roles.map((role) => ({
        user_id: userId,
        role_id: roleIds.get(role) as string,
        updated_at: new Date(),
      })),
    )
    .execute();
  await trx
    .insertInto('user_account')
    .values(
      BRAND_KEYS.map((brand) => ({
        user_id: userId,
        app_name: brand,
        first_name: account.firstName,
        last_name: account.lastName,
        kind: UserAccountKind.Regular,
        titles: toJson([]),
        emails: toJson([{ address: account.email, preferred: true, primary: true }]),
        phone_numbers: toJson([]),
        updated_at: new Date(),
      })),
    )
    .execute();
}

async function seedInstruments(trx: Transaction<Database>) {
  const instruments = new Map<string, Awaited<ReturnType<typeof seedProfileInstrument>>>();
  for (const key of BRAND_KEYS) instruments.set(key, await seedProfileInstrument(trx, key));
  return instruments;
}

/** The demo participant's released 360 report in every brand, so a report shows at once. */
async function seedDemoProfiles(
  trx: Transaction<Database>,
  instruments: Map<string, Awaited<ReturnType<typeof seedProfileInstrument>>>,
): Promise<void> {
  const email = 'participant@demo.example';
  const accounts = await trx
    .selectFrom('user_account as a')
    .innerJoin('identity_user as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.app_name'])
    .where('u.normalized_email', '=', email.toUpperCase())
    .execute();
  for (const account of accounts) {
    const brand = account.app_name as (typeof BRAND_KEYS)[number];
    await seedProfileDemo(trx, brand, instruments.get(brand)!, {
      userAccountId: account.id,
      email,
    });
  }
}

/**
 * Fills a new database, once: each brand's configuration and pages and, when `demo` is on, the
 * demo roles and accounts. A database that has any brand configuration is left alone, so a
 * restart (or a second instance starting at the same time) never seeds twice.
 */
export async function seedDatabase(
  db: Kysely<Database>,
  options: { demo: boolean },
): Promise<SeedResult> {
  const result = await seedFirstRun(db, options);
  // Demo data added after a demo database was first filled (each part skips what is there).
  if (options.demo) {
    await seedDemoLibrary(db);
    await seedDemoSurveys(db);
    await seedDemoTeamSurveys(db);
    await seedDemoAssessments(db);
    await seedDemoAwardSurveys(db);
    await seedDemoEventSurveys(db);
    await seedDemoPremiumSurveys(db);
    await seedDemoContentSurveys(db);
  }
  return result;
}

async function seedFirstRun(db: Kysely<Database>, options: { demo: boolean }): Promise<SeedResult> {
  const nothing: SeedResult = { seeded: false, brands: 0, accounts: 0 };
  // Product data every database needs, also one seeded before it existed (idempotent).
  await seedCertificateTemplates(db);
  await seedFeedbackFormats(db);
  const configured = await db.selectFrom('app_config').select('id').limit(1).executeTakeFirst();
  if (configured) return nothing;
  // Hashing is slow on purpose: done before the transaction so it holds no lock meanwhile.
  const hashes = options.demo
    ? await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)))
    : [];
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const raced = await trx.selectFrom('app_config').select('id').limit(1).executeTakeFirst();
    if (raced) return nothing;
    await seedBrands(trx);
    const instruments = await seedInstruments(trx);
    if (!options.demo) return { seeded: true, brands: BRAND_KEYS.length, accounts: 0 };
    const roleIds = await seedRoles(trx);
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      await seedAccount(trx, account, hashes[index] as string, roleIds);
    }
    await seedDemoPlans(trx);
    await seedDemoProfiles(trx, instruments);
    await seedDemoOrganisation(trx);
    await seedDemoEvents(trx);
    return { seeded: true, brands: BRAND_KEYS.length, accounts: DEMO_ACCOUNTS.length };
  });
}
