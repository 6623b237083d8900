import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { BrandKey, Session, Viewer } from '@portal/core';
import type { Database } from '../../db/schema';
import { SIGN_IN_REQUIRED } from '../../http/api-guard';
import { HttpError } from '../../http/errors';

/** What the account, group, note and metrics services get from a call. */
export type CallContext = {
  db: Kysely<Database>;
  brand: BrandKey;
  session: Session;
  /** The caller as the access predicates of core see it. */
  viewer: Viewer;
  now: Date;
  ip: string | null;
};

/** The caller's user account in the brand: the access predicates compare user account ids. */
export async function viewerAccountId(
  db: Kysely<Database>,
  brand: BrandKey,
  userId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('user_account')
    .select('id')
    .where('user_id', '=', userId)
    .where('app_name', '=', brand)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The context of a signed-in call (401 without a session). */
export async function callContext(
  db: Kysely<Database>,
  request: FastifyRequest,
): Promise<CallContext> {
  const session = request.session;
  if (!session) throw new HttpError(401, SIGN_IN_REQUIRED);
  const userAccountId = await viewerAccountId(db, request.brand, session.userId);
  return {
    db,
    brand: request.brand,
    session,
    viewer: { session, userAccountId },
    now: new Date(),
    ip: request.ip,
  };
}
