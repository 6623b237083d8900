import { webConfigApi, type AppConfig, type FeatureName } from '@portal/core';
import { call } from '../../api/call';
import type { ApiClient } from '../../api/client';

/** Switches flags of the caller's brand; answers the brand's configuration after the change. */
export const setFeatures = (
  api: ApiClient,
  changes: Partial<Record<FeatureName, boolean>>,
): Promise<AppConfig> => call(api, webConfigApi.setFeatures, { body: changes });
