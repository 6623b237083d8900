import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { BrandKey, Session } from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { SIGN_IN_REQUIRED } from '../../http/api-guard';
import type { Hub } from '../../realtime/hub';
import { linkOrigin } from '../../shared/request-context';
import { viewerAccountId } from '../crmaccount/account-context';

/** The signed-in caller of the event and participant calls. */
export type EventActor = {
  session: Session;
  /** The caller's user account in the brand (null when they have none there). */
  userAccountId: string | null;
  /** The caller's sign-in address, lower case: trainers are named on events by address. */
  email: string;
  /** The same address when it is confirmed: only then does it match registrations by e-mail. */
  verifiedEmail: string | null;
};

export type EventContext = {
  db: Kysely<Database>;
  brand: BrandKey;
  actor: EventActor;
  now: Date;
  /** Scheme, host and port of the brand's site, for links in e-mails. */
  origin: string;
  hub: Hub;
  log: FastifyBaseLogger;
};

export async function eventContext(
  request: FastifyRequest,
  db: Kysely<Database>,
): Promise<EventContext> {
  const session = request.session;
  if (!session) throw new HttpError(401, SIGN_IN_REQUIRED);
  return {
    db,
    brand: request.brand,
    actor: {
      session,
      userAccountId: await viewerAccountId(db, request.brand, session.userId),
      email: session.email.toLowerCase(),
      verifiedEmail: session.emailVerified ? session.email.toLowerCase() : null,
    },
    now: new Date(),
    origin: linkOrigin(request, request.server.portal.config),
    hub: request.server.portal.hub,
    log: request.log,
  };
}
