import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { BrandKey, TWebhook, ZWebhookInput, ZWebhookUpdate } from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { isObviouslyInternalHost, PRIVATE_TARGET_MESSAGE } from './webhook-target';
import * as store from './webhooks.store';

export type WebhookPolicy = { allowPrivateTargets: boolean };

/** Refuses a URL whose host is plainly internal; the socket check catches names that resolve so. */
function checkTarget(url: string, policy: WebhookPolicy): void {
  if (policy.allowPrivateTargets) return;
  if (isObviouslyInternalHost(new URL(url).hostname)) {
    throw new HttpError(400, 'errors.common.requestNotValid', [
      { field: 'url', message: PRIVATE_TARGET_MESSAGE },
    ]);
  }
}

export async function createWebhook(
  db: Kysely<Database>,
  brand: BrandKey,
  input: z.output<typeof ZWebhookInput>,
  policy: WebhookPolicy,
): Promise<TWebhook> {
  checkTarget(input.url, policy);
  return store.toWebhook(await store.insertWebhook(db, brand, input));
}

export async function changeWebhook(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
  input: z.output<typeof ZWebhookUpdate>,
  policy: WebhookPolicy,
): Promise<TWebhook> {
  checkTarget(input.url, policy);
  const row = await store.updateWebhook(db, brand, id, input);
  if (!row) throw notFound({ key: 'errors.webhooks.notFound', values: { id } });
  return store.toWebhook(row);
}

export async function removeWebhook(db: Kysely<Database>, brand: BrandKey, id: string) {
  if (!(await store.deleteWebhook(db, brand, id)))
    throw notFound({ key: 'errors.webhooks.notFound', values: { id } });
}

export async function redeliver(db: Kysely<Database>, brand: BrandKey, id: string) {
  if (!(await store.requeueDelivery(db, brand, id))) {
    throw notFound({ key: 'errors.webhooks.deliveryNotFound', values: { id } });
  }
}
