import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { EXPORT_FORMAT_FEATURES, surveyResultsApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { sendFile } from '../../documents/send-file';
import { serve } from '../../http/serve';
import { actorContext } from '../../shared/request-context';
import { requireFeatures } from '../webconfig/webconfig.service';
import { releaseResultsFile } from './survey-results-export';
import {
  releaseNamedResponses,
  releaseResultFilters,
  releaseResults,
} from './survey-results.service';

/** survey area, results: a release's results, their filters and their download. */
export function registerSurveyResultsRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = (request: FastifyRequest) => actorContext(request, db);
  const api = surveyResultsApi;

  serve(app, api.getResults, async ({ params, query }, request) =>
    releaseResults(await ctx(request), params.releaseId, query),
  );
  serve(app, api.getResultFilters, async ({ params }, request) =>
    releaseResultFilters(await ctx(request), params.releaseId),
  );
  serve(app, api.getNamedResponses, async ({ params, query }, request) =>
    releaseNamedResponses(await ctx(request), params.releaseId, query),
  );
  serve(app, api.exportResults, async ({ params, query }, request, reply) => {
    const context = await ctx(request);
    await requireFeatures(context, ...EXPORT_FORMAT_FEATURES[query.format]);
    const { format, ...filters } = query;
    return sendFile(reply, await releaseResultsFile(context, params.releaseId, filters, format));
  });
}
