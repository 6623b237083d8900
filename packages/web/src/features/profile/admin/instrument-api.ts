import type {
  ProfileConfig,
  ProfileConfigInput,
  ProfileDefinition,
  ProfileDefinitionInput,
  ProfileExport,
  ReportFormat,
  ReportFormatInput,
} from '@portal/core';
import type { ApiClient } from '../../../api/client';

// The instrument's administration: profile definitions (read), report formats (security
// admins) and profile configurations (event admins).

const seg = (value: string) => encodeURIComponent(value);
const DEFINITION = '/api/profiledefinition';
const FORMAT = '/api/profilereportformat';
const CONFIG = '/api/profilereportconfiguration';
/** The save calls take the id in the path when an existing record changes. */
const savePath = (base: string, id: string | undefined) => `${base}/save${id ? `/${seg(id)}` : ''}`;

export const listDefinitions = (api: ApiClient, signal?: AbortSignal) =>
  api.get<ProfileDefinition[]>(DEFINITION, undefined, signal);

/** The profile builder's definition (GetProfileBuilderDTO). */
export const getBuilderDefinition = (api: ApiClient, id: string, signal?: AbortSignal) =>
  api.get<ProfileDefinition>(
    `/api/profilereport/GetProfileBuilderDTO/${seg(id)}`,
    undefined,
    signal,
  );

export const saveDefinition = (api: ApiClient, definition: ProfileDefinitionInput, id?: string) =>
  api.post<ProfileDefinition>(savePath(DEFINITION, id), definition);

export const listFormats = (api: ApiClient, signal?: AbortSignal) =>
  api.get<ReportFormat[]>(FORMAT, undefined, signal);

export const saveFormat = (api: ApiClient, format: ReportFormatInput, id?: string) =>
  api.post<ReportFormat>(savePath(FORMAT, id), format);

export const listConfigs = (api: ApiClient, signal?: AbortSignal) =>
  api.get<ProfileConfig[]>(CONFIG, undefined, signal);

export const saveConfig = (api: ApiClient, config: ProfileConfigInput, id?: string) =>
  api.post<ProfileConfig>(savePath(CONFIG, id), config);

export const copyConfig = (api: ApiClient, id: string) =>
  api.get<ProfileConfig>(`${CONFIG}/CopyProfileReportConfigById/${seg(id)}`);

/** ExportProfileData/{configId}/{from}/{to}: the CSV of a configuration's reports; 204 when none. */
export const exportProfileData = (api: ApiClient, configId: string, from: string, to: string) =>
  api.get<ProfileExport | undefined>(
    `/api/profilereport/ExportProfileData/${seg(configId)}/${seg(from)}/${seg(to)}`,
  );
