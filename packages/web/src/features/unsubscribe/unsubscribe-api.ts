import { unsubscribeApi } from '@portal/core';
import { call } from '../../api/call';
import type { ApiClient } from '../../api/client';

export const describeUnsubscribe = (api: ApiClient, token: string, signal?: AbortSignal) =>
  call(api, unsubscribeApi.get, { params: { token } }, signal);

export const confirmUnsubscribe = (api: ApiClient, token: string) =>
  call(api, unsubscribeApi.unsubscribe, { params: { token } });

export const undoUnsubscribe = (api: ApiClient, token: string) =>
  call(api, unsubscribeApi.resubscribe, { params: { token } });
