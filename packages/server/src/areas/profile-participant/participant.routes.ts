import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { profileParticipantApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
import {
  deleteParticipant,
  isSelfRequired,
  participantsOfAccount,
  setParticipantActive,
  startProfile,
  statusesOf,
  statusesOfParticipants,
} from './participant.service';
import { profileContextOf } from './profile-context';
import { signedIn } from '../../shared/request-context';
import {
  notificationRunOf,
  notifyReleasedReports,
  sendStatusUpdates,
} from './profile-notifications.service';

/**
 * profileparticipant: starting the 360, its status, and the notification runs of participants
 * and reports (the describers' invitations, reminders and deliveries are served by their area).
 */
export function registerParticipantRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const contextOf = profileContextOf(app, db);
  const you = (r: FastifyRequest) => signedIn(contextOf(r));
  const api = profileParticipantApi;
  const runOf = notificationRunOf(app, db);

  serve(app, api.start, async ({ body }, r) => startProfile(you(r), body.profileConfigId));
  serve(app, api.byUserAccount, async ({ params }, r) => participantsOfAccount(you(r), params.id));
  serve(app, api.latestStatuses, async ({ body }, r) => statusesOf(you(r), body.userAccountIds));
  // One id asked about answers exactly one row.
  serve(
    app,
    api.latestStatus,
    async ({ params }, r) => (await statusesOf(you(r), [params.id]))[0]!,
  );
  serve(app, api.statusesByParticipants, async ({ body }, r) =>
    statusesOfParticipants(you(r), body.ids),
  );
  serve(app, api.reactivate, async ({ params }, r) =>
    setParticipantActive(you(r), params.id, true),
  );
  serve(app, api.remove, async ({ params: { a, b } }, r) => deleteParticipant(you(r), a, b));
  serve(app, api.isSelfRequired, async ({ params }, r) => isSelfRequired(you(r), params.id));
  serve(app, api.notifyReleased, async ({ params }, r) => ({
    released: await notifyReleasedReports(runOf(r, params.x)),
  }));
  serve(app, api.sendStatusUpdates, async ({ params, query }, r) =>
    sendStatusUpdates(runOf(r, params.x), query.ignoreDateRestrictions),
  );
}
