import { randomUUID } from 'node:crypto';
import type { BrandKey } from '@portal/core';
import { apiHeaders, tokenFor } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { toJson } from '../../db/schema';

export type TestPerson = {
  userId: string;
  userAccountId: string;
  email: string;
  token: string;
};

/** A person with an identity user and a user account in the brand, and a token with claims. */
export async function createPerson(
  t: TestApp,
  name: string,
  claims: string[] = [],
  brand: BrandKey = 'teams',
): Promise<TestPerson> {
  const email = `${name.toLowerCase().replace(/\W/g, '')}.${randomUUID().slice(0, 8)}@client.example`;
  const user = await t.database.db
    .insertInto('identity_user')
    .values({
      email,
      normalized_email: email.toUpperCase(),
      first_name: name,
      last_name: 'Tester',
      email_confirmed: true,
      password_history: toJson([]),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const account = await t.database.db
    .insertInto('user_account')
    .values({
      user_id: user.id,
      app_name: brand,
      first_name: name,
      last_name: 'Tester',
      titles: toJson([]),
      emails: toJson([{ address: email, preferred: true, primary: true }]),
      phone_numbers: toJson([]),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    userId: user.id,
    userAccountId: account.id,
    email,
    token: tokenFor(t.app, { brand, userId: user.id, email, claims }),
  };
}

/** The same person signed in before confirming their e-mail. */
export const unverified = (t: TestApp, person: TestPerson, brand: BrandKey = 'teams') => ({
  token: tokenFor(t.app, {
    brand,
    userId: person.userId,
    email: person.email,
    emailVerified: false,
  }),
});

/** A call of the brand as the person (no person: anonymous). */
export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE' | 'PUT',
  url: string,
  person?: { token: string },
  payload?: unknown,
  brand: BrandKey = 'teams',
) {
  return t.app.inject({
    method,
    url,
    headers: apiHeaders(brand, person?.token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
