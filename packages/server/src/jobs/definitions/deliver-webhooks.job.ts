import { z } from 'zod';
import { deliverDueWebhooks } from '../../areas/webhooks/webhook-delivery';
import { defineJob } from '../job-definition';

/** Webhook deliveries are an outbox too: swept like the mail (docs/decisions.md). */
export const deliverWebhooksJob = defineJob({
  name: 'deliver-webhooks',
  description: 'Sends the signed webhook deliveries that are due; retries failed ones.',
  payload: z.object({ limit: z.number().int().min(1).max(1000).optional() }).strict(),
  repeatSeconds: 5,
  retry: { limit: 3, backoffSeconds: 10 },
  handler: async (payload, context) => {
    const tried = await deliverDueWebhooks(context.db, {
      allowPrivateTargets: context.config.webhookAllowPrivateTargets,
      leaseSeconds: context.leaseSeconds,
      signal: context.signal,
      ...(payload.limit ? { limit: payload.limit } : {}),
    });
    if (tried === 0) return 'idle';
    context.log.info({ tried }, 'webhooks delivered');
    return undefined;
  },
});
