import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { BrandKey } from '@portal/core';
import { FEATURES, MAINTAINERS } from '@portal/core';
import { LOG_LEVELS } from '../../config';
import type { Database } from '../../db/schema';
import { parseInput } from '../../http/errors';
import { AUDIT_ACTIONS, recordAudit } from '../auth/audit';
import type { CachedAppConfig, WebConfigCache } from './webconfig.service';
import { setFeatures } from './webconfig.store';

/** SetFeatures: flags of core by name, each on or off; at least one. */
const zFeatureChanges = z
  .partialRecord(z.enum(FEATURES), z.boolean())
  .refine((changes) => Object.keys(changes).length > 0, 'Name at least one feature.');

const zLogLevelParams = z.object({
  level: z.string().trim().toLowerCase().pipe(z.enum(LOG_LEVELS)),
});

function sendAppConfig(request: FastifyRequest, reply: FastifyReply, cached: CachedAppConfig) {
  reply.header('etag', cached.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === cached.etag) reply.code(304).send();
  else reply.type('application/json; charset=utf-8').send(cached.body);
}

/** webconfig area: the brand's application configuration, its reload, and the log level. */
export function registerWebConfigRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  cache: WebConfigCache,
  configChanged: (brand: BrandKey) => void,
): void {
  // Anonymous: the shell needs the configuration before anyone signs in.
  app.get(
    '/api/webconfig/GetLatest',
    { config: { access: 'anonymous' } },
    // The hottest read: a copy in memory is sent at once, without a promise; only a load waits.
    (request, reply) => {
      const cached = cache.current(request.brand);
      if (cached) sendAppConfig(request, reply, cached);
      else
        cache.get(request.brand).then(
          (loaded) => sendAppConfig(request, reply, loaded),
          (error: unknown) => reply.send(error),
        );
    },
  );

  app.post('/api/webconfig/forceRefresh', { config: { access: MAINTAINERS } }, async (request) => {
    cache.invalidate();
    configChanged(request.brand);
    return (await cache.get(request.brand)).config;
  });

  // An addition (the spec's appfeatures page has no call named): switches flags of the caller's
  // brand, audited; every instance and open browser reloads the configuration.
  app.post('/api/webconfig/SetFeatures', { config: { access: MAINTAINERS } }, async (request) => {
    const changes = parseInput(zFeatureChanges, request.body);
    await db.transaction().execute(async (trx) => {
      await setFeatures(trx, request.brand, changes);
      await recordAudit(trx, {
        action: AUDIT_ACTIONS.featuresChanged,
        appName: request.brand,
        actorUserId: request.session?.userId ?? null,
        ip: request.ip,
        details: { changes },
      });
    });
    cache.invalidate(request.brand);
    configChanged(request.brand);
    return (await cache.get(request.brand)).config;
  });

  app.get(
    '/api/webconfig/SetLogLevel/:level',
    { config: { access: 'developer' } },
    async (request) => {
      const { level } = parseInput(zLogLevelParams, request.params);
      request.log.warn({ level, by: request.session?.email }, 'log level changed');
      app.log.level = level;
      return { level };
    },
  );
}
