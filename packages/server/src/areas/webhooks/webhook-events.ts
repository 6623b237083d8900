import { sql, type Kysely } from 'kysely';
import type { BrandKey, TWebhookEvent } from '@portal/core';
import { toJson, type Database } from '../../db/schema';

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
  const hooks = await db
    .selectFrom('webhook')
    .select('id')
    .where('app_name', '=', brand)
    .where('active', '=', true)
    .where(sql<boolean>`events @> ${toJson([event])}::jsonb`)
    .execute();
  if (hooks.length === 0) return 0;
  await db
    .insertInto('webhook_delivery')
    .values(
      hooks.map((hook) => ({
        webhook_id: hook.id,
        app_name: brand,
        event,
        payload: toJson(payload),
        next_attempt_at: sql<Date>`now()`,
      })),
    )
    .execute();
  return hooks.length;
}
