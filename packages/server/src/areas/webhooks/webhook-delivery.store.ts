import { sql, type Kysely } from 'kysely';
import type { BrandKey, TWebhookEvent } from '@portal/core';
import { toJson, type Database, type WebhookDeliveryRow } from '../../db/schema';

/** A delivery taken for sending, with its webhook's address, secret and state. */
export type ClaimedDelivery = WebhookDeliveryRow & { url: string; secret: string; active: boolean };

/** The active webhooks of the brand that chose the event. */
export function listHooksOfEvent(
  db: Kysely<Database>,
  brand: BrandKey,
  event: TWebhookEvent,
): Promise<{ id: string }[]> {
  return db
    .selectFrom('webhook')
    .select('id')
    .where('app_name', '=', brand)
    .where('active', '=', true)
    .where(sql<boolean>`events @> ${toJson([event])}::jsonb`)
    .execute();
}

/** One pending delivery of the event per webhook, due now. */
export async function insertDeliveries(
  db: Kysely<Database>,
  brand: BrandKey,
  webhookIds: readonly string[],
  event: TWebhookEvent,
  payload: Record<string, unknown>,
): Promise<void> {
  await db
    .insertInto('webhook_delivery')
    .values(
      webhookIds.map((webhookId) => ({
        webhook_id: webhookId,
        app_name: brand,
        event,
        payload: toJson(payload),
        next_attempt_at: sql<Date>`now()`,
      })),
    )
    .execute();
}

/** Takes the next due delivery (or one whose sender died) under a lease. */
export async function claimDelivery(
  db: Kysely<Database>,
  leaseSeconds: number,
): Promise<ClaimedDelivery | undefined> {
  const result = await sql<ClaimedDelivery>`
    with taken as (
      update webhook_delivery set status = 'delivering', attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${leaseSeconds})
      where id = (
        select id from webhook_delivery
        where (status = 'pending' and next_attempt_at <= now())
          or (status = 'delivering' and locked_until < now())
        order by next_attempt_at limit 1 for update skip locked)
      returning *)
    select taken.*, w.url, w.secret, w.active
    from taken join webhook w on w.id = taken.webhook_id`.execute(db);
  return result.rows[0];
}

export type DeliveryOutcome = {
  status: 'delivered' | 'pending' | 'failed';
  responseStatus: number | null;
  responseExcerpt: string | null;
  error: string | null;
  /** Seconds until the next try (a retry), or null when the delivery is finished. */
  retryInSeconds: number | null;
};

/** Records how a try went: a retry waits its backoff, anything else is finished now. */
export async function settleDelivery(
  db: Kysely<Database>,
  id: string,
  outcome: DeliveryOutcome,
): Promise<void> {
  const retry = outcome.retryInSeconds !== null;
  await db
    .updateTable('webhook_delivery')
    .set({
      status: outcome.status,
      response_status: outcome.responseStatus,
      response_excerpt: outcome.responseExcerpt,
      error: outcome.error,
      locked_until: null,
      next_attempt_at: retry
        ? sql<Date>`now() + make_interval(secs => ${outcome.retryInSeconds})`
        : sql<Date>`now()`,
      finished_at: retry ? null : sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}
