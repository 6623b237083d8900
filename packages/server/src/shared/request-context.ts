import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { type BrandKey, type LocaleCode, type Session, type Viewer } from '@portal/core';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { SIGN_IN_REQUIRED } from '../http/api-guard';
import { HttpError } from '../http/errors';
import { requestLanguage } from '../http/request-language';
import { userAccountIdOf } from './user-account-id.store';

/**
 * What every area's services get of a request: the database, the brand, the clock (tests move
 * it), where links in e-mails point, the client's address, the request's logger, and who calls.
 * One type for all areas, so that a service of one area can call another's with the context it
 * was given. Work without a request (jobs) builds the same fields with `brandOrigin`.
 */
export type RequestContext = {
  db: Kysely<Database>;
  brand: BrandKey;
  now: Date;
  /** Scheme, host and port of the brand's site, for links in e-mails. */
  origin: string;
  ip: string | null;
  log: FastifyBaseLogger;
  /** The caller's session; null on an anonymous call. */
  session: Session | null;
  /** The language the caller's page shows (its Accept-Language), when the portal has it. */
  language?: LocaleCode;
};

/** A request whose caller is signed in. */
export type SignedInContext = RequestContext & { session: Session };

/**
 * The signed-in caller as the rules of every area see them: the session (claims, roles), their
 * user account in the brand (null when they have none there; the access predicates of core
 * compare user account ids) and their sign-in address (trainers are named on events by address;
 * only a confirmed address matches registrations made by e-mail).
 */
export type Actor = Viewer & {
  /** The sign-in address, lower case. */
  email: string;
  /** The same address when it is confirmed, else null. */
  verifiedEmail: string | null;
};

/** A signed-in request with its actor resolved. */
export type ActorContext = SignedInContext & { actor: Actor };

/** The context of a request, signed in or not. */
export function requestContext(request: FastifyRequest, db: Kysely<Database>): RequestContext {
  return {
    db,
    brand: request.brand,
    now: new Date(),
    origin: linkOrigin(request, request.server.portal.config),
    ip: request.ip,
    log: request.log,
    session: request.session,
    language: requestLanguage(request),
  };
}

/** The same context, refused with 401 when nobody is signed in. */
export function signedIn<C extends RequestContext>(context: C): C & { session: Session } {
  if (!context.session) throw new HttpError(401, SIGN_IN_REQUIRED);
  return context as C & { session: Session };
}

/** The signed-in caller of a request (401 without a session), with their user account. */
export async function actorContext(
  request: FastifyRequest,
  db: Kysely<Database>,
): Promise<ActorContext> {
  const context = signedIn(requestContext(request, db));
  const { session } = context;
  const email = session.email.toLowerCase();
  return {
    ...context,
    actor: {
      session,
      // The access predicates compare user account ids.
      userAccountId: await userAccountIdOf(db, context.brand, session.userId),
      email,
      verifiedEmail: session.emailVerified ? email : null,
    },
  };
}

/**
 * Where links in e-mails point: the request's own origin when its host is one of the brand's
 * configured hosts, else the brand's first configured host. A forged Host header therefore
 * cannot send a reset link to another site.
 */
export function linkOrigin(request: FastifyRequest, config: Config): string {
  if (config.brandHosts[request.hostname.toLowerCase()] === request.brand) {
    return `${request.protocol}://${request.host}`;
  }
  const host = Object.entries(config.brandHosts).find(([, brand]) => brand === request.brand)?.[0];
  const port = config.port === 80 || config.port === 443 ? '' : `:${config.port}`;
  return `${request.protocol}://${host ?? 'localhost'}${port}`;
}

/** The brand's site for links sent without a request (jobs): its first configured host. */
export function brandOrigin(config: Config, brand: BrandKey): string {
  const host = Object.entries(config.brandHosts).find(([, b]) => b === brand)?.[0] ?? 'localhost';
  const port = config.port === 80 || config.port === 443 ? '' : `:${config.port}`;
  return `http://${host}${port}`;
}
