import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { PLAN_CALLERS } from '@portal/core';
import type { Database } from '../../db/schema';
import { requestContext, type RequestContext } from '../../shared/request-context';

/** The plan calls' context; `session` is null on the anonymous review reads. */
export function planContextOf(db: Kysely<Database>) {
  return (request: FastifyRequest): RequestContext => requestContext(request, db);
}

/**
 * The route rule of the signed-in plan calls: the plan callers with a verified e-mail (the plan
 * pages need one; the guard answers the spec's text). `signedIn` of the shared request context
 * is the check in the handlers.
 */
export const PLAN_CALLS = { config: { access: PLAN_CALLERS, verifiedEmail: true } } as const;
