import type { FastifyInstance } from 'fastify';
import { healthApi } from '@portal/core';
import { isReachable, type DatabaseHandle } from '../../db/database';
import { pendingMigrations } from '../../db/migrate';
import { sendError } from '../../http/errors';
import { serve } from '../../http/serve';

/**
 * Probes for load balancers and orchestrators. They send no app-name header and no token, so
 * the API guard exempts these two paths from both.
 */
export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  let migrated = false;

  serve(app, healthApi.health, async (_input, _request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  serve(app, healthApi.ready, async (_input, request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!(await isReachable(database.db))) {
      return sendError(request, reply, 503, 'errors.server.databaseDown');
    }
    // Applied migrations stay applied: once seen complete, only reachability is re-checked.
    if (!migrated) {
      const pending = await pendingMigrations(database.db).catch(() => ['(unknown)']);
      if (pending.length > 0) {
        return sendError(request, reply, 503, {
          key: 'errors.server.migrationsPending',
          values: { names: pending.join(', ') },
        });
      }
      migrated = true;
    }
    return reply.send({ status: 'ready', database: database.engine });
  });
}
