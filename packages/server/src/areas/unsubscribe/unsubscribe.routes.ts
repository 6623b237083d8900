import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { unsubscribeApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
import { routeLimit } from '../../http/shared-rate-limit';
import { requestContext } from '../../shared/request-context';
import { describeLink, resubscribe, unsubscribe } from './unsubscribe.service';

/** The unsubscribe page's calls: anonymous, opened by the link's token, rate-limited. */
export function registerUnsubscribeRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const limit = { onRequest: routeLimit(app) };
  serve(
    app,
    unsubscribeApi.get,
    async ({ params }, request) => describeLink(requestContext(request, db), params.token),
    limit,
  );
  serve(
    app,
    unsubscribeApi.unsubscribe,
    async ({ params }, request) => unsubscribe(requestContext(request, db), params.token),
    limit,
  );
  serve(
    app,
    unsubscribeApi.resubscribe,
    async ({ params }, request) => resubscribe(requestContext(request, db), params.token),
    limit,
  );
}
