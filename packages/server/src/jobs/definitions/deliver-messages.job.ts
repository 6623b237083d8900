import { z } from 'zod';
import { deliverDueMessages } from '../../mail/deliver-due';
import { defineJob } from '../job-definition';

/**
 * The outbox's sender (docs/decisions.md, "Background jobs, delivery and webhooks"): a sweep of
 * the due messages every few seconds, rather than one job per message, so a message committed
 * with its change needs nothing more to be sent, and a crash anywhere loses none.
 */
export const deliverMessagesJob = defineJob({
  name: 'deliver-messages',
  description: 'Sends the queued e-mail and text messages of the outbox; retries deferred ones.',
  payload: z.object({ limit: z.number().int().min(1).max(10_000).optional() }).strict(),
  repeatSeconds: 5,
  retry: { limit: 3, backoffSeconds: 10 },
  handler: async (payload, context) => {
    const result = await deliverDueMessages(context.db, {
      transport: context.mail,
      sms: context.sms,
      defaultFrom: context.settings?.current().mailFrom ?? context.config.mailFrom,
      smsFrom: context.settings?.current().smsFrom,
      leaseSeconds: context.leaseSeconds,
      signal: context.signal,
      ...(payload.limit ? { limit: payload.limit } : {}),
    });
    if (result.attempted === 0) return 'idle';
    context.log.info(result, 'outbox delivered');
    return undefined;
  },
});
