import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { surveyAwardsApi as api } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
import { actorContext, requestContext } from '../../shared/request-context';
import {
  awardSurvey,
  resumeAwardSurvey,
  saveAwardSurveyProgress,
  submitAwardSurvey,
} from './survey-awards-take.service';
import {
  accountAwardSurveys,
  awardProgress,
  listAwardPrograms,
  saveAwardProgram,
} from './survey-awards.service';

/**
 * Award surveys: survey admins' programmes and progress, an account's links for those who
 * change it, and taking a survey by an award link (the code is the credential: no session).
 */
export function registerSurveyAwardsRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const anyone = (request: FastifyRequest) => requestContext(request, db);
  const actor = (request: FastifyRequest) => actorContext(request, db);

  serve(app, api.getAwardPrograms, async (_input, request) =>
    listAwardPrograms(await actor(request)),
  );
  serve(app, api.saveAwardProgram, async ({ body }, request) =>
    saveAwardProgram(await actor(request), body),
  );
  serve(app, api.getAwardProgress, async ({ params }, request) =>
    awardProgress(await actor(request), params.id),
  );
  serve(app, api.getAccountAwardSurveys, async ({ params }, request) =>
    accountAwardSurveys(await actor(request), params.id),
  );

  serve(app, api.awardSurvey, async ({ params }, request) =>
    awardSurvey(anyone(request), params.code),
  );
  serve(app, api.resumeAwardSurvey, async ({ body }, request) =>
    resumeAwardSurvey(anyone(request), body),
  );
  serve(app, api.saveAwardSurveyProgress, async ({ body }, request) =>
    saveAwardSurveyProgress(anyone(request), body),
  );
  serve(app, api.submitAwardSurvey, async ({ body }, request) =>
    submitAwardSurvey(anyone(request), body),
  );
}
