import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Hub } from '../../realtime/hub';
import { actorContext, type ActorContext } from '../../shared/request-context';

/** The event and participant calls: a signed-in request that also pushes to open pages. */
export type EventContext = ActorContext & { hub: Hub };

export async function eventContext(
  request: FastifyRequest,
  db: Kysely<Database>,
): Promise<EventContext> {
  return { ...(await actorContext(request, db)), hub: request.server.portal.hub };
}
