import { z } from 'zod';
import { EMPLOYEE_DOMAINS_MAX } from '../access/derived';
import { BRAND_KEYS, type BrandKey } from '../brands/types';
import { DOMAIN_PATTERN } from '../validation/email';
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

/** A brand's employee e-mail domains (its default page's `tfg-domains` text), or the default list. */
export type TEmployeeDomains = { brand: BrandKey; domains: string[]; isDefault: boolean };

export type TSystemConfig = {
  settings: TSystemSetting[];
  employeeDomains: TEmployeeDomains[];
  environment: TEnvironmentVariable[];
};

/** A brand's own list: 1 to EMPLOYEE_DOMAINS_MAX domain names, kept in lower case. */
export const zEmployeeDomains = z.object({
  domains: z
    .array(z.string().trim().toLowerCase().max(253).regex(DOMAIN_PATTERN))
    .min(1)
    .max(EMPLOYEE_DOMAINS_MAX)
    .transform((domains) => [...new Set(domains)]),
});
const zBrandParams = z.object({ brand: z.enum(BRAND_KEYS) });

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
  saveEmployeeDomains: endpoint({
    method: 'POST',
    path: `${base}/SaveEmployeeDomains/:brand`,
    access: 'securityAdmin',
    summary:
      "Sets a brand's employee e-mail domains (its default page's tfg-domains text; audited).",
    params: zBrandParams,
    body: zEmployeeDomains,
    answer,
  }),
  resetEmployeeDomains: endpoint({
    method: 'POST',
    path: `${base}/ResetEmployeeDomains/:brand`,
    access: 'securityAdmin',
    summary: "Drops a brand's own employee domains: the default list applies (audited).",
    params: zBrandParams,
    answer,
  }),
};
