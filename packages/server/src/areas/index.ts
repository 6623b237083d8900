import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/database';
import { registerAppPageRoutes } from './apppage/apppage.routes';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerHealthRoutes } from './health/health.routes';
import { registerInviteCodeRoutes } from './invite-code/invite-code.routes';
import { registerMessagingRoutes } from './messaging/messaging.routes';
import { registerUserAccountRoutes } from './useraccount/useraccount.routes';
import { registerWebConfigRoutes } from './webconfig/webconfig.routes';
import type { WebConfigCache } from './webconfig/webconfig.service';

export type AreaContext = { database: DatabaseHandle; webConfig: WebConfigCache };

/** Every API area, registered in this one place. */
export function registerAreas(app: FastifyInstance, context: AreaContext): void {
  const { db } = context.database;
  registerHealthRoutes(app, context.database);
  registerWebConfigRoutes(app, context.webConfig);
  registerAppPageRoutes(app, db, context.webConfig);
  registerMessagingRoutes(app, db);
  registerAuthRoutes(app, db);
  registerInviteCodeRoutes(app, db);
  registerUserAccountRoutes(app, db);
}
