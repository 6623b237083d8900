import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from './config';

describe('loadConfig', () => {
  it('reads the SMS settings all together, and no SMS transport without SMS_URL', () => {
    expect(loadConfig({}).sms).toBeNull();
    expect(
      loadConfig({
        SMS_URL: 'https://sms.example/Accounts/AC1/Messages.json',
        SMS_ACCOUNT: 'AC1',
        SMS_SECRET: 'secret',
        SMS_FROM: '+15550001111',
      }).sms,
    ).toEqual({
      url: 'https://sms.example/Accounts/AC1/Messages.json',
      account: 'AC1',
      secret: 'secret',
      from: '+15550001111',
    });
  });

  it('refuses an SMS_URL without its account, secret and sender, and a bad ALERT_EMAIL', () => {
    expect(() => loadConfig({ SMS_URL: 'https://sms.example/x' })).toThrow(
      /SMS_ACCOUNT: needed with SMS_URL\n {2}SMS_SECRET: needed with SMS_URL\n {2}SMS_FROM/,
    );
    expect(() => loadConfig({ SMS_URL: 'ftp://sms.example' })).toThrow(/SMS_URL/);
    expect(() => loadConfig({ ALERT_EMAIL: 'not an address' })).toThrow(/ALERT_EMAIL/);
  });

  it('reads FILES_S3_URL, and never repeats a wrong secret in its error', () => {
    expect(
      loadConfig({ FILES_S3_URL: 'https://key:secret@s3.example/portal-files?region=eu-west-1' })
        .filesS3Url,
    ).toBe('https://key:secret@s3.example/portal-files?region=eu-west-1');
    for (const bad of [
      's3.example/files',
      'https://s3.example/files',
      'ftp://k:topsecret@s3.example/b',
    ]) {
      expect(() => loadConfig({ FILES_S3_URL: bad })).toThrow(/FILES_S3_URL: must be/);
    }
    expect(() => loadConfig({ FILES_S3_URL: 'ftp://k:topsecret@s3.example/b' })).not.toThrow(
      /topsecret/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://u:hunter2@db' })).toThrow(/a hidden value/);
  });

  it('gives the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      smtpUrl: undefined,
      defaultBrand: 'profile',
      logLevel: 'info',
      bodyLimit: 1_048_576,
      demo: true,
      apiRateLimit: 3000,
      signInRateLimit: 10,
      trustProxy: false,
      apiKeys: [],
      environment: 'development',
    });
    expect(config.brandHosts).toEqual({
      'teams.localhost': 'teams',
      'schools.localhost': 'schools',
      'leaders.localhost': 'leaders',
      'profile.localhost': 'profile',
    });
    expect(config.webDist).toMatch(/packages[\\/]web[\\/]dist$/);
    expect(config.version).toMatch(/^0\.1\.0\+(dev|[0-9a-f]{8})$/);
  });

  it('reads every variable when set', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/portal',
      SMTP_URL: 'smtp://mail:25',
      DEFAULT_BRAND: 'Teams',
      BRAND_HOSTS: 'Teams.Example.org = teams, schools.example.org=schools',
      LOG_LEVEL: 'warn',
      BODY_LIMIT: '2048',
      PORTAL_DEMO: '0',
      PORTAL_VERSION: '2.0.0',
      API_RATE_LIMIT: '0',
      TRUST_PROXY: 'true',
      API_KEYS: 'one, two',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u:p@db:5432/portal',
      smtpUrl: 'smtp://mail:25',
      defaultBrand: 'teams',
      brandHosts: { 'teams.example.org': 'teams', 'schools.example.org': 'schools' },
      logLevel: 'warn',
      bodyLimit: 2048,
      demo: false,
      version: '2.0.0',
      apiRateLimit: 0,
      trustProxy: true,
      apiKeys: ['one', 'two'],
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('names every bad variable with the value it got', () => {
    expect(() =>
      loadConfig({
        PORT: 'eighty',
        DEFAULT_BRAND: 'acme',
        BRAND_HOSTS: 'teams.localhost',
        LOG_LEVEL: 'loud',
        PORTAL_DEMO: 'maybe',
        DATABASE_URL: 'mysql://x',
      }),
    ).toThrowError(
      /PORT: .*"eighty"[\s\S]*DATABASE_URL: must start with postgres:\/\/[\s\S]*DEFAULT_BRAND: must be one of teams, schools, leaders, profile[\s\S]*BRAND_HOSTS: "teams.localhost" is not a host=brand pair[\s\S]*LOG_LEVEL[\s\S]*PORTAL_DEMO/,
    );
  });

  it('refuses a body limit below 1 KiB', () => {
    expect(() => loadConfig({ BODY_LIMIT: '10' })).toThrowError(/BODY_LIMIT/);
  });
});

describe('CONFIG_VARIABLES', () => {
  it('documents every variable the configuration reads, once', () => {
    const source = readFileSync(fileURLToPath(new URL('./config.ts', import.meta.url)), 'utf8');
    const schemaBlock = source.slice(source.indexOf('const envSchema'));
    const read = [...schemaBlock.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]);
    const documented = CONFIG_VARIABLES.map((v) => v.name);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual([...read].sort());
    for (const variable of CONFIG_VARIABLES) expect(variable.description).not.toBe('');
  });
});
