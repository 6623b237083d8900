import {
  systemConfigApi,
  type BrandKey,
  type SystemSettingName,
  type TSystemConfig,
} from '@portal/core';
import { call } from '../../api/call';
import type { ApiClient } from '../../api/client';

export const getSystemConfig = (api: ApiClient, signal?: AbortSignal): Promise<TSystemConfig> =>
  call(api, systemConfigApi.get, {}, signal);

export const saveSystemSetting = (
  api: ApiClient,
  name: SystemSettingName,
  value: string | number,
): Promise<TSystemConfig> => call(api, systemConfigApi.save, { params: { name }, body: { value } });

export const resetSystemSetting = (
  api: ApiClient,
  name: SystemSettingName,
): Promise<TSystemConfig> => call(api, systemConfigApi.reset, { params: { name } });

export const saveEmployeeDomains = (
  api: ApiClient,
  brand: BrandKey,
  domains: string[],
): Promise<TSystemConfig> =>
  call(api, systemConfigApi.saveEmployeeDomains, { params: { brand }, body: { domains } });

export const resetEmployeeDomains = (api: ApiClient, brand: BrandKey): Promise<TSystemConfig> =>
  call(api, systemConfigApi.resetEmployeeDomains, { params: { brand } });
