import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandKey } from '@portal/core';
import { toJson } from '../../db/schema';
import { apiHeaders } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { findUserByEmail } from '../../identity/identity-users.store';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db
    .insertInto('role')
    .values({ name: 'Participant', normalized_name: 'PARTICIPANT', updated_at: new Date() })
    .execute();
});
afterAll(() => t.close());

const register = (brand: BrandKey, email: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/Register',
    headers: apiHeaders(brand),
    payload: {
      email,
      password: 'correct horse battery staple',
      firstName: 'Sky',
      lastName: 'Self',
      ...extra,
    },
  });

async function rolesOf(email: string): Promise<string[]> {
  const user = await findUserByEmail(t.database.db, email);
  const rows = await t.database.db
    .selectFrom('user_role')
    .innerJoin('role', 'role.id', 'user_role.role_id')
    .select('role.name')
    .where('user_role.user_id', '=', user?.id ?? '')
    .execute();
  return rows.map((r) => r.name);
}

/** Sets the default page's `self-registration-role` text of a brand. */
async function configure(brand: BrandKey, value: string) {
  await t.database.db
    .updateTable('app_page')
    .set({ text: toJson([{ name: 'self-registration-role', value: { value } }]) })
    .where('app_name', '=', brand)
    .where('name', '=', 'default')
    .execute();
}

describe('registration without an invite code', () => {
  it("gives the brand's self-registration role: Participant in the profile brand, none elsewhere", async () => {
    expect((await register('profile', 'sky.profile@client.example')).statusCode).toBe(200);
    expect(await rolesOf('sky.profile@client.example')).toEqual(['Participant']);
    expect((await register('teams', 'sky.teams@client.example')).statusCode).toBe(200);
    expect(await rolesOf('sky.teams@client.example')).toEqual([]);
  });

  it("follows the brand's page text, and gives nothing for 'none' or a role that does not exist", async () => {
    await configure('teams', 'participant');
    await register('teams', 'sky.configured@client.example');
    expect(await rolesOf('sky.configured@client.example')).toEqual(['Participant']);
    await configure('teams', 'No Such Role');
    await register('teams', 'sky.unknown@client.example');
    expect(await rolesOf('sky.unknown@client.example')).toEqual([]);
    await configure('profile', 'none');
    await register('profile', 'sky.none@client.example');
    expect(await rolesOf('sky.none@client.example')).toEqual([]);
  });

  it("never gives a role with more than a participant's claims, whatever the page text says", async () => {
    const admin = await t.database.db
      .insertInto('role')
      .values({ name: 'Admins', normalized_name: 'ADMINS', updated_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('role_claim')
      .values([
        { role_id: admin.id, claim_type: 'profileV2', claim_value: 'true', updated_at: new Date() },
        {
          role_id: admin.id,
          claim_type: 'securityAdmin',
          claim_value: 'true',
          updated_at: new Date(),
        },
      ])
      .execute();
    await configure('leaders', 'Admins');
    await register('leaders', 'sky.admin@client.example');
    expect(await rolesOf('sky.admin@client.example')).toEqual([]);
  });

  it('never gives a role to an address that is already registered', async () => {
    await configure('profile', 'Participant');
    const user = await findUserByEmail(t.database.db, 'sky.none@client.example');
    await register('profile', 'SKY.NONE@client.example');
    expect(await rolesOf('sky.none@client.example')).toEqual([]);
    expect((await findUserByEmail(t.database.db, 'sky.none@client.example'))?.id).toBe(user?.id);
  });
});
