import { devUtilApi, type TDevStatus } from '@portal/core';
import { call } from '../../api/call';
import type { ApiClient } from '../../api/client';

export const getDevStatus = (api: ApiClient, signal?: AbortSignal): Promise<TDevStatus> =>
  call(api, devUtilApi.status, {}, signal);
