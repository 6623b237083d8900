import type {
  ProfileConfig,
  ProfileConfigInput,
  ProfileDefinition,
  ReportFormat,
  ReportFormatInput,
} from '@portal/core';
import type { ApiClient } from '../../../api/client';

// The instrument's administration: profile definitions (read), report formats (security
// admins) and profile configurations (event admins).

const seg = (value: string) => encodeURIComponent(value);
const INSTRUMENT = '/api/profileinstrument';
const CONFIG = '/api/profilereportconfiguration';

export const listDefinitions = (api: ApiClient, signal?: AbortSignal) =>
  api.get<ProfileDefinition[]>(`${INSTRUMENT}/definitions`, undefined, signal);

export const listFormats = (api: ApiClient, signal?: AbortSignal) =>
  api.get<ReportFormat[]>(`${INSTRUMENT}/formats`, undefined, signal);

export const saveFormat = (api: ApiClient, format: ReportFormatInput & { id?: string }) =>
  api.post<ReportFormat>(`${INSTRUMENT}/formats`, format);

export const deleteFormat = (api: ApiClient, id: string) =>
  api.del<boolean>(`${INSTRUMENT}/formats/${seg(id)}`);

export const listConfigs = (api: ApiClient, signal?: AbortSignal) =>
  api.get<ProfileConfig[]>(`${CONFIG}`, undefined, signal);

export const saveConfig = (api: ApiClient, config: ProfileConfigInput & { id?: string }) =>
  api.post<ProfileConfig>(`${CONFIG}/save`, config);

export const deleteConfig = (api: ApiClient, id: string) =>
  api.del<boolean>(`${CONFIG}/${seg(id)}`);

export const copyConfig = (api: ApiClient, id: string) =>
  api.get<ProfileConfig>(`${CONFIG}/CopyProfileReportConfigById/${seg(id)}`);
