import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { Kysely } from 'kysely';
import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { claimDelivery, settleDelivery, type ClaimedDelivery } from './webhook-delivery.store';
import { publicOnlyLookup } from './webhook-target';

/** Tries of a delivery, and the wait before the first retry (doubling each time). */
export const WEBHOOK_RETRY = { limit: 6, backoffSeconds: 30 } as const;
const TIMEOUT_MS = 10_000;
const EXCERPT_LENGTH = 500;

export type WebhookSendOptions = {
  /** Calls to private addresses are allowed (WEBHOOK_ALLOW_PRIVATE_TARGETS). */
  allowPrivateTargets: boolean;
  leaseSeconds: number;
  signal?: AbortSignal;
  limit?: number;
};

/** `sha256=` and the hex HMAC-SHA256, keyed by the secret, of `{timestamp}.{body}`. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

type Response = { status: number; excerpt: string };

/** One signed POST; no redirects are followed. */
function post(delivery: ClaimedDelivery, allowPrivate: boolean): Promise<Response> {
  const body = JSON.stringify({
    id: delivery.id,
    event: delivery.event,
    brand: delivery.app_name,
    createdAt: delivery.created_at.toISOString(),
    data: delivery.payload,
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const url = new URL(delivery.url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        timeout: TIMEOUT_MS,
        ...(allowPrivate ? {} : { lookup: publicOnlyLookup }),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Portal-Webhooks/1',
          [WEBHOOK_EVENT_HEADER]: delivery.event,
          [WEBHOOK_DELIVERY_HEADER]: delivery.id,
          [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(delivery.secret, timestamp, body),
        },
      },
      (response) => {
        let excerpt = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (excerpt.length < EXCERPT_LENGTH) excerpt += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, excerpt: excerpt.slice(0, EXCERPT_LENGTH) }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('No answer within 10 seconds.')));
    request.on('error', reject);
    request.end(body);
  });
}

async function settle(
  db: Kysely<Database>,
  delivery: ClaimedDelivery,
  outcome: { response?: Response; error?: string },
): Promise<void> {
  const ok = !!outcome.response && outcome.response.status >= 200 && outcome.response.status < 300;
  const retry = !ok && delivery.active && delivery.attempts < WEBHOOK_RETRY.limit;
  await settleDelivery(db, delivery.id, {
    status: ok ? 'delivered' : retry ? 'pending' : 'failed',
    responseStatus: outcome.response?.status ?? null,
    responseExcerpt: outcome.response?.excerpt ?? null,
    error: ok ? null : (outcome.error ?? `The receiver answered ${outcome.response?.status}.`),
    retryInSeconds: retry ? WEBHOOK_RETRY.backoffSeconds * 2 ** (delivery.attempts - 1) : null,
  });
}

/** Sends every due delivery, one at a time; answers how many were tried. */
export async function deliverDueWebhooks(
  db: Kysely<Database>,
  options: WebhookSendOptions,
): Promise<number> {
  const limit = options.limit ?? 200;
  let tried = 0;
  while (tried < limit && !options.signal?.aborted) {
    const delivery = await claimDelivery(db, options.leaseSeconds);
    if (!delivery) break;
    tried += 1;
    if (!delivery.active) {
      await settle(db, delivery, { error: 'The webhook is turned off.' });
      continue;
    }
    try {
      const response = await post(delivery, options.allowPrivateTargets);
      await settle(db, delivery, { response });
    } catch (error) {
      await settle(db, delivery, { error: error instanceof Error ? error.message : String(error) });
    }
  }
  return tried;
}
