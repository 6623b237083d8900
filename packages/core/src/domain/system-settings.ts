import { z } from 'zod';
import { isValidEmail, zEmail } from '../validation/email';
import { LOG_LEVELS, type LogLevel } from './log-levels';

/**
 * The installation's settings that are safe to change while it runs (`systemconfig`): each
 * starts from its environment variable, and a value saved on the page overrides it on every
 * instance until it is reset. Secrets, addresses of services and anything read only at start-up
 * stay in the environment.
 */
export const SYSTEM_SETTING_NAMES = [
  'mailFrom',
  'smsFrom',
  'alertEmail',
  'apiRateLimit',
  'signInRateLimit',
  'pdfConcurrency',
  'logLevel',
] as const;
export type SystemSettingName = (typeof SYSTEM_SETTING_NAMES)[number];

/** How often each server reads the saved settings again, so another server's change arrives. */
export const SYSTEM_SETTINGS_REFRESH_SECONDS = 15;

/** The settings in force; the optional ones are null when neither the environment nor a saved value sets them. */
export type SystemSettingValues = {
  mailFrom: string;
  smsFrom: string | null;
  alertEmail: string | null;
  apiRateLimit: number;
  signInRateLimit: number;
  pdfConcurrency: number;
  logLevel: LogLevel;
};

export const SYSTEM_SETTING_LIMITS = {
  apiRateLimit: { min: 0, max: 1_000_000 },
  signInRateLimit: { min: 1, max: 1_000 },
  pdfConcurrency: { min: 1, max: 16 },
} as const;

/** A display name (without quotes or angle brackets) then `<address>`, or an address alone. */
const MAILBOX = /^([^<>"\r\n]{1,100}?)\s*<([^<>\s]+)>$/;

export function isValidMailbox(value: string): boolean {
  const text = value.trim();
  const named = MAILBOX.exec(text);
  return named ? isValidEmail(named[2]!) : isValidEmail(text);
}

/** A text message's sender as the providers take it: +, then 2 to 15 digits (E.164). */
const E164 = /^\+[1-9]\d{1,14}$/;

const count = (name: keyof typeof SYSTEM_SETTING_LIMITS) =>
  z.number().int().min(SYSTEM_SETTING_LIMITS[name].min).max(SYSTEM_SETTING_LIMITS[name].max);

/** What each setting accepts; the same rule checks the page's field and the server's call. */
export const SYSTEM_SETTING_SCHEMAS = {
  mailFrom: z.string().trim().max(320).refine(isValidMailbox),
  smsFrom: z.string().trim().regex(E164),
  alertEmail: zEmail.max(320),
  apiRateLimit: count('apiRateLimit'),
  signInRateLimit: count('signInRateLimit'),
  pdfConcurrency: count('pdfConcurrency'),
  logLevel: z.enum(LOG_LEVELS),
} satisfies Record<SystemSettingName, z.ZodType>;

/** The environment variable each setting starts from. */
export const SYSTEM_SETTING_VARIABLES: Record<SystemSettingName, string> = {
  mailFrom: 'MAIL_FROM',
  smsFrom: 'SMS_FROM',
  alertEmail: 'ALERT_EMAIL',
  apiRateLimit: 'API_RATE_LIMIT',
  signInRateLimit: 'SIGN_IN_RATE_LIMIT',
  pdfConcurrency: 'PDF_CONCURRENCY',
  logLevel: 'LOG_LEVEL',
};

export function isSystemSettingName(name: string): name is SystemSettingName {
  return (SYSTEM_SETTING_NAMES as readonly string[]).includes(name);
}

/** The value checked against its setting's rule; undefined when it breaks it. */
export function parseSystemSetting<N extends SystemSettingName>(
  name: N,
  value: unknown,
): SystemSettingValues[N] | undefined {
  const parsed = SYSTEM_SETTING_SCHEMAS[name].safeParse(value);
  return parsed.success ? (parsed.data as SystemSettingValues[N]) : undefined;
}
