import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ANY, EVENT_MANAGERS, ZEventSurveySubmit, anyOf, zGuid } from '@portal/core';
import type { Database } from '../../db/schema';
import { parseInput } from '../../http/errors';
import { eventContext } from './event-context';
import { eventSurvey, submitSurvey, surveyResults } from './event-survey.service';

const zId = z.object({ id: zGuid });

/**
 * The post-event survey (feature eventSurveys), behind the pages event/{eventId}/survey,
 * surveycompleted and surveyAdmin. Additions to the spec's event area; see docs/decisions.md.
 */
export function registerEventSurveyRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const feature = 'eventSurveys';
  const ctx = async (request: FastifyRequest) => eventContext(request, db);

  app.get('/api/event/GetSurvey/:id', { config: { access: ANY, feature } }, async (request) => {
    const { id } = parseInput(zId, request.params);
    return eventSurvey(await ctx(request), id);
  });

  app.post('/api/event/SubmitSurvey/:id', { config: { access: ANY, feature } }, async (request) => {
    const { id } = parseInput(zId, request.params);
    const answers = parseInput(ZEventSurveySubmit, request.body);
    return submitSurvey(await ctx(request), id, answers);
  });

  app.get(
    '/api/event/GetSurveyResults/:id',
    { config: { access: anyOf(EVENT_MANAGERS, 'tfg', 'globalDataAccess'), feature } },
    async (request) => {
      const { id } = parseInput(zId, request.params);
      return surveyResults(await ctx(request), id);
    },
  );
}
