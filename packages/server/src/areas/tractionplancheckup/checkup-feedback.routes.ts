import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { CHECKUP_FEEDBACK_LIMITS, zCheckupFeedbackSubmission } from '@portal/core';
import type { Database } from '../../db/schema';
import { parseInput } from '../../http/errors';
import { localeOf } from '../profile-participant/profile-context';
import { submitFeedback, surveyByCode, type SurveyContext } from './checkup-survey.service';
import { requestContext } from '../../shared/request-context';

const zCode = z.object({ code: z.string().min(1).max(CHECKUP_FEEDBACK_LIMITS.surveyCode) });

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
  const anonymous = { config: { access: 'anonymous' } } as const;

  app.get('/api/tractionplancheckup/GetFeedbackByCode/:code', anonymous, async (request) =>
    surveyByCode(context(request), parseInput(zCode, request.params).code),
  );
  app.post('/api/tractionplancheckup/SubmitFeedback', anonymous, async (request) =>
    submitFeedback(context(request), parseInput(zCheckupFeedbackSubmission, request.body ?? {})),
  );
}
