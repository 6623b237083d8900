import {
  profileInstrumentApi,
  profileReportApi,
  type ProfileConfigInput,
  type ProfileDefinitionInput,
  type ReportFormatInput,
} from '@portal/core';
import type { ApiClient } from '../../../api/client';
import { call } from '../../../api/call';

// The instrument's administration: profile definitions (read), report formats (security
// admins) and profile configurations (event admins). A save names the id in the path when an
// existing record changes.

export const listDefinitions = (api: ApiClient, signal?: AbortSignal) =>
  call(api, profileInstrumentApi.definitions, {}, signal);

/** The profile builder's definition (GetProfileBuilderDTO). */
export const getBuilderDefinition = (api: ApiClient, id: string, signal?: AbortSignal) =>
  call(api, profileInstrumentApi.builderDefinition, { params: { id } }, signal);

export const saveDefinition = (api: ApiClient, definition: ProfileDefinitionInput, id?: string) =>
  id
    ? call(api, profileInstrumentApi.saveDefinition, { params: { id }, body: definition })
    : call(api, profileInstrumentApi.createDefinition, { body: definition });

export const listFormats = (api: ApiClient, signal?: AbortSignal) =>
  call(api, profileInstrumentApi.formats, {}, signal);

export const saveFormat = (api: ApiClient, format: ReportFormatInput, id?: string) =>
  id
    ? call(api, profileInstrumentApi.saveFormat, { params: { id }, body: format })
    : call(api, profileInstrumentApi.createFormat, { body: format });

export const listConfigs = (api: ApiClient, signal?: AbortSignal) =>
  call(api, profileInstrumentApi.configs, {}, signal);

export const saveConfig = (api: ApiClient, config: ProfileConfigInput, id?: string) =>
  id
    ? call(api, profileInstrumentApi.saveConfig, { params: { id }, body: config })
    : call(api, profileInstrumentApi.createConfig, { body: config });

export const copyConfig = (api: ApiClient, id: string) =>
  call(api, profileInstrumentApi.copyConfig, { params: { id } });

/** ExportProfileData/{configId}/{from}/{to}: the CSV of a configuration's reports; 204 when none. */
export const exportProfileData = (api: ApiClient, configId: string, from: string, to: string) =>
  call(api, profileReportApi.exportData, { params: { a: configId, b: from, c: to }, query: {} });
