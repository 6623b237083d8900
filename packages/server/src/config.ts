import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { BRAND_KEYS, LOG_LEVELS, zEmail, type BrandKey, type LogLevel } from '@portal/core';
import { CONFIG_VARIABLES, DEFAULT_BRAND_HOSTS } from './config-variables';
import { findChromium } from './documents/find-chromium';
import { readS3Url } from './storage/s3-store';
import type { SmsSettings } from './mail/sms-transport';

export type Config = {
  port: number;
  host: string;
  /** PGlite data directory; ':memory:' keeps the database in memory. */
  dataDir: string;
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl: string | undefined;
  /** Folder of the content library's uploaded files (images, attachments, videos). */
  filesDir: string;
  /** S3-compatible object storage for the library's files, when set (else the files folder). */
  filesS3Url: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  defaultBrand: BrandKey;
  /** Lower-case host name (without port) to brand. */
  brandHosts: Record<string, BrandKey>;
  logLevel: LogLevel;
  bodyLimit: number;
  demo: boolean;
  version: string;
  environment: string;
  /** PORTAL_ENVIRONMENT or NODE_ENV is `production`: no demo accounts, no demo password. */
  production: boolean;
  webDist: string;
  /** Requests per minute per client address on /api; 0 turns the limit off. */
  apiRateLimit: number;
  /** Password and code checks per client address and minute on each sign-in call. */
  signInRateLimit: number;
  trustProxy: boolean;
  /** Keys accepted in the `api-key` header by the public variants of the API. */
  apiKeys: string[];
  /** Secret of the Encrypt call; unset derives a development key (see areas/auth/encryption). */
  encryptionKey: string | undefined;
  /** The Twilio-style SMS endpoint; null keeps text messages in the outbox. */
  sms: SmsSettings | null;
  /** Where operations alerts go (messaging/SendTestDevopsAlert); unset: no alerts. */
  alertEmail: string | undefined;
  /** Webhooks may call private and loopback addresses (development and tests only). */
  webhookAllowPrivateTargets: boolean;
  /** The Chromium or Chrome that prints PDFs (CHROMIUM_PATH, else a system one); none: PDF calls answer 503. */
  chromiumPath: string | undefined;
  /** Print views rendered at the same time. */
  pdfConcurrency: number;
  /** Longest wait for requests in flight on SIGTERM before the process exits. */
  shutdownDrainMs: number;
  /** The variables of CONFIG_VARIABLES as they were set (the system configuration page shows them, secrets hidden). */
  variables: Readonly<Record<string, string | undefined>>;
};

export { CONFIG_VARIABLES, type ConfigVariable } from './config-variables';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const defaultWebDist = resolve(serverRoot, '../web/dist');

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const brandKey = z.enum(BRAND_KEYS, {
  error: `must be one of ${BRAND_KEYS.join(', ')}`,
});

const brandHosts = z
  .string()
  .default(DEFAULT_BRAND_HOSTS)
  .transform((text, ctx) => {
    const map: Record<string, BrandKey> = {};
    for (const pair of text
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [host, brand] = pair.split('=').map((p) => p.trim().toLowerCase());
      const parsed = brandKey.safeParse(brand);
      if (!host || !parsed.success) {
        ctx.addIssue({
          code: 'custom',
          message: `"${pair}" is not a host=brand pair with a known brand`,
        });
        return z.NEVER;
      }
      map[host] = parsed.data;
    }
    return map;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  FILES_DIR: z.string().trim().min(1).default('./files'),
  FILES_S3_URL: optionalText.pipe(
    z
      .string()
      .refine((url) => {
        try {
          readS3Url(url);
          return true;
        } catch {
          return false;
        }
      }, 'must be http(s)://<key>:<secret>@<host>/<bucket>?region=<region>')
      .optional(),
  ),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('Portal <no-reply@portal.example>'),
  DEFAULT_BRAND: z.string().trim().toLowerCase().pipe(brandKey).default('profile'),
  BRAND_HOSTS: brandHosts,
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  PORTAL_DEMO: flag.optional(),
  PORTAL_VERSION: optionalText,
  PORTAL_ENVIRONMENT: z.string().trim().min(1).default('development'),
  WEB_DIST: z.string().trim().min(1).default(defaultWebDist),
  API_RATE_LIMIT: z.coerce.number().int().min(0).default(3000),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: flag.default(false),
  API_KEYS: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    ),
  ENCRYPTION_KEY: optionalText.pipe(z.string().min(32, 'must be 32 characters or more').optional()),
  SMS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^https?:\/\//, 'must start with https:// or http://')
      .optional(),
  ),
  SMS_ACCOUNT: optionalText,
  SMS_SECRET: optionalText,
  SMS_FROM: optionalText,
  ALERT_EMAIL: optionalText.pipe(zEmail.optional()),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: flag.default(false),
  CHROMIUM_PATH: optionalText,
  PDF_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
});

/** The SMS settings, all or none: an SMS_URL without its account, secret and sender is an error. */
function smsSettings(e: z.output<typeof envSchema>): SmsSettings | null | string[] {
  if (!e.SMS_URL) return null;
  const missing = (['SMS_ACCOUNT', 'SMS_SECRET', 'SMS_FROM'] as const).filter((name) => !e[name]);
  if (missing.length > 0) return missing.map((name) => `${name}: needed with SMS_URL`);
  return {
    url: e.SMS_URL,
    account: e.SMS_ACCOUNT ?? '',
    secret: e.SMS_SECRET ?? '',
    from: e.SMS_FROM ?? '',
  };
}

/** Package version plus a hash of the built web app, so a new build is a new version. */
function defaultVersion(webDist: string): string {
  const pkg = JSON.parse(readFileSync(resolve(serverRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  const index = resolve(webDist, 'index.html');
  const build = existsSync(index)
    ? createHash('sha256').update(readFileSync(index)).digest('hex').slice(0, 8)
    : 'dev';
  return `${pkg.version}+${build}`;
}

/** Reads and validates the configuration; throws one error naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '');
      // A secret's value never reaches a log, even a wrong one.
      const secret = CONFIG_VARIABLES.some((variable) => variable.name === name && variable.secret);
      return `${name}: ${issue.message} (got ${secret ? 'a hidden value' : JSON.stringify(env[name])})`;
    });
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const sms = smsSettings(e);
  if (Array.isArray(sms)) throw new Error(`Invalid configuration:\n  ${sms.join('\n  ')}`);
  const webDist = resolve(e.WEB_DIST);
  const production = e.PORTAL_ENVIRONMENT === 'production' || env.NODE_ENV === 'production';
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    filesDir: resolve(e.FILES_DIR),
    filesS3Url: e.FILES_S3_URL,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    defaultBrand: e.DEFAULT_BRAND,
    brandHosts: e.BRAND_HOSTS,
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT,
    demo: e.PORTAL_DEMO ?? !production,
    version: e.PORTAL_VERSION ?? defaultVersion(webDist),
    environment: e.PORTAL_ENVIRONMENT,
    production,
    webDist,
    apiRateLimit: e.API_RATE_LIMIT,
    signInRateLimit: e.SIGN_IN_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    apiKeys: e.API_KEYS,
    encryptionKey: e.ENCRYPTION_KEY,
    sms,
    alertEmail: e.ALERT_EMAIL,
    webhookAllowPrivateTargets: e.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    chromiumPath: findChromium(e.CHROMIUM_PATH),
    pdfConcurrency: e.PDF_CONCURRENCY,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    variables: Object.fromEntries(CONFIG_VARIABLES.map(({ name }) => [name, present[name]])),
  };
}
