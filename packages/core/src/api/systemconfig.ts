import { z } from 'zod';
import {
  SYSTEM_SETTING_NAMES,
  type SystemSettingName,
  type SystemSettingValues,
} from '../domain/system-settings';
import { endpoint, json } from './endpoint';

const base = '/api/systemconfig';

export type TSystemSetting<N extends SystemSettingName = SystemSettingName> = {
  name: N;
  /** In force on every instance: the saved value, else the environment's. */
  value: SystemSettingValues[N];
  /** What the environment variable gives (the value again after a reset). */
  environmentValue: SystemSettingValues[N];
  /** The saved override, when there is one: when and by whom. */
  saved: { at: string; by: string | null } | null;
};

/** A variable read at start-up: whether it is set, and its value unless it holds a secret. */
export type TEnvironmentVariable = {
  name: string;
  secret: boolean;
  set: boolean;
  value: string | null;
};

export type TSystemConfig = {
  settings: TSystemSetting[];
  environment: TEnvironmentVariable[];
};

const zSettingParams = z.object({ name: z.enum(SYSTEM_SETTING_NAMES) });
const answer = json<TSystemConfig>('SystemConfig');

/**
 * systemconfig (an addition; the spec names the page only): the run-time settings of the
 * installation and the environment it started with, secrets hidden. Changes are audited.
 */
export const systemConfigApi = {
  get: endpoint({
    method: 'GET',
    path: `${base}/Get`,
    access: 'securityAdmin',
    summary: 'The run-time settings in force and the environment variables (secrets hidden).',
    answer,
  }),
  save: endpoint({
    method: 'POST',
    path: `${base}/Save/:name`,
    access: 'securityAdmin',
    summary: 'Overrides one run-time setting on every instance (audited).',
    params: zSettingParams,
    // Checked against the setting's own rule by the service (SYSTEM_SETTING_SCHEMAS).
    body: z.object({ value: z.union([z.string().max(1000), z.number()]) }).strict(),
    answer,
  }),
  reset: endpoint({
    method: 'POST',
    path: `${base}/Reset/:name`,
    access: 'securityAdmin',
    summary: "Drops a setting's override: the environment's value applies again (audited).",
    params: zSettingParams,
    answer,
  }),
};
