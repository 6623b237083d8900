import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { emptyPagedResult, eventApi, isValidGuid, participantApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
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
  selfRegister,
} from './participant.service';

/** participant area (see docs/decisions.md, "Training events (server)"). */
export function registerParticipantRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = (request: FastifyRequest) => eventContext(request, db);
  const api = participantApi;

  // A failed search answers an empty result (error catalogue); bad input and refusals do not.
  serve(app, api.search, async ({ query }, request) => {
    const context = await ctx(request);
    try {
      return await searchParticipants(context, query);
    } catch (error) {
      if (error instanceof Error && 'statusCode' in error) throw error;
      request.log.error({ err: error }, 'participant search failed');
      return emptyPagedResult();
    }
  });

  serve(app, api.get, async ({ params }, request) =>
    readableParticipant(await ctx(request), params.id),
  );

  serve(app, api.byIds, async ({ body }, request) => participantsByIds(await ctx(request), body));

  serve(app, api.byEventIds, async ({ body }, request) =>
    participantsByEventIds(await ctx(request), body),
  );

  serve(app, api.mostRecentStarted, async ({ params }, request) =>
    mostRecentStartedPerType(await ctx(request), params.id),
  );

  serve(app, api.byUserAccount, async ({ params }, request) =>
    registrationsWithEvents(await ctx(request), params.id),
  );

  serve(app, api.scheduledByCategory, async ({ params }, request) =>
    scheduledByCategory(await ctx(request), params),
  );

  // A failed delete answers false (error catalogue); another's registration is still 403.
  serve(app, api.remove, async ({ params }, request) => {
    if (!isValidGuid(params.id)) return false;
    return deleteParticipant(await ctx(request), params.id);
  });

  serve(app, api.deleteSelf, async ({ params }, request) => {
    if (!isValidGuid(params.id)) return false;
    return deleteSelf(await ctx(request), params.id);
  });

  // Registering oneself for an event (or withdrawing), an event call the participants' rules answer.
  serve(app, eventApi.selfRegister, async ({ params }, request) =>
    selfRegister(await ctx(request), params.id, params.flag),
  );

  serve(app, api.save, async ({ body }, request) => saveParticipant(await ctx(request), body));

  serve(app, api.saveMany, async ({ body }, request) => {
    const context = await ctx(request);
    const saved = [];
    for (const participant of body) saved.push(await saveParticipant(context, participant));
    return saved;
  });

  serve(app, api.emailsByEventType, async ({ params }, request) =>
    emailsByEventType(await ctx(request), params.a, params.b),
  );

  serve(app, api.registration, async ({ params: { a, b, c } }, request) =>
    registrationOf(await ctx(request), a, b, isValidGuid(c) ? c : null),
  );

  serve(app, api.importGroupMembers, async ({ params }, request) =>
    importGroupMembers(await ctx(request), params.a, params.b),
  );

  serve(app, api.sendInvites, async ({ params, body }, request) =>
    sendInvites(await ctx(request), params.x, body),
  );

  serve(app, api.certificateData, async ({ params }, request) =>
    eventCertificate(await ctx(request), params.id),
  );
}
