/**
 * The environment variables the server reads, with their defaults and meaning: the README's
 * table and the system configuration page show them (secrets only as set or not).
 */
import { BRAND_KEYS, LOG_LEVELS } from '@portal/core';

/** The brand of each `<brand>.localhost` host: the default of BRAND_HOSTS. */
export const DEFAULT_BRAND_HOSTS = BRAND_KEYS.map((key) => `${key}.localhost=${key}`).join(',');

/** `secret`: a credential, or a value that holds one; never shown, only whether it is set. */
export type ConfigVariable = { name: string; default: string; description: string; secret?: true };

/** Every environment variable the server reads; the README table is written from this list. */
export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'PORT',
    default: '3000',
    description: 'TCP port of the API, the web app and (later) the hub.',
  },
  { name: 'HOST', default: '0.0.0.0', description: 'Address the server listens on.' },
  {
    name: 'DATA_DIR',
    default: './data',
    description: "Folder of the embedded database (PGlite); ':memory:' keeps it in memory.",
  },
  {
    name: 'FILES_DIR',
    default: './files',
    description:
      'Folder of the uploaded files of the content library (images, attachments, videos; shared by every instance), or only of uploads on their way when FILES_S3_URL is set.',
  },
  {
    name: 'FILES_S3_URL',
    default: '(unset)',
    description:
      'S3-compatible object storage for the uploaded files instead of FILES_DIR: https://<key>:<secret>@<host>/<bucket>?region=<region>.',
    secret: true,
  },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description: 'PostgreSQL connection string (postgres://...); when set, PGlite is not used.',
    secret: true,
  },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    description:
      'SMTP server for outgoing mail (smtp://user:pass@host:587); unset keeps mail in the outbox.',
    secret: true,
  },
  {
    name: 'MAIL_FROM',
    default: 'Portal <no-reply@portal.example>',
    description: 'Sender address of outgoing mail.',
  },
  {
    name: 'DEFAULT_BRAND',
    default: 'profile',
    description: `Brand used when the host name is not in BRAND_HOSTS: one of ${BRAND_KEYS.join(', ')}.`,
  },
  {
    name: 'BRAND_HOSTS',
    default: DEFAULT_BRAND_HOSTS,
    description: 'Host name to brand map, comma-separated host=brand pairs.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: `Log level: ${LOG_LEVELS.join(', ')}.`,
  },
  { name: 'BODY_LIMIT', default: '1048576', description: 'Largest request body in bytes.' },
  {
    name: 'PORTAL_DEMO',
    default: '1 (0 in production)',
    description:
      '1 creates the demo accounts on an empty database; 0 creates none. Off by default when PORTAL_ENVIRONMENT or NODE_ENV is production, where the server refuses to start while an account has the published demo password.',
  },
  {
    name: 'PORTAL_VERSION',
    default: 'package version + build id',
    description:
      'Deployed version shown in /statics/config/environment.json; the default adds a hash of the built web app.',
  },
  {
    name: 'PORTAL_ENVIRONMENT',
    default: 'development',
    description:
      'Name of the environment reported in /statics/config/environment.json; production turns the production defaults on (as NODE_ENV=production does).',
  },
  {
    name: 'WEB_DIST',
    default: 'packages/web/dist',
    description: 'Folder of the built web app.',
  },
  {
    name: 'API_RATE_LIMIT',
    default: '3000',
    description: 'Requests per minute per client address on /api; 0 turns the limit off.',
  },
  {
    name: 'SIGN_IN_RATE_LIMIT',
    default: '10',
    description:
      'Password and code checks per minute per client address on each sign-in call (minimum 1).',
  },
  {
    name: 'TRUST_PROXY',
    default: '0',
    description:
      '1 when a load balancer sets X-Forwarded-For and X-Forwarded-Proto (client addresses for the rate limits; https for Secure cookies and HSTS).',
  },
  {
    name: 'API_KEYS',
    default: '(unset)',
    description: 'Comma-separated keys accepted in the api-key header by the public API variants.',
    secret: true,
  },
  {
    name: 'ENCRYPTION_KEY',
    default: '(unset)',
    description:
      'Secret (32+ characters) of /api/auth/Encrypt; unset derives one from the server signing key kept in the database.',
    secret: true,
  },
  {
    name: 'SMS_URL',
    default: '(unset)',
    description:
      'Messages endpoint of a Twilio-style SMS API (https://api.twilio.com/2010-04-01/Accounts/<account>/Messages.json); unset keeps text messages in the outbox.',
  },
  {
    name: 'SMS_ACCOUNT',
    default: '(unset)',
    description: 'Account id of the SMS API (basic-auth user); needed with SMS_URL.',
    secret: true,
  },
  {
    name: 'SMS_SECRET',
    default: '(unset)',
    description: 'Secret (auth token) of the SMS API (basic-auth password); needed with SMS_URL.',
    secret: true,
  },
  {
    name: 'SMS_FROM',
    default: '(unset)',
    description: 'Sender number of text messages (E.164, e.g. +15551234567); needed with SMS_URL.',
  },
  {
    name: 'ALERT_EMAIL',
    default: '(unset)',
    description:
      'Address of operations alerts (and of the test alert of the messaging admin tools); unset sends none.',
  },
  {
    name: 'WEBHOOK_ALLOW_PRIVATE_TARGETS',
    default: '0',
    description:
      '1 lets webhooks call private, loopback and link-local addresses (development only).',
  },
  {
    name: 'CHROMIUM_PATH',
    default: '(unset)',
    description:
      'Chromium or Chrome executable that prints PDFs; unset looks for a system one (/usr/bin/chromium...). Without one, PDF calls answer 503.',
  },
  {
    name: 'PDF_CONCURRENCY',
    default: '2',
    description: 'Print views the PDF renderer opens at the same time (1-16).',
  },
  {
    name: 'SHUTDOWN_DRAIN_MS',
    default: '25000',
    description:
      'On SIGTERM, readiness and new requests answer 503 at once; requests in flight get this long to finish before the process exits.',
  },
];
