import type { PagedResult } from '../validation/paging';
import {
  ZWebhookDeliveryQuery,
  ZWebhookInput,
  ZWebhookUpdate,
  type TWebhook,
  type TWebhookDelivery,
} from '../validation/webhooks';
import { empty, endpoint, json } from './endpoint';
import { zIdParams } from './params';

// Webhooks send the brand's data to outside systems: a data-protection decision, so they are the
// security admin's (docs/decisions.md).
const access = 'securityAdmin';

/** The brand's webhooks and their deliveries. */
export const webhooksApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/webhooks/List',
    access,
    summary: "The brand's webhooks (never their secrets).",
    answer: json<TWebhook[]>('TWebhook[]'),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/webhooks/Create',
    access,
    summary: 'Registers a webhook (answers 201).',
    body: ZWebhookInput,
    answer: json<TWebhook>('TWebhook'),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/webhooks/Update/:id',
    access,
    summary: 'Changes a webhook; without a secret the old one stays.',
    params: zIdParams,
    body: ZWebhookUpdate,
    answer: json<TWebhook>('TWebhook'),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/webhooks/Delete/:id',
    access,
    summary: 'Deletes a webhook and its deliveries.',
    params: zIdParams,
    answer: empty,
  }),
  deliveries: endpoint({
    method: 'GET',
    path: '/api/webhooks/Deliveries',
    access,
    summary: 'Deliveries, newest first.',
    query: ZWebhookDeliveryQuery,
    answer: json<PagedResult<TWebhookDelivery>>('PagedResult<TWebhookDelivery>'),
  }),
  redeliver: endpoint({
    method: 'POST',
    path: '/api/webhooks/Redeliver/:id',
    access,
    summary: 'Queues a delivery again (answers 202).',
    params: zIdParams,
    answer: json<{ id: string }>('{ id }'),
  }),
};
