import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ZGenerateMetrics, ZMetricsAge, isBrandKey, zGuid } from '@portal/core';
import type { Database } from '../../db/schema';
import { requirePrintKey } from '../../documents/print-key';
import { HttpError, parseInput } from '../../http/errors';
import { actorContext } from '../../shared/request-context';
import { freshMetrics, generateMetrics, visibleMetrics } from './useraccountmetrics.service';

/** The print scope of a person's metrics (print views of their hub data). */
export const METRICS_PRINT_SCOPE = 'userAccountMetrics';
const zId = z.object({ x: zGuid });

/** useraccountmetrics area: a person's counts, stored, fresh for 10 minutes by default. */
export function registerUserAccountMetricsRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const signedIn = { config: { access: 'any' } } as const;
  const ctx = (request: FastifyRequest) => actorContext(request, db);
  const base = '/api/useraccountmetrics';

  app.get(`${base}/generateMetrics/:x`, signedIn, async (request) => {
    const { x } = parseInput(zId, request.params);
    const { reportStatus } = parseInput(ZGenerateMetrics, request.query);
    const context = await ctx(request);
    return visibleMetrics(context, x, () => generateMetrics(context, x, reportStatus));
  });
  for (const [action, all] of [
    ['GetByIdFresh', false],
    ['GetByIdFreshAll', true],
  ] as const) {
    app.get(`${base}/${action}/:x`, signedIn, async (request) => {
      const { x } = parseInput(zId, request.params);
      const { ageMin } = parseInput(ZMetricsAge, request.query);
      const context = await ctx(request);
      return visibleMetrics(context, x, () => freshMetrics(context, x, ageMin, all));
    });
  }
  // A print view's data: {a} is the brand (as the call's), {b} the person; the key in the header.
  app.get(
    `${base}/GetByIdFreshAllPrint/:a/:b`,
    { config: { access: 'anonymous' } },
    async (request) => {
      const { a, b } = parseInput(z.object({ a: z.string(), b: zGuid }), request.params);
      if (!isBrandKey(a) || a !== request.brand) {
        throw new HttpError(400, 'The app name of the path must be the brand of the call.');
      }
      requirePrintKey(request, METRICS_PRINT_SCOPE, b);
      const { ageMin } = parseInput(ZMetricsAge, request.query);
      return freshMetrics({ db, brand: request.brand, now: new Date() }, b, ageMin, true);
    },
  );
}
