import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { webhooksApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
import { changeWebhook, createWebhook, redeliver, removeWebhook } from './webhooks.service';
import { listDeliveries, listWebhooks, toWebhook } from './webhooks.store';

/** webhooks area: the brand's webhooks and their deliveries (security admins: see the contract). */
export function registerWebhooksRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const policy = () => ({ allowPrivateTargets: app.portal.config.webhookAllowPrivateTargets });

  serve(app, webhooksApi.list, async (_input, request) =>
    (await listWebhooks(db, request.brand)).map(toWebhook),
  );

  serve(app, webhooksApi.create, async ({ body }, request, reply) => {
    const hook = await createWebhook(db, request.brand, body, policy());
    request.log.info({ webhookId: hook.id, by: request.session?.email }, 'webhook created');
    return reply.code(201).send(hook);
  });

  serve(app, webhooksApi.update, async ({ params, body }, request) =>
    changeWebhook(db, request.brand, params.id, body, policy()),
  );

  serve(app, webhooksApi.remove, async ({ params }, request, reply) => {
    await removeWebhook(db, request.brand, params.id);
    return reply.code(204).send();
  });

  serve(app, webhooksApi.deliveries, ({ query }, request) =>
    listDeliveries(db, request.brand, query),
  );

  serve(app, webhooksApi.redeliver, async ({ params }, request, reply) => {
    await redeliver(db, request.brand, params.id);
    return reply.code(202).send({ id: params.id });
  });
}
