import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { profileDescriberApi, profileParticipantApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
import { routeLimit } from '../../http/shared-rate-limit';
import { profileContextOf } from '../profile-participant/profile-context';
import { notificationRunOf } from '../profile-participant/profile-notifications.service';
import { signedIn } from '../../shared/request-context';
import {
  describerFeedback,
  describersOf,
  inviteDescribers,
  reactivateDescriber,
  removeDescriber,
  resendInvitation,
} from './describer.service';
import { sendDueReminders, syncDeliveryStates } from './describer-reminders.service';
import {
  completedDescriptions,
  describerRequests,
  descriptorsOf,
  descriptorsOfParticipant,
  potentialDescribers,
} from './describer-lists.service';
import { declineSurvey, saveSurveyProgress, submitSurvey, surveyByCode } from './survey.service';

/**
 * profiledescriberfeedback: describers, invitations, and the describer survey; and the
 * participant calls that reach the describers (an invitation sent again, the reminder and
 * delivery runs).
 */
export function registerDescriberRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const contextOf = profileContextOf(app, db);
  const you = (r: FastifyRequest) => signedIn(contextOf(r));
  const api = profileDescriberApi;

  serve(app, api.descriptors, async ({ params }, r) => descriptorsOf(you(r), params.id));
  serve(app, api.descriptorsOfParticipant, async ({ params }, r) =>
    descriptorsOfParticipant(you(r), params.id),
  );
  serve(app, api.describersOf, async ({ params }, r) => describersOf(you(r), params.id));
  serve(app, api.requests, async ({ params }, r) => describerRequests(you(r), params.id));
  serve(app, api.survey, async ({ params }, r) => surveyByCode(contextOf(r), params.code));
  serve(app, api.submit, async ({ params, body }, r) =>
    submitSurvey(contextOf(r), params.code, body),
  );
  serve(app, api.upsertBatch, async ({ body }, r) => {
    if ('surveyCode' in body) return saveSurveyProgress(contextOf(r), body);
    return inviteDescribers(you(r), body);
  });
  serve(app, api.feedback, async ({ params: { a, b } }, r) => describerFeedback(you(r), a, b));
  serve(app, api.reactivate, async ({ params: { a, b } }, r) => reactivateDescriber(you(r), a, b));
  serve(app, api.remove, async ({ params: { a, b } }, r) => removeDescriber(you(r), a, b));
  serve(
    app,
    api.decline,
    async ({ params: { id, key } }, r) => declineSurvey(contextOf(r), id, key),
    { onRequest: routeLimit(app) },
  );
  serve(app, api.completedGiven, async ({ params }, r) =>
    completedDescriptions(you(r), params.id, 'given'),
  );
  serve(
    app,
    api.completedGivenCount,
    async ({ params }, r) => (await completedDescriptions(you(r), params.id, 'given')).length,
  );
  serve(app, api.completedAll, async ({ params }, r) =>
    completedDescriptions(you(r), params.id, 'all'),
  );
  serve(app, api.completedSelf, async ({ params }, r) =>
    completedDescriptions(you(r), params.id, 'self'),
  );
  serve(app, api.potentialDescribers, async ({ params }, r) =>
    potentialDescribers(you(r), params.id),
  );

  const runOf = notificationRunOf(app, db);
  const participantApi = profileParticipantApi;
  serve(app, participantApi.resendInvitation, async ({ params: { a, b } }, r) =>
    resendInvitation(you(r), a, b),
  );
  serve(app, participantApi.sendReminders, async ({ params }, r) => ({
    reminders: await sendDueReminders(runOf(r, params.x)),
  }));
  serve(app, participantApi.syncDeliveries, async ({ params }, r) => ({
    updated: await syncDeliveryStates(runOf(r, params.x)),
  }));
}
