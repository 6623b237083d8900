import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { apiHeaders, tokenFor } from '../../../test/factories';
import { findUserByEmail } from '../../identity/identity-users.store';

export const ADMIN_EMAIL = 'security@demo.example';
export const PARTICIPANT_EMAIL = 'participant@demo.example';
export const COACH_EMAIL = 'coach@demo.example';

export async function userIdOf(db: Kysely<Database>, email: string): Promise<string> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`No user ${email}`);
  return user.id;
}

/** A token of the demo security admin (or of anyone, with the claims given). */
export async function tokenOf(
  app: FastifyInstance,
  email: string,
  claims: readonly string[] = email === ADMIN_EMAIL ? ['securityAdmin'] : ['participant'],
): Promise<string> {
  const userId = await userIdOf(app.portal.database.db, email);
  return tokenFor(app, { userId, email, claims });
}

type Method = 'GET' | 'POST' | 'DELETE';

/** Calls /api/auth/{path} of the profile brand with a token (none: anonymous). */
export function callAdmin(
  app: FastifyInstance,
  token: string | undefined,
  method: Method,
  path: string,
  body?: unknown,
) {
  return app.inject({
    method,
    url: `/api/auth/${path}`,
    headers: apiHeaders('profile', token),
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** The audit rows of an action, newest first. */
export function auditRows(db: Kysely<Database>, action: string) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('created_at', 'desc')
    .execute();
}
