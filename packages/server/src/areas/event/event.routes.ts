import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { emptyPagedResult, eventApi, isValidGuid } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
import { checkIn, checkinEventByCode, validateEventCode } from './event-checkin.service';
import { eventContext } from './event-context';
import {
  eventsByAccount,
  eventsByGroup,
  eventsByGroupsAndAccounts,
  searchEvents,
  selfRegisterEvents,
  similarEvents,
} from './event-queries.service';
import {
  archiveEvent,
  deleteEvent,
  freshEventCode,
  readableEvent,
  readableEvents,
  saveEvent,
  updateCount,
} from './event.service';

/**
 * event area, reads and writes of events (see docs/decisions.md, "Training events (server)").
 * Every call reaches only events of the caller's brand that the policy lets them see.
 */
export function registerEventRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = (request: FastifyRequest) => eventContext(request, db);
  const api = eventApi;

  // A failed search answers an empty result (error catalogue); bad input is still 400.
  serve(app, api.search, async ({ query }, request) => {
    try {
      return await searchEvents(await ctx(request), query);
    } catch (error) {
      request.log.error({ err: error }, 'event search failed');
      return emptyPagedResult();
    }
  });

  serve(app, api.selfRegisterEvents, async ({ params, body }, request) =>
    selfRegisterEvents(await ctx(request), params.days, body.eventTypeIds),
  );

  serve(app, api.byIds, async ({ body }, request) => readableEvents(await ctx(request), body));

  serve(app, api.byGroup, async ({ params: { id, f1, f2 } }, request) =>
    eventsByGroup(await ctx(request), id, { archived: f1, past: f2 }),
  );
  serve(app, api.byAccount, async ({ params: { id, f1, f2 } }, request) =>
    eventsByAccount(await ctx(request), id, { archived: f1, past: f2 }),
  );

  serve(app, api.byGroupsAndAccounts, async ({ body }, request) =>
    eventsByGroupsAndAccounts(await ctx(request), body),
  );

  serve(app, api.checkinEventByCode, async ({ params }, request) =>
    checkinEventByCode(await ctx(request), params.code),
  );

  // The spec's optional second segment carries nothing the answer depends on.
  for (const endpoint of [api.validateCode, api.validateCodeWith]) {
    serve(app, endpoint, async ({ params }, request) =>
      validateEventCode(await ctx(request), params.code),
    );
  }

  serve(app, api.get, async ({ params }, request) => readableEvent(await ctx(request), params.id));

  serve(app, api.similar, async ({ params }, request) =>
    similarEvents(await ctx(request), params.id),
  );

  serve(app, api.generateCode, async (_input, request) => ({
    eventCode: await freshEventCode(await ctx(request)),
  }));

  // A failed save answers null (error catalogue); bad input, refusal and a stale version do not.
  serve(app, api.save, async ({ body }, request) => saveEvent(await ctx(request), body));

  serve(app, api.updateCount, async ({ params, query }, request) =>
    updateCount(await ctx(request), params.id, query),
  );

  // A failed delete or archive answers false (error catalogue).
  serve(app, api.remove, async ({ params }, request) => {
    if (!isValidGuid(params.id)) return false;
    return deleteEvent(await ctx(request), params.id);
  });

  serve(app, api.archive, async ({ params }, request) => {
    if (!isValidGuid(params.id)) return false;
    return archiveEvent(await ctx(request), params.id);
  });

  serve(app, api.checkIn, async ({ params, body }, request) =>
    checkIn(await ctx(request), params.id, body),
  );
}
