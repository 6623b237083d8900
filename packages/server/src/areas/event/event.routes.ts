import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  ANY,
  EVENT_MANAGERS,
  SELF_REGISTER_DEFAULT_DAYS,
  ZCheckinRequest,
  ZEventSave,
  ZEventSearch,
  ZEventsByGroupsAndAccounts,
  ZSelfRegisterEventsQuery,
  ZUpdateCount,
  emptyPagedResult,
  isValidGuid,
  zEventCodeInput,
  zFlag,
  zGuid,
  zGuidArray,
  zSelfRegisterDays,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { parseInput } from '../../http/errors';
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

const zId = z.object({ id: zGuid });
const zByOwner = z.object({ id: zGuid, f1: zFlag, f2: zFlag });

/**
 * event area, reads and writes of events (see docs/decisions.md, "Training events (server)").
 * Every call reaches only events of the caller's brand that the policy lets them see.
 */
export function registerEventRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const signedIn = { config: { access: ANY } } as const;
  const managers = { config: { access: EVENT_MANAGERS } } as const;
  const ctx = (request: FastifyRequest) => eventContext(request, db);

  // A failed search answers an empty result (error catalogue); bad input is still 400.
  app.get('/api/event', signedIn, async (request) => {
    const query = parseInput(ZEventSearch, request.query);
    try {
      return await searchEvents(await ctx(request), query);
    } catch (error) {
      request.log.error({ err: error }, 'event search failed');
      return emptyPagedResult();
    }
  });

  app.post('/api/event/GetSelfRegisterEvents/:days', signedIn, async (request) => {
    const days = parseInput(
      z.object({ days: zSelfRegisterDays.default(SELF_REGISTER_DEFAULT_DAYS) }),
      request.params,
    );
    const body = parseInput(ZSelfRegisterEventsQuery, request.body);
    return selfRegisterEvents(await ctx(request), days.days, body.eventTypeIds);
  });

  app.post('/api/event/getEventsByIds', signedIn, async (request) =>
    readableEvents(await ctx(request), parseInput(zGuidArray, request.body)),
  );

  app.get('/api/event/GetByUserGroupId/:id/:f1/:f2', signedIn, async (request) => {
    const { id, f1, f2 } = parseInput(zByOwner, request.params);
    return eventsByGroup(await ctx(request), id, { archived: f1, past: f2 });
  });

  app.get('/api/event/getByAccountId/:id/:f1/:f2', signedIn, async (request) => {
    const { id, f1, f2 } = parseInput(zByOwner, request.params);
    return eventsByAccount(await ctx(request), id, { archived: f1, past: f2 });
  });

  app.post('/api/event/getEventsByGroupsAndCrmAccountsFilteredByDate', signedIn, async (request) =>
    eventsByGroupsAndAccounts(
      await ctx(request),
      parseInput(ZEventsByGroupsAndAccounts, request.body ?? {}),
    ),
  );

  app.get('/api/event/GetCheckinEventByCode/:code', signedIn, async (request) => {
    const { code } = parseInput(z.object({ code: zEventCodeInput }), request.params);
    return checkinEventByCode(await ctx(request), code);
  });

  app.get('/api/event/ValidateEventCode/:code', signedIn, async (request) => {
    const { code } = parseInput(z.object({ code: zEventCodeInput }), request.params);
    return validateEventCode(await ctx(request), code);
  });
  // The spec's optional second segment carries nothing the answer depends on.
  app.get('/api/event/ValidateEventCode/:code/:x', signedIn, async (request) => {
    const { code } = parseInput(
      z.object({ code: zEventCodeInput, x: z.string().max(100) }),
      request.params,
    );
    return validateEventCode(await ctx(request), code);
  });

  app.get('/api/event/:id', signedIn, async (request) => {
    const { id } = parseInput(zId, request.params);
    return readableEvent(await ctx(request), id);
  });

  app.get('/api/event/getSimilarEvents/:id', managers, async (request) => {
    const { id } = parseInput(zId, request.params);
    return similarEvents(await ctx(request), id);
  });

  app.get('/api/event/generateEventCode', managers, async (request) => ({
    eventCode: await freshEventCode(await ctx(request)),
  }));

  // A failed save answers null (error catalogue); bad input, refusal and a stale version do not.
  app.post('/api/event/save', managers, async (request) =>
    saveEvent(await ctx(request), parseInput(ZEventSave, request.body)),
  );

  app.post('/api/event/updatecount/:id', managers, async (request) => {
    const { id } = parseInput(zId, request.params);
    return updateCount(await ctx(request), id, parseInput(ZUpdateCount, request.query));
  });

  // A failed delete or archive answers false (error catalogue).
  app.delete<{ Params: { id: string } }>('/api/event/:id', managers, async (request) => {
    if (!isValidGuid(request.params.id)) return false;
    return deleteEvent(await ctx(request), request.params.id);
  });

  app.get<{ Params: { id: string } }>('/api/event/archive/:id', managers, async (request) => {
    if (!isValidGuid(request.params.id)) return false;
    return archiveEvent(await ctx(request), request.params.id);
  });

  app.post('/api/event/checkin/:id', signedIn, async (request) => {
    const { id } = parseInput(zId, request.params);
    return checkIn(await ctx(request), id, parseInput(ZCheckinRequest, request.body));
  });
}
