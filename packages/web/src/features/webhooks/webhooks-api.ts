import type {
  PagedResult,
  TWebhook,
  TWebhookDelivery,
  TWebhookInput,
  TWebhookUpdate,
} from '@portal/core';
import type { ApiClient } from '../../api/client';

export const listWebhooks = (api: ApiClient, signal?: AbortSignal) =>
  api.get<TWebhook[]>('/api/webhooks/List', undefined, signal);

export const createWebhook = (api: ApiClient, input: TWebhookInput) =>
  api.post<TWebhook>('/api/webhooks/Create', input);

export const updateWebhook = (api: ApiClient, id: string, input: TWebhookUpdate) =>
  api.request<TWebhook>('PUT', `/api/webhooks/Update/${encodeURIComponent(id)}`, { body: input });

export const deleteWebhook = (api: ApiClient, id: string) =>
  api.del<void>(`/api/webhooks/Delete/${encodeURIComponent(id)}`);

export const listDeliveries = (
  api: ApiClient,
  query: { page: number; pageSize: number },
  signal?: AbortSignal,
) => api.get<PagedResult<TWebhookDelivery>>('/api/webhooks/Deliveries', { ...query }, signal);

export const redeliver = (api: ApiClient, id: string) =>
  api.post<{ id: string }>(`/api/webhooks/Redeliver/${encodeURIComponent(id)}`, {});
