import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { BrandKey, TInviteCode, TInviteCodeCreate } from '@portal/core';
import type { Database } from '../../db/schema';
import { apiHeaders, tokenFor } from '../../../test/factories';

export const PASSWORD = 'correct horse battery staple';

/** A security admin's token of the brand. */
export const adminToken = (app: FastifyInstance, brand: BrandKey = 'teams') =>
  tokenFor(app, { brand, claims: ['securityAdmin'] });

/** Creates a code through the management call, as a security admin of the brand. */
export async function createCode(
  app: FastifyInstance,
  body: TInviteCodeCreate = {},
  brand: BrandKey = 'teams',
): Promise<TInviteCode> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/invitecodes',
    headers: apiHeaders(brand, adminToken(app, brand)),
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json<TInviteCode>();
}

export function registerWith(
  app: FastifyInstance,
  email: string,
  inviteCode?: string,
  brand: BrandKey = 'teams',
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/Register',
    headers: apiHeaders(brand),
    payload: { email, password: PASSWORD, firstName: 'Robin', lastName: 'Reed', inviteCode },
  });
}

export function lookUp(
  app: FastifyInstance,
  call: 'GetInviteCodeWithStatus' | 'GetUserRegistrationByInviteCode',
  code: string,
  brand: BrandKey = 'teams',
) {
  return app.inject({
    method: 'GET',
    url: `/api/auth/${call}/${encodeURIComponent(code)}`,
    headers: apiHeaders(brand),
  });
}

export async function useCountOf(db: Kysely<Database>, id: string): Promise<number> {
  const row = await db
    .selectFrom('invite_code')
    .select('use_count')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.use_count;
}

/** The user's claims and role names, as stored. */
export async function grantsOfUser(db: Kysely<Database>, email: string) {
  const user = await db
    .selectFrom('identity_user')
    .select('id')
    .where('normalized_email', '=', email.toUpperCase())
    .executeTakeFirstOrThrow();
  const claims = await db
    .selectFrom('user_claim')
    .select(['claim_type', 'claim_value'])
    .where('user_id', '=', user.id)
    .execute();
  const roles = await db
    .selectFrom('user_role')
    .innerJoin('role', 'role.id', 'user_role.role_id')
    .select('role.name')
    .where('user_role.user_id', '=', user.id)
    .execute();
  return {
    userId: user.id,
    claims: claims.map((c) => `${c.claim_type}=${c.claim_value}`).sort(),
    roles: roles.map((r) => r.name).sort(),
  };
}
