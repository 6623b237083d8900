import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ZEventCatalogItemSave } from '@portal/core';
import type { Database } from '../../db/schema';
import { registerGenericArea } from '../../shared/generic-area';
import { createCatalogStore } from './eventcatalog.store';

/**
 * eventcatalog area: the brand's event types through the generic operations
 * (`/api/eventcatalog/search|upsert|{id}|GetByIds|getall|{id} DELETE|ping`). Every signed-in
 * person reads them (the brand's training offer, no personal data); event admins change them.
 * SyncEventTypeToEvents lives in the event area, as the spec places it.
 */
export function registerEventCatalogRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  registerGenericArea(app, {
    area: 'eventcatalog',
    store: createCatalogStore(db),
    schema: ZEventCatalogItemSave,
    access: { read: 'any', write: 'eventAdmin' },
  });
}
