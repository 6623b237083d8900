import type { Kysely } from 'kysely';
import {
  SYSTEM_SETTING_NAMES,
  SYSTEM_SETTINGS_REFRESH_SECONDS,
  parseSystemSetting,
  type SystemSettingName,
  type SystemSettingValues,
} from '@portal/core';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { listSavedSettings, type SavedSetting } from './system-setting.store';

/** The run-time settings of this instance: the environment's values, overridden by saved ones. */
export type RuntimeSettings = {
  /** In force now; read at each use, so a change applies from the next call on. */
  current: () => SystemSettingValues;
  /** What the environment variables give. */
  environment: SystemSettingValues;
  /** The saved overrides as last read (valid ones only). */
  saved: () => ReadonlyMap<SystemSettingName, SavedSetting>;
  /** Reads the saved settings again, then tells `onChange` when the values in force changed. */
  refresh: () => Promise<void>;
  /** Refreshes every SYSTEM_SETTINGS_REFRESH_SECONDS until stopped. */
  start: (onError: (error: unknown) => void) => void;
  stop: () => void;
};

/** The environment's side of each run-time setting. */
export function environmentSettings(config: Config): SystemSettingValues {
  return {
    mailFrom: config.mailFrom,
    smsFrom: config.sms?.from ?? null,
    alertEmail: config.alertEmail ?? null,
    apiRateLimit: config.apiRateLimit,
    signInRateLimit: config.signInRateLimit,
    pdfConcurrency: config.pdfConcurrency,
    logLevel: config.logLevel,
  };
}

/**
 * The settings of one instance. Every instance reads the saved values at start-up and every
 * SYSTEM_SETTINGS_REFRESH_SECONDS; the instance that saves refreshes at once. A saved value that no longer
 * passes its rule (a rule tightened by a release) is ignored, so the environment's applies.
 */
export function createRuntimeSettings(
  db: Kysely<Database>,
  config: Config,
  onChange: (values: SystemSettingValues, before: SystemSettingValues) => void = () => {},
): RuntimeSettings {
  const environment = environmentSettings(config);
  let values = environment;
  let saved = new Map<SystemSettingName, SavedSetting>();
  let timer: NodeJS.Timeout | undefined;

  const refresh = async () => {
    const rows = await listSavedSettings(db);
    const next: Record<string, unknown> = { ...environment };
    const valid = new Map<SystemSettingName, SavedSetting>();
    for (const name of SYSTEM_SETTING_NAMES) {
      const row = rows.get(name);
      const value = row === undefined ? undefined : parseSystemSetting(name, row.value);
      if (row === undefined || value === undefined) continue;
      next[name] = value;
      valid.set(name, row);
    }
    const before = values;
    values = next as SystemSettingValues;
    saved = valid;
    if (SYSTEM_SETTING_NAMES.some((name) => values[name] !== before[name]))
      onChange(values, before);
  };

  return {
    current: () => values,
    environment,
    saved: () => saved,
    refresh,
    start: (onError) => {
      timer ??= setInterval(
        () => void refresh().catch(onError),
        SYSTEM_SETTINGS_REFRESH_SECONDS * 1000,
      );
      timer.unref();
    },
    stop: () => {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
