import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { participantApi as api } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
import { EVENT_TEMPLATE_CODES } from '../../mail/templates/event-templates';
import { eventMessageData } from '../event/event-checkin.service';
import { eventContext } from '../event/event-context';
import { sendOnce } from '../event/event-notify';
import { schedulingLinkOf } from '../event/event-scheduling.service';
import { manageableEvent, participantsOfEvents } from '../event/event.service';
import {
  cancelMakeup,
  makeupOptions,
  makeupRequests,
  requestMakeup,
  schedulingLink,
  setMakeupStatus,
} from './participant-makeup.service';

/**
 * Participant scheduling (feature participantScheduling): scheduling links and internal
 * make-up events. Additions to the spec's participant area; see docs/decisions.md.
 */
export function registerParticipantMakeupRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = async (request: FastifyRequest) => eventContext(request, db);

  serve(app, api.schedulingLink, async ({ params }, request) =>
    schedulingLink(await ctx(request), params.id),
  );

  serve(app, api.makeupOptions, async ({ params }, request) =>
    makeupOptions(await ctx(request), params.id),
  );

  serve(app, api.requestMakeup, async ({ params, body }, request) =>
    requestMakeup(await ctx(request), params.id, body.makeupEventId),
  );

  serve(app, api.cancelMakeup, async ({ params }, request) =>
    cancelMakeup(await ctx(request), params.id),
  );

  serve(app, api.setMakeupStatus, async ({ params }, request) =>
    setMakeupStatus(await ctx(request), params.id, params.status),
  );

  serve(app, api.makeupRequests, async ({ query }, request) =>
    makeupRequests(await ctx(request), query),
  );

  // Each participant's own scheduling link by e-mail, once unless `resend`.
  serve(app, api.sendSchedulingLinks, async ({ params: { id }, body: input }, request) => {
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
  });
}
