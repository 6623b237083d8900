import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appPageApi, type BrandKey } from '@portal/core';
import { registerGenericArea } from '../../shared/generic-area';
import { createAppPageStore } from './apppage.store';

/**
 * apppage area: the configured pages of the caller's brand through the generic operations.
 * Any signed-in user reads them; developers change them (the spec's page-text edit mode).
 */
export function registerAppPageRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  /** Announces a change of the brand's pages (its cached configuration is dropped everywhere). */
  configChanged: (brand: BrandKey) => void,
): void {
  registerGenericArea(app, {
    api: appPageApi,
    store: createAppPageStore(db),
    onChange: (scope) => configChanged(scope.brand),
  });
}
