import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import type { BrandKey, Session } from '@portal/core';
import type { Database } from '../src/db/schema';
import type { RequestContext } from '../src/shared/request-context';

/** A logger that writes nothing, for contexts built outside a request. */
export const silentLog = Fastify({ logger: false }).log;

/** A request context as a call of the brand would build it, for services called directly. */
export function testContext(
  db: Kysely<Database>,
  options: { brand?: BrandKey; now?: Date; session?: Session | null; origin?: string } = {},
): RequestContext {
  const brand = options.brand ?? 'teams';
  return {
    db,
    brand,
    now: options.now ?? new Date(),
    origin: options.origin ?? `http://${brand}.localhost:3000`,
    ip: null,
    log: silentLog,
    session: options.session ?? null,
  };
}
