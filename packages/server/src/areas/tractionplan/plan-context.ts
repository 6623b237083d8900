import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { BrandKey, Session } from '@portal/core';
import { PLAN_CALLERS } from '@portal/core';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { SIGN_IN_REQUIRED } from '../../http/api-guard';
import { HttpError } from '../../http/errors';
import { linkOrigin } from '../../shared/request-context';

/** What the plan services need of a request. `session` is null on anonymous review reads. */
export type PlanContext = {
  db: Kysely<Database>;
  brand: BrandKey;
  session: Session | null;
  now: Date;
  /** Scheme, host and port of the brand's site, for links in e-mails. */
  origin: string;
};

export type SignedInPlanContext = PlanContext & { session: Session };

export function planContextOf(db: Kysely<Database>, config: Config) {
  return (request: FastifyRequest): PlanContext => ({
    db,
    brand: request.brand,
    session: request.session,
    now: new Date(),
    origin: linkOrigin(request, config),
  });
}

/**
 * The route rule of the signed-in plan calls: the plan callers with a verified e-mail (the plan
 * pages need one; the guard answers the spec's text).
 */
export const PLAN_CALLS = { config: { access: PLAN_CALLERS, verifiedEmail: true } } as const;

/** The signed-in caller; the routes that reach this declare `verifiedEmail` (PLAN_CALLS). */
export function signedIn(ctx: PlanContext): SignedInPlanContext {
  if (!ctx.session) throw new HttpError(401, SIGN_IN_REQUIRED);
  return { ...ctx, session: ctx.session };
}
