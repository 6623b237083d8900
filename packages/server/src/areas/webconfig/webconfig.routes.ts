import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { appConfigChanges, webConfigApi, type BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve, serveOnReply } from '../../http/serve';
import { AUDIT_ACTIONS, recordAudit, type AuditAction } from '../../shared/audit';
import type { CachedAppConfig, WebConfigCache } from './webconfig.service';
import { loadAppConfig, replaceAppConfig, setFeatures } from './webconfig.store';

function sendAppConfig(request: FastifyRequest, reply: FastifyReply, cached: CachedAppConfig) {
  reply.header('etag', cached.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === cached.etag) reply.code(304).send();
  else reply.type('application/json; charset=utf-8').send(cached.body);
}

/** webconfig area: the brand's application configuration, its flags, its reload, and the log level. */
export function registerWebConfigRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  cache: WebConfigCache,
  configChanged: (brand: BrandKey) => void,
): void {
  // The hottest read: a copy in memory is sent at once, without a promise; only a load waits.
  serveOnReply(app, webConfigApi.getLatest, (_input, request, reply) => {
    const cached = cache.current(request.brand);
    if (cached) sendAppConfig(request, reply, cached);
    else
      cache.get(request.brand).then(
        (loaded) => sendAppConfig(request, reply, loaded),
        (error: unknown) => reply.send(error),
      );
  });

  serve(app, webConfigApi.forceRefresh, async (_input, request) => {
    cache.invalidate();
    configChanged(request.brand);
    return (await cache.get(request.brand)).config;
  });

  /** A change of the brand's configuration with its audit entry, then reloaded everywhere. */
  const changeConfig = async (
    request: FastifyRequest,
    action: AuditAction,
    details: Record<string, unknown>,
    change: (trx: Kysely<Database>) => Promise<void>,
  ) => {
    await db.transaction().execute(async (trx) => {
      await change(trx);
      await recordAudit(trx, {
        action,
        appName: request.brand,
        actorUserId: request.session?.userId ?? null,
        ip: request.ip,
        details,
      });
    });
    cache.invalidate(request.brand);
    configChanged(request.brand);
    return (await cache.get(request.brand)).config;
  };

  serve(app, webConfigApi.setFeatures, ({ body: changes }, request) =>
    changeConfig(request, AUDIT_ACTIONS.featuresChanged, { changes }, (trx) =>
      setFeatures(trx, request.brand, changes),
    ),
  );

  serve(app, webConfigApi.upsert, async ({ body: document }, request) => {
    const changes = appConfigChanges(await loadAppConfig(db, request.brand), document);
    const config = await changeConfig(
      request,
      AUDIT_ACTIONS.appConfigReplaced,
      { changes },
      (trx) => replaceAppConfig(trx, request.brand, document),
    );
    return { config, changes };
  });

  serve(app, webConfigApi.setLogLevel, async ({ params: { level } }, request) => {
    request.log.warn({ level, by: request.session?.email }, 'log level changed');
    app.log.level = level;
    return { level };
  });
}
