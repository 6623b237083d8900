import { webhooksApi, type TWebhookInput, type TWebhookUpdate } from '@portal/core';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';

export const listWebhooks = (api: ApiClient, signal?: AbortSignal) =>
  call(api, webhooksApi.list, {}, signal);

export const createWebhook = (api: ApiClient, input: TWebhookInput) =>
  call(api, webhooksApi.create, { body: input });

export const updateWebhook = (api: ApiClient, id: string, input: TWebhookUpdate) =>
  call(api, webhooksApi.update, { params: { id }, body: input });

export const deleteWebhook = (api: ApiClient, id: string) =>
  call(api, webhooksApi.remove, { params: { id } });

export const listDeliveries = (
  api: ApiClient,
  query: { page: number; pageSize: number },
  signal?: AbortSignal,
) => call(api, webhooksApi.deliveries, { query }, signal);

export const redeliver = (api: ApiClient, id: string) =>
  call(api, webhooksApi.redeliver, { params: { id } });
