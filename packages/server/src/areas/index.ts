import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/database';
import type { Jobs } from '../jobs/jobs';
import { registerAppPageRoutes } from './apppage/apppage.routes';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerHealthRoutes } from './health/health.routes';
import { registerJobsRoutes } from './jobs/jobs.routes';
import { registerMessagingRoutes } from './messaging/messaging.routes';
import { registerWebConfigRoutes } from './webconfig/webconfig.routes';
import { registerWebhooksRoutes } from './webhooks/webhooks.routes';
import type { WebConfigCache } from './webconfig/webconfig.service';

export type AreaContext = { database: DatabaseHandle; webConfig: WebConfigCache; jobs: Jobs };

/** Every API area, registered in this one place. */
export function registerAreas(app: FastifyInstance, context: AreaContext): void {
  const { db } = context.database;
  registerHealthRoutes(app, context.database);
  registerWebConfigRoutes(app, context.webConfig);
  registerAppPageRoutes(app, db, context.webConfig);
  registerMessagingRoutes(app, db);
  registerAuthRoutes(app, db);
  registerJobsRoutes(app, db, context.jobs);
  registerWebhooksRoutes(app, db);
}
