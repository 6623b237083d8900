import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { surveyContentApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
import { actorContext } from '../../shared/request-context';
import { contentSurveyReleases, openContentSurvey } from './survey-content.service';

/** survey area, content pages: the reader's invitation to a section's survey, the editor's list. */
export function registerSurveyContentRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = (request: FastifyRequest) => actorContext(request, db);
  const api = surveyContentApi;

  serve(app, api.openContentSurvey, async ({ body }, request) =>
    openContentSurvey(await ctx(request), body),
  );
  serve(app, api.contentSurveyReleases, async (_input, request) =>
    contentSurveyReleases(await ctx(request)),
  );
}
