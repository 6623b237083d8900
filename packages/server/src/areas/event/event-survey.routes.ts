import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ANY, ZEventSurveySubmit, isFeatureEnabled, zGuid } from '@portal/core';
import type { Database } from '../../db/schema';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { HttpError, parseInput } from '../../http/errors';
import { eventContext } from './event-context';
import { EVENT_MANAGERS } from './event.routes';
import { eventSurvey, submitSurvey, surveyResults } from './event-survey.service';

const zId = z.object({ id: zGuid });

/**
 * The post-event survey (feature eventSurveys), behind the pages event/{eventId}/survey,
 * surveycompleted and surveyAdmin. Additions to the spec's event area; see docs/decisions.md.
 */
export function registerEventSurveyRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = async (request: FastifyRequest) => {
    const features = (await app.portal.webConfig.get(request.brand)).config.features;
    if (!isFeatureEnabled(features, 'eventSurveys')) throw new HttpError(403, NOT_AUTHORIZED);
    return eventContext(request, db);
  };

  app.get('/api/event/GetSurvey/:id', { config: { access: ANY } }, async (request) => {
    const { id } = parseInput(zId, request.params);
    return eventSurvey(await ctx(request), id);
  });

  app.post('/api/event/SubmitSurvey/:id', { config: { access: ANY } }, async (request) => {
    const { id } = parseInput(zId, request.params);
    const answers = parseInput(ZEventSurveySubmit, request.body);
    return submitSurvey(await ctx(request), id, answers);
  });

  app.get(
    '/api/event/GetSurveyResults/:id',
    { config: { access: [...(EVENT_MANAGERS as string[]), 'tfg', 'globalDataAccess'] } },
    async (request) => {
      const { id } = parseInput(zId, request.params);
      return surveyResults(await ctx(request), id);
    },
  );
}
