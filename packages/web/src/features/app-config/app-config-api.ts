import {
  webConfigApi,
  type AppConfig,
  type TAppConfigChanges,
  type TAppConfigDocument,
} from '@portal/core';
import { call } from '../../api/call';
import type { ApiClient } from '../../api/client';

/** Replaces the brand's whole configuration; answers it and what changed. */
export const upsertAppConfig = (
  api: ApiClient,
  document: TAppConfigDocument,
): Promise<{ config: AppConfig; changes: TAppConfigChanges }> =>
  call(api, webConfigApi.upsert, { body: document });
