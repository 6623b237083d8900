import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  ANY,
  zDescriberInviteBatch,
  zGuid,
  zSurveyCode,
  zSurveyProgress,
  zSurveySubmit,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { parseInput } from '../../http/errors';
import { routeLimit } from '../../http/shared-rate-limit';
import { profileContextOf } from '../profile-participant/profile-context';
import { signedIn } from '../../shared/request-context';
import {
  describerFeedback,
  describersOf,
  inviteDescribers,
  reactivateDescriber,
  removeDescriber,
} from './describer.service';
import {
  completedDescriptions,
  describerRequests,
  descriptorsOf,
  descriptorsOfParticipant,
  potentialDescribers,
} from './describer-lists.service';
import { declineSurvey, saveSurveyProgress, submitSurvey, surveyByCode } from './survey.service';

const zId = z.object({ id: zGuid });
const zCode = z.object({ code: zSurveyCode });
const zPair = z.object({ a: zGuid, b: zGuid });
const zDecline = z.object({ id: zGuid, key: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
/** upsertBatch carries either a survey's progress or describer invitations. */
const zUpsertBatch = z.union([zSurveyProgress, zDescriberInviteBatch]);

/** profiledescriberfeedback: describers, invitations, and the describer survey. */
export function registerDescriberRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const contextOf = profileContextOf(app, db);
  const base = '/api/profiledescriberfeedback';
  const any = { config: { access: ANY } } as const;
  // The survey is reached by its link: the long random code is the key (no sign-in needed).
  const byLink = { config: { access: 'anonymous' } } as const;
  const you = (request: Parameters<typeof contextOf>[0]) => signedIn(contextOf(request));

  app.get(`${base}/getDescriptors/:id`, any, async (r) =>
    descriptorsOf(you(r), parseInput(zId, r.params).id),
  );
  app.get(`${base}/getDescriptorsByParticipantId/:id`, any, async (r) =>
    descriptorsOfParticipant(you(r), parseInput(zId, r.params).id),
  );
  app.get(`${base}/getDescribersByParticipantId/:id`, any, async (r) =>
    describersOf(you(r), parseInput(zId, r.params).id),
  );
  app.get(`${base}/getDescriberRequests/:id`, any, async (r) =>
    describerRequests(you(r), parseInput(zId, r.params).id),
  );
  app.get(`${base}/getActiveDescriberBySurveyCode/:code`, byLink, async (r) =>
    surveyByCode(contextOf(r), parseInput(zCode, r.params).code),
  );
  app.post(`${base}/submitDescriberFeedback/:code`, byLink, async (r) =>
    submitSurvey(
      contextOf(r),
      parseInput(zCode, r.params).code,
      parseInput(zSurveySubmit, r.body ?? {}),
    ),
  );
  app.post(`${base}/upsertBatch`, byLink, async (r) => {
    const body = parseInput(zUpsertBatch, r.body ?? {});
    if ('surveyCode' in body) return saveSurveyProgress(contextOf(r), body);
    return inviteDescribers(you(r), body);
  });
  app.get(`${base}/getDescriberFeedback/:a/:b`, any, async (r) => {
    const { a, b } = parseInput(zPair, r.params);
    return describerFeedback(you(r), a, b);
  });
  app.get(`${base}/reactivateDescriber/:a/:b`, any, async (r) => {
    const { a, b } = parseInput(zPair, r.params);
    return reactivateDescriber(you(r), a, b);
  });
  app.delete(`${base}/removeDescriber/:a/:b`, any, async (r) => {
    const { a, b } = parseInput(zPair, r.params);
    return removeDescriber(you(r), a, b);
  });
  app.get(
    `${base}/Decline/:id/:key`,
    { config: { access: 'anonymous' }, onRequest: routeLimit(app) },
    async (r) => {
      const { id, key } = parseInput(zDecline, r.params);
      return declineSurvey(contextOf(r), id, key);
    },
  );
  app.get(`${base}/getCompletedByUserAccountId/:id`, any, async (r) =>
    completedDescriptions(you(r), parseInput(zId, r.params).id, 'given'),
  );
  app.get(
    `${base}/getCompletedByUserAccountIdCount/:id`,
    any,
    async (r) =>
      (await completedDescriptions(you(r), parseInput(zId, r.params).id, 'given')).length,
  );
  app.get(`${base}/getAllCompletedByUserAccountId/:id`, any, async (r) =>
    completedDescriptions(you(r), parseInput(zId, r.params).id, 'all'),
  );
  app.get(`${base}/GetCompletedSelfsByUserAccountId/:id`, any, async (r) =>
    completedDescriptions(you(r), parseInput(zId, r.params).id, 'self'),
  );
  app.get(`${base}/GetPotentialDescriberContactInfo/:id`, any, async (r) =>
    potentialDescribers(you(r), parseInput(zId, r.params).id),
  );
}
