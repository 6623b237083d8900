import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { SECURITY_ADMIN, ZWebhookDeliveryQuery, zGuid } from '@portal/core';
import type { Database } from '../../db/schema';
import { parseInput } from '../../http/errors';
import { changeWebhook, createWebhook, redeliver, removeWebhook } from './webhooks.service';
import { listDeliveries, listWebhooks, toWebhook } from './webhooks.store';

const zIdParams = z.object({ id: zGuid });

/** webhooks area: the brand's webhooks and their deliveries. */
export function registerWebhooksRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  // Webhooks send the brand's data to outside systems: a data-protection decision, so they are
  // the security admin's (docs/decisions.md).
  const admin = { config: { access: SECURITY_ADMIN } } as const;
  const policy = () => ({ allowPrivateTargets: app.portal.config.webhookAllowPrivateTargets });

  app.get('/api/webhooks/List', admin, async (request) =>
    (await listWebhooks(db, request.brand)).map(toWebhook),
  );

  app.post('/api/webhooks/Create', admin, async (request, reply) => {
    const hook = await createWebhook(db, request.brand, request.body, policy());
    request.log.info({ webhookId: hook.id, by: request.session?.email }, 'webhook created');
    return reply.code(201).send(hook);
  });

  app.put('/api/webhooks/Update/:id', admin, async (request) => {
    const { id } = parseInput(zIdParams, request.params);
    return changeWebhook(db, request.brand, id, request.body, policy());
  });

  app.delete('/api/webhooks/Delete/:id', admin, async (request, reply) => {
    const { id } = parseInput(zIdParams, request.params);
    await removeWebhook(db, request.brand, id);
    return reply.code(204).send();
  });

  app.get('/api/webhooks/Deliveries', admin, (request) =>
    listDeliveries(db, request.brand, parseInput(ZWebhookDeliveryQuery, request.query)),
  );

  app.post('/api/webhooks/Redeliver/:id', admin, async (request, reply) => {
    const { id } = parseInput(zIdParams, request.params);
    await redeliver(db, request.brand, id);
    return reply.code(202).send({ id });
  });
}
