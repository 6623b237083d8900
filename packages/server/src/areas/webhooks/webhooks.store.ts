import { sql, type Kysely } from 'kysely';
import type {
  BrandKey,
  PagedResult,
  TWebhook,
  TWebhookDelivery,
  TWebhookDeliveryStatus,
  TWebhookEvent,
} from '@portal/core';
import { toJson, type Database, type WebhookDeliveryRow, type WebhookRow } from '../../db/schema';

export function toWebhook(row: WebhookRow): TWebhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events as TWebhookEvent[],
    active: row.active,
    description: row.description,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export type WebhookValues = {
  url: string;
  secret?: string | undefined;
  events: TWebhookEvent[];
  active: boolean;
  description?: string | undefined;
};

export function listWebhooks(db: Kysely<Database>, brand: BrandKey): Promise<WebhookRow[]> {
  return db
    .selectFrom('webhook')
    .selectAll()
    .where('app_name', '=', brand)
    .orderBy('created_at')
    .execute();
}

export function insertWebhook(
  db: Kysely<Database>,
  brand: BrandKey,
  values: WebhookValues & { secret: string },
): Promise<WebhookRow> {
  return db
    .insertInto('webhook')
    .values({
      app_name: brand,
      url: values.url,
      secret: values.secret,
      events: toJson(values.events),
      active: values.active,
      description: values.description ?? null,
      updated_at: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Only a webhook of the brand is changed; undefined when it has none with that id. */
export function updateWebhook(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
  values: WebhookValues,
): Promise<WebhookRow | undefined> {
  return db
    .updateTable('webhook')
    .set({
      url: values.url,
      events: toJson(values.events),
      active: values.active,
      description: values.description ?? null,
      updated_at: new Date(),
      ...(values.secret ? { secret: values.secret } : {}),
    })
    .where('id', '=', id)
    .where('app_name', '=', brand)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteWebhook(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('webhook')
    .where('id', '=', id)
    .where('app_name', '=', brand)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

type DeliveryListRow = WebhookDeliveryRow & { url: string };

function toDelivery(row: DeliveryListRow): TWebhookDelivery {
  return {
    id: row.id,
    webhookId: row.webhook_id,
    url: row.url,
    event: row.event,
    status: row.status as TWebhookDeliveryStatus,
    attempts: row.attempts,
    responseStatus: row.response_status,
    responseExcerpt: row.response_excerpt,
    error: row.error,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at.toISOString() : null,
  };
}

export type DeliveryFilter = {
  webhookId?: string | undefined;
  status?: TWebhookDeliveryStatus | undefined;
  page: number;
  pageSize: number;
};

/** The brand's deliveries, newest first. */
export async function listDeliveries(
  db: Kysely<Database>,
  brand: BrandKey,
  filter: DeliveryFilter,
): Promise<PagedResult<TWebhookDelivery>> {
  const query = db
    .selectFrom('webhook_delivery as d')
    .innerJoin('webhook as w', 'w.id', 'd.webhook_id')
    .where('d.app_name', '=', brand)
    .$if(!!filter.webhookId, (q) => q.where('d.webhook_id', '=', filter.webhookId ?? ''))
    .$if(!!filter.status, (q) => q.where('d.status', '=', filter.status ?? 'pending'));
  const { count } = await query
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll('d')
    .select('w.url')
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  return { count: Number(count), data: rows.map(toDelivery) };
}

/** Puts a finished delivery of the brand back in the queue; false when it has none such. */
export async function requeueDelivery(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_delivery')
    .set({ status: 'pending', attempts: 0, next_attempt_at: sql`now()`, finished_at: null })
    .where('id', '=', id)
    .where('app_name', '=', brand)
    .where('status', 'in', ['delivered', 'failed'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
