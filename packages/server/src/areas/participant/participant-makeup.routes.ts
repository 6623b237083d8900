import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  ANY,
  EVENT_MANAGERS,
  ZMakeupRequest,
  ZMakeupRequestsQuery,
  ZMakeupStatusParams,
  ZSendSchedulingLinks,
  zGuid,
  type TSendSchedulingLinksResult,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { parseInput } from '../../http/errors';
import { EVENT_TEMPLATE_CODES } from '../../mail/templates/event-templates';
import { eventMessageData } from '../event/event-checkin.service';
import { eventContext } from '../event/event-context';
import { sendOnce } from '../event/event-notify';
import { manageableEvent } from '../event/event.service';
import {
  cancelMakeup,
  makeupOptions,
  makeupRequests,
  requestMakeup,
  schedulingLink,
  schedulingLinkOf,
  setMakeupStatus,
} from './participant-makeup.service';
import { participantsOfEvents } from './participant.store';

const zId = z.object({ id: zGuid });

/**
 * Participant scheduling (feature participantScheduling): scheduling links and internal
 * make-up events. Additions to the spec's participant area; see docs/decisions.md.
 */
export function registerParticipantMakeupRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const base = '/api/participant';
  const feature = 'participantScheduling';
  const signedIn = { config: { access: ANY, feature } } as const;
  const managers = { config: { access: EVENT_MANAGERS, feature } } as const;
  const ctx = async (request: FastifyRequest) => eventContext(request, db);

  app.get(`${base}/GetSchedulingLink/:id`, signedIn, async (request) => {
    const { id } = parseInput(zId, request.params);
    return schedulingLink(await ctx(request), id);
  });

  app.get(`${base}/GetMakeupOptions/:id`, signedIn, async (request) => {
    const { id } = parseInput(zId, request.params);
    return makeupOptions(await ctx(request), id);
  });

  app.post(`${base}/RequestMakeup/:id`, signedIn, async (request) => {
    const { id } = parseInput(zId, request.params);
    const { makeupEventId } = parseInput(ZMakeupRequest, request.body);
    return requestMakeup(await ctx(request), id, makeupEventId);
  });

  app.delete(`${base}/CancelMakeup/:id`, signedIn, async (request) => {
    const { id } = parseInput(zId, request.params);
    return cancelMakeup(await ctx(request), id);
  });

  app.post(`${base}/SetMakeupStatus/:id/:status`, managers, async (request) => {
    const { id, status } = parseInput(ZMakeupStatusParams, request.params);
    return setMakeupStatus(await ctx(request), id, status);
  });

  app.get(`${base}/GetMakeupRequests`, managers, async (request) =>
    makeupRequests(await ctx(request), parseInput(ZMakeupRequestsQuery, request.query)),
  );

  // Each participant's own scheduling link by e-mail, once unless `resend`.
  app.post(
    `${base}/SendSchedulingLinks/:id`,
    managers,
    async (request): Promise<TSendSchedulingLinksResult> => {
      const { id } = parseInput(zId, request.params);
      const input = parseInput(ZSendSchedulingLinks, request.body);
      const context = await ctx(request);
      const event = await manageableEvent(context, id);
      const named = new Set(input.participantIds);
      const chosen = (await participantsOfEvents(db, [event.id])).filter(
        (p) => named.size === 0 || named.has(p.id),
      );
      let queued = 0;
      for (const p of chosen) {
        const sent = await sendOnce(
          { db, brand: context.brand, now: context.now, origin: context.origin },
          {
            event,
            recipientKey: p.id,
            kind: input.resend ? `scheduling-link:${context.now.toISOString()}` : 'scheduling-link',
            template: EVENT_TEMPLATE_CODES.schedulingLink,
            to: p.email,
            participantId: p.id,
            userAccountId: p.user_account_id,
            data: eventMessageData(event, p, schedulingLinkOf(event, p, context.origin).url),
          },
        );
        if (sent) queued++;
      }
      return { queued, skipped: chosen.length - queued };
    },
  );
}
