import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { surveyTakeApi as api } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
import { actorContext, requestContext } from '../../shared/request-context';
import {
  openSurveyFor,
  publicSurvey,
  resolveShortUrl,
  resumePublic,
  saveOpenProgress,
  savePublicProgress,
  submitOpen,
  submitPublic,
} from './survey-take-release.service';
import {
  myResponse,
  mySurveys,
  releaseResponse,
  surveysByShareCode,
} from './survey-take-answered.service';
import { answerOneClick, saveProgress, submitSurvey, surveyByCode } from './survey-take.service';

/**
 * Taking surveys: a person's invitation by its survey code (the code is the credential, so
 * those calls are open without a session), a release by its short code (open: signed in;
 * public: anyone), one-click answers and short links.
 */
export function registerSurveyTakeRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const anyone = (request: FastifyRequest) => requestContext(request, db);
  const actor = (request: FastifyRequest) => actorContext(request, db);

  serve(app, api.mySurveys, async (_input, request) => mySurveys(await actor(request)));
  serve(app, api.myResponse, async ({ params }, request) =>
    myResponse(await actor(request), params.surveyCode, params.responseId),
  );
  serve(app, api.releaseResponse, async ({ params }, request) =>
    releaseResponse(await actor(request), params.releaseId, params.responseId),
  );
  serve(app, api.surveysByShareCode, async ({ params }, request) =>
    surveysByShareCode(await actor(request), params.code),
  );
  serve(app, api.surveyByCode, async ({ params }, request) =>
    surveyByCode(anyone(request), params.surveyCode),
  );
  serve(app, api.saveProgress, async ({ body }, request) => saveProgress(anyone(request), body));
  serve(app, api.submit, async ({ body }, request) => submitSurvey(anyone(request), body));
  serve(app, api.answerOneClick, async ({ body }, request) =>
    answerOneClick(anyone(request), body),
  );

  serve(app, api.openSurvey, async ({ params, query }, request) =>
    openSurveyFor(await actor(request), params.shortCode, query),
  );
  serve(app, api.saveOpenProgress, async ({ body }, request) =>
    saveOpenProgress(await actor(request), body),
  );
  serve(app, api.submitOpen, async ({ body }, request) => submitOpen(await actor(request), body));

  serve(app, api.publicSurvey, async ({ params, query }, request) =>
    publicSurvey(anyone(request), params.shortCode, query),
  );
  serve(app, api.resumePublic, async ({ body }, request) => resumePublic(anyone(request), body));
  serve(app, api.savePublicProgress, async ({ body }, request) =>
    savePublicProgress(anyone(request), body),
  );
  serve(app, api.submitPublic, async ({ body }, request) => submitPublic(anyone(request), body));

  serve(app, api.resolveShortUrl, async ({ params, query }, request) =>
    resolveShortUrl(anyone(request), params.code, query.path),
  );
}
