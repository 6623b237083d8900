import { z } from 'zod';
import { zGuid } from './guid';
import { zPagedQuery } from './paging';

/**
 * Webhooks: the events a brand's admin can subscribe a URL to, and the calls of the webhooks
 * admin page (`/api/webhooks/...`).
 */

/** The events later features emit (emitWebhookEvent); their names are the JSON's `event`. */
export const WEBHOOK_EVENTS = [
  'plan.saved',
  'checkup.feedback-submitted',
  'participant.checked-in',
  'report.released',
  'crm-account.changed',
] as const;
export type TWebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The state of one delivery of an event to a webhook. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivering', 'delivered', 'failed'] as const;
export type TWebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Header of the signature: `sha256=` and the hex HMAC-SHA256 of `{timestamp}.{body}`. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-portal-signature';
/** Header of the time (Unix seconds) the signature covers; receivers refuse old ones. */
export const WEBHOOK_TIMESTAMP_HEADER = 'x-portal-timestamp';
export const WEBHOOK_EVENT_HEADER = 'x-portal-event';
export const WEBHOOK_DELIVERY_HEADER = 'x-portal-delivery';

export const WEBHOOK_SECRET_MIN_LENGTH = 16;

const zWebhookUrl = z
  .string()
  .trim()
  .max(2000)
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }));

/** POST (create) and PUT (update) of a webhook; an update without a secret keeps the old one. */
export const ZWebhookInput = z.object({
  url: zWebhookUrl,
  secret: z.string().min(WEBHOOK_SECRET_MIN_LENGTH).max(200),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1).max(WEBHOOK_EVENTS.length),
  active: z.boolean().default(true),
  description: z.string().trim().max(200).optional(),
});
export type TWebhookInput = z.input<typeof ZWebhookInput>;

export const ZWebhookUpdate = ZWebhookInput.extend({
  secret: ZWebhookInput.shape.secret.optional(),
});
export type TWebhookUpdate = z.input<typeof ZWebhookUpdate>;

/** A webhook as the admin page shows it: never its secret. */
export type TWebhook = {
  id: string;
  url: string;
  events: TWebhookEvent[];
  active: boolean;
  description: string | null;
  createdAt: string;
  updatedAt: string;
};

export type TWebhookDelivery = {
  id: string;
  webhookId: string;
  url: string;
  event: string;
  status: TWebhookDeliveryStatus;
  attempts: number;
  responseStatus: number | null;
  /** The start of the response body, as text. */
  responseExcerpt: string | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
  nextAttemptAt: string | null;
};

/** GET /api/webhooks/Deliveries: paged, newest first, optionally of one webhook. */
export const ZWebhookDeliveryQuery = zPagedQuery.extend({
  webhookId: zGuid.optional(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
});
export type TWebhookDeliveryQuery = z.input<typeof ZWebhookDeliveryQuery>;
