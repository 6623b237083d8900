import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { Database, MessageRow } from '../../db/schema';
import { apiHeaders } from '../../../test/factories';
import type { RequestContext } from '../../shared/request-context';
import { testContext } from '../../../test/request-contexts';

/** The newest outbox message to an address. */
export async function latestMail(db: Kysely<Database>, recipient: string): Promise<MessageRow> {
  return db
    .selectFrom('message')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('entered_utc', 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}

export function mailCount(db: Kysely<Database>, recipient: string): Promise<number> {
  return db
    .selectFrom('message')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('recipient', '=', recipient)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

/** The path of the first link of a message's text whose path starts with `prefix`. */
export function linkPath(mail: MessageRow, prefix: string): string[] {
  const url = /https?:\/\/\S+/g;
  for (const match of mail.body_text.matchAll(url)) {
    const path = new URL(match[0]).pathname;
    if (path.startsWith(prefix)) return path.slice(prefix.length).split('/').filter(Boolean);
  }
  throw new Error(`No link to ${prefix} in: ${mail.body_text}`);
}

/** A service context as a request of the brand would build it, at the given time. */
export function serviceContext(
  db: Kysely<Database>,
  now = new Date(),
  brand: BrandKey = 'teams',
): RequestContext {
  return testContext(db, { brand, now, origin: 'http://teams.localhost:3000' });
}

/** Calls an /api/auth route of the teams brand. */
export function callAuth(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method,
    url: `/api/auth/${path}`,
    headers: { ...apiHeaders('teams', options.token), ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}
