import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { eventCatalogApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { registerGenericArea } from '../../shared/generic-area';
import { createCatalogStore } from './eventcatalog.store';

/**
 * eventcatalog area: the brand's event types through the generic operations (rules in core's
 * eventCatalogApi). SyncEventTypeToEvents lives in the event area, as the spec places it.
 */
export function registerEventCatalogRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  registerGenericArea(app, {
    api: eventCatalogApi,
    store: createCatalogStore(db),
  });
}
