import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { LOCALES, DEFAULT_LOCALE, type LocaleCode, type Session } from '@portal/core';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { requestContext, type RequestContext } from '../../shared/request-context';
import { userAccountIdOf } from '../../shared/user-account-id.store';

/**
 * The profile calls' context: the shared request context, with the language of the instrument
 * texts in answers (`?locale=`, else en-us) and the server's configuration (report rendering).
 */
export type ProfileContext = RequestContext & { locale: LocaleCode; config: Config };

export type SignedInProfileContext = ProfileContext & { session: Session };

const zLocaleQuery = z.object({ locale: z.enum(LOCALES).optional() });

export function localeOf(request: FastifyRequest): LocaleCode {
  const parsed = zLocaleQuery.safeParse(request.query);
  return (parsed.success ? parsed.data.locale : undefined) ?? DEFAULT_LOCALE;
}

/** The context of a call, signed in or not. */
export function profileContextOf(app: FastifyInstance, db: Kysely<Database>) {
  return (request: FastifyRequest): ProfileContext => ({
    ...requestContext(request, db),
    locale: localeOf(request),
    config: app.portal.config,
  });
}

/** Survey codes, decline keys and report codes: 32 random bytes, base64url (43 characters). */
export function randomCode(): string {
  return randomBytes(32).toString('base64url');
}

/** The caller's user account in the brand; null when they have none there. */
export async function callerAccountId(context: SignedInProfileContext): Promise<string | null> {
  return userAccountIdOf(context.db, context.brand, context.session.userId);
}

export async function requireCallerAccountId(context: SignedInProfileContext): Promise<string> {
  const id = await callerAccountId(context);
  if (!id) throw new HttpError(403, 'errors.common.noAccountHere');
  return id;
}
