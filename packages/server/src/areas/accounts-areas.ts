import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { registerCrmAccountRoutes } from './crmaccount/crmaccount.routes';
import { registerNotesRoutes } from './notes/notes.routes';
import { registerUserAccountExtraRoutes } from './useraccount/useraccount-extra.routes';
import { registerUserGroupRoutes } from './usergroup/usergroup.routes';
import { registerUserAccountMetricsRoutes } from './useraccountmetrics/useraccountmetrics.routes';

/** The areas of accounts, groups, user account metrics and notes, registered together. */
export function registerAccountsAreas(app: FastifyInstance, db: Kysely<Database>): void {
  registerCrmAccountRoutes(app, db);
  registerUserGroupRoutes(app, db);
  registerNotesRoutes(app, db);
  registerUserAccountMetricsRoutes(app, db);
  registerUserAccountExtraRoutes(app, db);
}
