import type { Kysely } from 'kysely';
import type { BrandKey, TWebhookEvent } from '@portal/core';
import type { Database } from '../../db/schema';
import { insertDeliveries, listHooksOfEvent } from './webhook-delivery.store';

/**
 * Records an event for every active webhook of the brand that chose it. Pass the transaction of
 * the change the event reports: the deliveries exist only if it commits, and the
 * `deliver-webhooks` job sends them (signed, retried with backoff). Answers how many.
 */
export async function emitWebhookEvent(
  db: Kysely<Database>,
  brand: BrandKey,
  event: TWebhookEvent,
  payload: Record<string, unknown>,
): Promise<number> {
  const hooks = await listHooksOfEvent(db, brand, event);
  if (hooks.length === 0) return 0;
  await insertDeliveries(
    db,
    brand,
    hooks.map((hook) => hook.id),
    event,
    payload,
  );
  return hooks.length;
}
