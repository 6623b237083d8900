import type { Kysely } from 'kysely';
import {
  BRAND_KEYS,
  DEFAULT_EMPLOYEE_DOMAINS,
  EMPLOYEE_DOMAINS_TEXT_NAME,
  SYSTEM_SETTING_NAMES,
  SYSTEM_SETTING_SCHEMAS,
  employeeDomainList,
  employeeDomainsFrom,
  type BrandKey,
  type SystemSettingName,
  type TEmployeeDomains,
  type TSystemConfig,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { CONFIG_VARIABLES, type Config } from '../../config';
import { HttpError } from '../../http/errors';
import { fieldErrorsOf } from '../../http/field-errors';
import type { RuntimeSettings } from '../../settings/runtime-settings';
import { deleteSetting, saveSetting } from '../../settings/system-setting.store';
import { AUDIT_ACTIONS, recordAudit } from '../../shared/audit';
import { setDefaultPageText, type WebConfigCache } from '../webconfig/webconfig.service';

/** Who changes a setting, for the audit log and the page's "saved by". */
export type SettingActor = {
  userId: string | null;
  email: string | null;
  brand: string;
  ip: string;
};

/** Each brand's employee domains as its configuration holds them. */
async function employeeDomainsOf(webConfig: WebConfigCache): Promise<TEmployeeDomains[]> {
  return Promise.all(
    BRAND_KEYS.map(async (brand) => {
      const text = employeeDomainsFrom((await webConfig.get(brand)).config.pages);
      return {
        brand,
        domains: employeeDomainList(text),
        isDefault: text === DEFAULT_EMPLOYEE_DOMAINS,
      };
    }),
  );
}

/**
 * The settings in force with their origins, each brand's employee domains, and the environment
 * with its secrets hidden.
 */
export async function systemConfigOf(
  settings: RuntimeSettings,
  config: Config,
  webConfig: WebConfigCache,
): Promise<TSystemConfig> {
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
    employeeDomains: await employeeDomainsOf(webConfig),
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

/**
 * Sets a brand's employee domains, where the spec keeps them (the default page's `tfg-domains`
 * text, pipe-separated), or with null drops them so the default list applies.
 */
export async function setEmployeeDomains(
  db: Kysely<Database>,
  brand: BrandKey,
  domains: readonly string[] | null,
  actor: SettingActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const value = domains === null ? null : { value: domains.join('|') };
    await setDefaultPageText(trx, brand, EMPLOYEE_DOMAINS_TEXT_NAME, value);
    await recordAudit(trx, {
      action: AUDIT_ACTIONS.employeeDomainsChanged,
      appName: actor.brand,
      actorUserId: actor.userId,
      ip: actor.ip,
      details: { brand, domains },
    });
  });
}
