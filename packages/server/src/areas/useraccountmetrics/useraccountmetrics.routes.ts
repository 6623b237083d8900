import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isBrandKey, userAccountMetricsApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { requirePrintKey } from '../../documents/print-key';
import { HttpError } from '../../http/errors';
import { serve } from '../../http/serve';
import { actorContext } from '../../shared/request-context';
import { freshMetrics, generateMetrics, visibleMetrics } from './useraccountmetrics.service';

/** The print scope of a person's metrics (print views of their hub data). */
export const METRICS_PRINT_SCOPE = 'userAccountMetrics';

/** useraccountmetrics area: a person's counts, stored, fresh for 10 minutes by default. */
export function registerUserAccountMetricsRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = (request: FastifyRequest) => actorContext(request, db);
  const api = userAccountMetricsApi;

  serve(app, api.generate, async ({ params: { x }, query }, request) => {
    const context = await ctx(request);
    return visibleMetrics(context, x, () => generateMetrics(context, x, query.reportStatus));
  });
  for (const [endpoint, all] of [
    [api.fresh, false],
    [api.freshAll, true],
  ] as const) {
    serve(app, endpoint, async ({ params: { x }, query }, request) => {
      const context = await ctx(request);
      return visibleMetrics(context, x, () => freshMetrics(context, x, query.ageMin, all));
    });
  }
  // A print view's data: {a} is the brand (as the call's), {b} the person; the key in the header.
  serve(app, api.freshAllPrint, async ({ params: { a, b }, query }, request) => {
    if (!isBrandKey(a) || a !== request.brand) {
      throw new HttpError(400, 'errors.common.pathBrandMismatch');
    }
    requirePrintKey(request, METRICS_PRINT_SCOPE, b);
    return freshMetrics({ db, brand: request.brand, now: new Date() }, b, query.ageMin, true);
  });
}
