import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  ANY,
  BRAND_KEYS,
  zGuid,
  zIdList,
  zStartProfileRequest,
  zUserAccountIdList,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError, parseInput } from '../../http/errors';
import { resendInvitation } from '../profile-describer/describer.service';
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
  notifyReleasedReports,
  sendDueReminders,
  sendStatusUpdates,
  syncDeliveryStates,
  type NotificationRun,
} from './profile-notifications.service';

const zId = z.object({ id: zGuid });
const zPair = z.object({ a: zGuid, b: zGuid });
const zBrand = z.object({ x: z.string().trim().toLowerCase().pipe(z.enum(BRAND_KEYS)) });
const zStatusQuery = z.object({
  ignoreDateRestrictions: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/** profileparticipant: starting the 360, its status, and the notification runs. */
export function registerParticipantRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const contextOf = profileContextOf(app, db);
  const you = (r: FastifyRequest) => signedIn(contextOf(r));
  const base = '/api/profileparticipant';
  const any = { config: { access: ANY } } as const;
  // The notification runs are jobs too; developers may start one by hand for a brand.
  const developer = { config: { access: 'developer' } } as const;
  const runOf = (r: FastifyRequest): NotificationRun => {
    const { x } = parseInput(zBrand, r.params);
    if (x !== r.brand) throw new HttpError(403, 'Runs only for the brand of the call.');
    return { db, config: app.portal.config, brand: x, now: new Date() };
  };

  app.post(`${base}/start`, any, async (r) =>
    startProfile(you(r), parseInput(zStartProfileRequest, r.body ?? {}).profileConfigId),
  );
  app.get(`${base}/getByUserAccountId/:id`, any, async (r) =>
    participantsOfAccount(you(r), parseInput(zId, r.params).id),
  );
  app.post(`${base}/GetLatestStatusByUserAccountIds`, any, async (r) =>
    statusesOf(you(r), parseInput(zUserAccountIdList, r.body ?? {}).userAccountIds),
  );
  app.get(
    `${base}/GetLatestStatusByUserAccountId/:id`,
    any,
    async (r) => (await statusesOf(you(r), [parseInput(zId, r.params).id]))[0],
  );
  app.post(`${base}/GetStatusByParticipantIds`, any, async (r) =>
    statusesOfParticipants(you(r), parseInput(zIdList, r.body ?? {}).ids),
  );
  app.get(`${base}/ReactivateProfileParticipant/:id`, any, async (r) =>
    setParticipantActive(you(r), parseInput(zId, r.params).id, true),
  );
  app.delete(`${base}/DeleteParticipant/:a/:b`, any, async (r) => {
    const { a, b } = parseInput(zPair, r.params);
    return deleteParticipant(you(r), a, b);
  });
  app.get(`${base}/isSelfRequired/:id`, any, async (r) =>
    isSelfRequired(you(r), parseInput(zId, r.params).id),
  );
  app.get(`${base}/ResetProfileNotificationsAsync/:a/:b`, any, async (r) => {
    const { a, b } = parseInput(zPair, r.params);
    return resendInvitation(you(r), a, b);
  });
  app.get(`${base}/ProcessProfileNotificationsAsync/:x`, developer, async (r) => ({
    reminders: await sendDueReminders(runOf(r)),
  }));
  app.get(`${base}/ProcessOtherProfileNotifications/:x`, developer, async (r) => ({
    released: await notifyReleasedReports(runOf(r)),
  }));
  app.get(`${base}/UpdateNotificationCounts/:x`, developer, async (r) => ({
    updated: await syncDeliveryStates(runOf(r)),
  }));
  app.get(`${base}/ProcessProfileStatusUpdates/:x`, developer, async (r) =>
    sendStatusUpdates(runOf(r), parseInput(zStatusQuery, r.query).ignoreDateRestrictions),
  );
}
