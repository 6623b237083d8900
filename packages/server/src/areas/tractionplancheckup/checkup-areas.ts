import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { registerCheckupPeopleRoutes } from './checkup-people.routes';
import { registerCheckupRunRoutes } from './checkup-run.routes';
import { registerCheckupRoutes } from './checkup.routes';

/** The tractionplancheckup area (issue 9), but the feedback and report calls. */
export function registerCheckupAreas(app: FastifyInstance, db: Kysely<Database>): void {
  registerCheckupRoutes(app, db);
  registerCheckupPeopleRoutes(app, db);
  registerCheckupRunRoutes(app, db);
}
