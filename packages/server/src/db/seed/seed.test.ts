import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_KEYS, isEmployee } from '@portal/core';
import { verifyPassword } from '../../identity/passwords';
import { createTestDatabase, testEngines } from '../../../test/test-database';
import type { DatabaseHandle } from '../database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_ROLES } from './demo-accounts';
import { seedDatabase } from './seed';

describe.each(testEngines())('the first-run seed on %s', (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.close());

  it('fills a new database with the brands, their pages and the demo accounts', async () => {
    const result = await seedDatabase(database.db, { demo: true });
    expect(result).toEqual({ seeded: true, brands: 4, accounts: DEMO_ACCOUNTS.length });
    const { db } = database;
    const configs = await db.selectFrom('app_config').select(['app_name', 'version']).execute();
    expect(configs.map((c) => c.app_name).sort()).toEqual([...BRAND_KEYS].sort());
    const pages = await db.selectFrom('app_page').select(['app_name', 'name', 'text']).execute();
    expect(pages).toHaveLength(BRAND_KEYS.length * 2);
    const defaultPage = pages.find((p) => p.app_name === 'teams' && p.name === 'default');
    expect(defaultPage?.text.map((t) => t.name)).toContain('tfg-domains');
    const users = await db.selectFrom('identity_user').selectAll().execute();
    expect(users.map((u) => u.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    const accounts = await db.selectFrom('user_account').select('app_name').execute();
    expect(accounts).toHaveLength(DEMO_ACCOUNTS.length * BRAND_KEYS.length);
    expect(await db.selectFrom('role').select('name').execute()).toHaveLength(DEMO_ROLES.length);
  });

  it('never runs twice', async () => {
    expect(await seedDatabase(database.db, { demo: true })).toEqual({
      seeded: false,
      brands: 0,
      accounts: 0,
    });
    const users = await database.db.selectFrom('identity_user').select('id').execute();
    expect(users).toHaveLength(DEMO_ACCOUNTS.length);
  });

  it('gives each account its roles, their claims, and the documented password (argon2id)', async () => {
    const rows = await database.db
      .selectFrom('identity_user as u')
      .innerJoin('user_role as ur', 'ur.user_id', 'u.id')
      .innerJoin('role as r', 'r.id', 'ur.role_id')
      .innerJoin('role_claim as rc', 'rc.role_id', 'r.id')
      .select(['u.email', 'u.password_hash', 'u.email_confirmed', 'rc.claim_type'])
      .execute();
    const claimsOf = (email: string) =>
      rows
        .filter((r) => r.email === email)
        .map((r) => r.claim_type)
        .sort();
    expect(claimsOf('participant@demo.example')).toEqual([
      'participant',
      'profile',
      'profileV2',
      'tractionPlan',
    ]);
    expect(claimsOf('coach@demo.example')).toEqual(['profileV2', 'profileViewer', 'trainer']);
    expect(claimsOf('security@demo.example')).toEqual(['securityAdmin']);
    expect(claimsOf('developer@demo.example')).toEqual(['developer']);
    const participant = rows.find((r) => r.email === 'participant@demo.example');
    expect(participant?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(participant?.password_hash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(participant?.password_hash ?? '', 'wrong')).toBe(false);
    expect(rows.find((r) => r.email === 'unverified@demo.example')?.email_confirmed).toBe(false);
  });

  it('gives the employee account an employee e-mail domain', () => {
    const employee = DEMO_ACCOUNTS.find((a) => a.roles.includes('Employee'));
    expect(employee && isEmployee(employee.email)).toBe(true);
    expect(DEMO_ACCOUNTS.filter((a) => a !== employee).some((a) => isEmployee(a.email))).toBe(
      false,
    );
  });
});

describe('the seed without demo data (PORTAL_DEMO=0)', () => {
  it('configures the brands and creates no account', async () => {
    const database = await createTestDatabase();
    expect(await seedDatabase(database.db, { demo: false })).toEqual({
      seeded: true,
      brands: 4,
      accounts: 0,
    });
    expect(await database.db.selectFrom('identity_user').select('id').execute()).toEqual([]);
    expect(await database.db.selectFrom('role').select('id').execute()).toEqual([]);
    await database.close();
  });
});
