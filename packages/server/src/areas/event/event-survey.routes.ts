import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { eventSurveyApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
import { eventContext } from './event-context';
import { eventSurvey, surveyReleaseOptions, surveyResults } from './event-survey.service';

/**
 * The post-event survey (feature eventSurveys, declared by the endpoints), behind the pages
 * event/{eventId}/survey, surveycompleted and surveyAdmin; the answers go through the survey
 * module's calls. Additions to the spec's event area; see docs/decisions.md, "Event surveys".
 */
export function registerEventSurveyRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = async (request: FastifyRequest) => eventContext(request, db);

  serve(app, eventSurveyApi.get, async ({ params }, request) =>
    eventSurvey(await ctx(request), params.id),
  );
  serve(app, eventSurveyApi.results, async ({ params }, request) =>
    surveyResults(await ctx(request), params.id),
  );
  serve(app, eventSurveyApi.releases, async (_input, request) =>
    surveyReleaseOptions(await ctx(request)),
  );
}
