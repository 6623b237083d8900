import type { Kysely } from 'kysely';
import {
  SYSTEM_SETTING_NAMES,
  SYSTEM_SETTING_SCHEMAS,
  type SystemSettingName,
  type TSystemConfig,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { CONFIG_VARIABLES, type Config } from '../../config';
import { HttpError } from '../../http/errors';
import { fieldErrorsOf } from '../../http/field-errors';
import type { RuntimeSettings } from '../../settings/runtime-settings';
import { deleteSetting, saveSetting } from '../../settings/system-setting.store';
import { AUDIT_ACTIONS, recordAudit } from '../../shared/audit';

/** Who changes a setting, for the audit log and the page's "saved by". */
export type SettingActor = {
  userId: string | null;
  email: string | null;
  brand: string;
  ip: string;
};

/** The settings in force with their origins, and the environment with its secrets hidden. */
export function systemConfigOf(settings: RuntimeSettings, config: Config): TSystemConfig {
  const values = settings.current();
  const saved = settings.saved();
  return {
    settings: SYSTEM_SETTING_NAMES.map((name) => {
      const row = saved.get(name);
      return {
        name,
        value: values[name],
        environmentValue: settings.environment[name],
        saved: row ? { at: row.at.toISOString(), by: row.by } : null,
      };
    }),
    environment: CONFIG_VARIABLES.map(({ name, secret }) => {
      const value = config.variables[name] ?? null;
      return secret
        ? { name, secret: true, value: null, set: value !== null }
        : { name, secret: false, value, set: value !== null };
    }),
  };
}

/** Saves a checked value for every instance (this one at once, the others within a refresh). */
export async function saveSystemSetting(
  db: Kysely<Database>,
  settings: RuntimeSettings,
  name: SystemSettingName,
  value: unknown,
  actor: SettingActor,
): Promise<void> {
  const parsed = SYSTEM_SETTING_SCHEMAS[name].safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ ...issue, path: ['value'] }));
    throw new HttpError(400, 'errors.common.requestNotValid', fieldErrorsOf(issues));
  }
  await db.transaction().execute(async (trx) => {
    await saveSetting(trx, name, parsed.data, actor.email);
    await recordAudit(trx, {
      action: AUDIT_ACTIONS.systemSettingSaved,
      appName: actor.brand,
      actorUserId: actor.userId,
      ip: actor.ip,
      details: { name, value: parsed.data },
    });
  });
  await settings.refresh();
}

/** Drops the saved value: the environment's applies again. */
export async function resetSystemSetting(
  db: Kysely<Database>,
  settings: RuntimeSettings,
  name: SystemSettingName,
  actor: SettingActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await deleteSetting(trx, name))) return;
    await recordAudit(trx, {
      action: AUDIT_ACTIONS.systemSettingReset,
      appName: actor.brand,
      actorUserId: actor.userId,
      ip: actor.ip,
      details: { name },
    });
  });
  await settings.refresh();
}
