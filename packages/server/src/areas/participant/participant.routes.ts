import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  ANY,
  EVENT_MANAGERS,
  ZParticipantSave,
  ZParticipantSearch,
  ZParticipantsSave,
  ZScheduledParams,
  ZSendInvites,
  emptyPagedResult,
  isValidGuid,
  zEmail,
  zFlag,
  zGuid,
  zGuidArray,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { parseInput } from '../../http/errors';
import { eventContext } from '../event/event-context';
import { eventCertificate } from './participant-certificate.service';
import { sendInvites } from './participant-invites.service';
import {
  emailsByEventType,
  mostRecentStartedPerType,
  participantsByEventIds,
  participantsByIds,
  registrationOf,
  registrationsWithEvents,
  scheduledByCategory,
  searchParticipants,
} from './participant-queries.service';
import {
  deleteParticipant,
  deleteSelf,
  importGroupMembers,
  readableParticipant,
  saveParticipant,
} from './participant.service';

const zId = z.object({ id: zGuid });

/** participant area (see docs/decisions.md, "Training events (server)"). */
export function registerParticipantRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const signedIn = { config: { access: ANY } } as const;
  const managers = { config: { access: EVENT_MANAGERS } } as const;
  const ctx = (request: FastifyRequest) => eventContext(request, db);
  const base = '/api/participant';

  // A failed search answers an empty result (error catalogue); bad input and refusals do not.
  app.get(base, signedIn, async (request) => {
    const query = parseInput(ZParticipantSearch, request.query);
    const context = await ctx(request);
    try {
      return await searchParticipants(context, query);
    } catch (error) {
      if (error instanceof Error && 'statusCode' in error) throw error;
      request.log.error({ err: error }, 'participant search failed');
      return emptyPagedResult();
    }
  });

  app.get(`${base}/GetById/:id`, signedIn, async (request) => {
    const { id } = parseInput(zId, request.params);
    return readableParticipant(await ctx(request), id);
  });

  app.post(`${base}/getByIds`, signedIn, async (request) =>
    participantsByIds(await ctx(request), parseInput(zGuidArray, request.body)),
  );

  app.post(`${base}/getByEventIds`, signedIn, async (request) =>
    participantsByEventIds(await ctx(request), parseInput(zGuidArray, request.body)),
  );

  app.get(
    `${base}/getMostRecentParticipantsByUaIdThatHaveStartedForEachEventType/:id`,
    signedIn,
    async (request) => {
      const { id } = parseInput(zId, request.params);
      return mostRecentStartedPerType(await ctx(request), id);
    },
  );

  app.get(`${base}/GetByUserAccountId/:id`, signedIn, async (request) => {
    const { id } = parseInput(zId, request.params);
    return registrationsWithEvents(await ctx(request), id);
  });

  app.get(`${base}/GetScheduledByUserAccountIdAndCategory/:a/:b/:c/:d`, signedIn, async (request) =>
    scheduledByCategory(await ctx(request), parseInput(ZScheduledParams, request.params)),
  );

  // A failed delete answers false (error catalogue); another's registration is still 403.
  app.delete<{ Params: { id: string } }>(`${base}/:id`, managers, async (request) => {
    if (!isValidGuid(request.params.id)) return false;
    return deleteParticipant(await ctx(request), request.params.id);
  });

  app.delete<{ Params: { id: string } }>(`${base}/DeleteSelf/:id`, signedIn, async (request) => {
    if (!isValidGuid(request.params.id)) return false;
    return deleteSelf(await ctx(request), request.params.id);
  });

  app.post(`${base}/save`, managers, async (request) =>
    saveParticipant(await ctx(request), parseInput(ZParticipantSave, request.body)),
  );

  app.post(`${base}/saveParticipants`, managers, async (request) => {
    const input = parseInput(ZParticipantsSave, request.body);
    const context = await ctx(request);
    const saved = [];
    for (const participant of input) saved.push(await saveParticipant(context, participant));
    return saved;
  });

  app.post(
    `${base}/GetEmailsByEventType/:a/:b`,
    { config: { access: 'eventAdmin' } },
    async (request) => {
      const { a, b } = parseInput(z.object({ a: zGuid, b: zFlag }), request.params);
      return emailsByEventType(await ctx(request), a, b);
    },
  );

  app.get(`${base}/GetByEventEmailUserAccountId/:a/:b/:c`, signedIn, async (request) => {
    const { a, b, c } = parseInput(
      z.object({ a: zGuid, b: zEmail, c: z.union([zGuid, z.enum(['null', 'none'])]) }),
      request.params,
    );
    return registrationOf(await ctx(request), a, b, isValidGuid(c) ? c : null);
  });

  app.get(`${base}/CreateParticipantsFromGroupMembers/:a/:b`, managers, async (request) => {
    const { a, b } = parseInput(z.object({ a: zGuid, b: zGuid }), request.params);
    return importGroupMembers(await ctx(request), a, b);
  });

  app.post(`${base}/sendInvites/:x`, managers, async (request) => {
    const { x } = parseInput(z.object({ x: zGuid }), request.params);
    return sendInvites(await ctx(request), x, parseInput(ZSendInvites, request.body));
  });

  app.get(`${base}/GetEventCertificateData/:id`, signedIn, async (request) => {
    const { id } = parseInput(zId, request.params);
    return eventCertificate(await ctx(request), id);
  });
}
