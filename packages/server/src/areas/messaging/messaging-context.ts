import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { linkOrigin } from '../auth/auth.routes';
import type { MessagingContext } from './messaging.service';

/** The messaging services' view of a request. */
export function messagingContext(request: FastifyRequest, db: Kysely<Database>): MessagingContext {
  return {
    db,
    brand: request.brand,
    origin: linkOrigin(request, request.server.portal.config),
    session: request.session,
    now: new Date(),
  };
}
