import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { surveyPremiumApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { requirePrintKey } from '../../documents/print-key';
import { sendPrintDocument } from '../../documents/send-print-document';
import { serve } from '../../http/serve';
import { actorContext, requestContext } from '../../shared/request-context';
import {
  accountPremiumSurveys,
  markPremiumRelease,
  premiumRelease,
  premiumSurveyResults,
} from './survey-premium.service';

/** The print scope of premium survey results: `/print/premiumSurveyResults/...`. */
export const PREMIUM_RESULTS_PRINT_SCOPE = 'premiumSurveyResults';

/** survey area, premium surveys: the mark, the accounts' responses, their results and PDF. */
export function registerSurveyPremiumRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = (request: FastifyRequest) => actorContext(request, db);
  const api = surveyPremiumApi;

  serve(app, api.markPremiumRelease, async ({ body }, request) =>
    markPremiumRelease(await ctx(request), body),
  );
  serve(app, api.premiumRelease, async ({ params }, request) =>
    premiumRelease(await ctx(request), params.releaseId),
  );
  serve(app, api.accountPremiumSurveys, async ({ params }, request) =>
    accountPremiumSurveys(await ctx(request), params.accountId),
  );
  serve(app, api.premiumSurveyResults, async ({ params }, request) => {
    const context = await ctx(request);
    return premiumSurveyResults(context, context.actor, params.responseId);
  });
  // The print view's data: anonymous, opened by a print key for this response (header).
  serve(app, api.premiumSurveyResultsPrintData, async ({ params }, request) => {
    requirePrintKey(request, PREMIUM_RESULTS_PRINT_SCOPE, params.responseId);
    return premiumSurveyResults(requestContext(request, db), null, params.responseId);
  });
  serve(app, api.premiumSurveyResultsPdf, async ({ params }, request, reply) => {
    const context = await ctx(request);
    const results = await premiumSurveyResults(context, context.actor, params.responseId);
    const { responseId } = params;
    return sendPrintDocument(request, reply, {
      scope: PREMIUM_RESULTS_PRINT_SCOPE,
      subjectId: responseId,
      path: (key) => `/print/premiumSurveyResults/${key}/${responseId}`,
      baseFileName: `${results.response.accountName} ${results.response.releaseName}`,
    });
  });
}
