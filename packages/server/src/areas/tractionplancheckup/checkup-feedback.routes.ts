import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { tractionPlanCheckupApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
import { localeOf } from '../profile-participant/profile-context';
import { submitFeedback, surveyByCode, type SurveyContext } from './checkup-survey.service';
import { requestContext } from '../../shared/request-context';

/**
 * The partners' survey: anonymous, opened by the survey code of the partner's link (the code
 * is the credential; docs/decisions.md, "Checkups: feedback formats, the partners' survey and
 * reports").
 */
export function registerCheckupSurveyRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const context = (request: FastifyRequest): SurveyContext => ({
    ...requestContext(request, db),
    locale: localeOf(request),
  });
  const api = tractionPlanCheckupApi;

  serve(app, api.surveyByCode, async ({ params }, request) =>
    surveyByCode(context(request), params.code),
  );
  serve(app, api.submitFeedback, async ({ body }, request) =>
    submitFeedback(context(request), body),
  );
}
