import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { registerCrmAccountRoutes } from './crmaccount/crmaccount.routes';
import { registerUserGroupRoutes } from './usergroup/usergroup.routes';

/** The areas of accounts, groups, user account metrics and notes, registered together. */
export function registerAccountsAreas(app: FastifyInstance, db: Kysely<Database>): void {
  registerCrmAccountRoutes(app, db);
  registerUserGroupRoutes(app, db);
}
