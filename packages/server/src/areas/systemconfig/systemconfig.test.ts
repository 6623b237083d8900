import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SETTING_NAMES, type TSystemConfig } from '@portal/core';
import { buildApp } from '../../app';
import { deliverMessagesJob } from '../../jobs/definitions/deliver-messages.job';
import { queueMessage } from '../../mail/outbox';
import type { MailTransport, OutgoingMail } from '../../mail/transport';
import { deleteSetting } from '../../settings/system-setting.store';
import { apiHeaders, tokenFor } from '../../../test/factories';
import { createTestApp, testConfig, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';

const SMTP_PASSWORD = 'smtp-pass-not-to-be-shown';
const ENCRYPTION_KEY = 'an-encryption-key-of-32-characters-or-more';

describe.each(testEngines())('the systemconfig area on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    send: (mail) => {
      sent.push(mail);
      return Promise.resolve({ messageId: `<${sent.length}@test>`, response: '250 OK' });
    },
    close: () => {},
  };

  beforeAll(async () => {
    t = await createTestApp({
      engine,
      mailTransport: transport,
      env: {
        SMTP_URL: `smtp://portal:${SMTP_PASSWORD}@mail.example:587`,
        ENCRYPTION_KEY,
        MAIL_FROM: 'Portal <no-reply@portal.example>',
        API_KEYS: 'test-key',
      },
    });
    admin = tokenFor(t.app, { claims: ['securityAdmin'], email: 'security@demo.example' });
  });
  afterAll(() => t.close());

  const get = (token?: string) =>
    t.app.inject({ url: '/api/systemconfig/Get', headers: apiHeaders('profile', token) });
  const save = (name: string, value: unknown, token = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/systemconfig/Save/${name}`,
      headers: apiHeaders('profile', token),
      payload: { value },
    });
  const reset = (name: string, token = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/systemconfig/Reset/${name}`,
      headers: apiHeaders('profile', token),
    });
  const settingOf = (config: TSystemConfig, name: string) =>
    config.settings.find((setting) => setting.name === name);

  it('is for security admins only', async () => {
    expect((await get()).statusCode).toBe(401);
    for (const claims of [[], ['developer'], ['clientAdmin']]) {
      const token = tokenFor(t.app, { claims });
      expect((await get(token)).statusCode).toBe(403);
      expect((await save('mailFrom', 'x@portal.example', token)).statusCode).toBe(403);
      expect((await reset('mailFrom', token)).statusCode).toBe(403);
    }
    expect((await get(admin)).statusCode).toBe(200);
  });

  it('shows every run-time setting from the environment, and the variables without their secrets', async () => {
    const res = await get(admin);
    const config = res.json<TSystemConfig>();
    expect(config.settings.map((s) => s.name)).toEqual([...SYSTEM_SETTING_NAMES]);
    expect(settingOf(config, 'mailFrom')).toEqual({
      name: 'mailFrom',
      value: 'Portal <no-reply@portal.example>',
      environmentValue: 'Portal <no-reply@portal.example>',
      saved: null,
    });
    expect(settingOf(config, 'smsFrom')?.value).toBeNull();
    const variable = (name: string) => config.environment.find((v) => v.name === name);
    expect(variable('SMTP_URL')).toEqual({
      name: 'SMTP_URL',
      secret: true,
      set: true,
      value: null,
    });
    expect(variable('ENCRYPTION_KEY')).toMatchObject({ secret: true, set: true, value: null });
    expect(variable('SMS_SECRET')).toMatchObject({ secret: true, set: false, value: null });
    expect(variable('PORTAL_ENVIRONMENT')).toMatchObject({ secret: false, value: 'test' });
    expect(res.body).not.toContain(SMTP_PASSWORD);
    expect(res.body).not.toContain(ENCRYPTION_KEY);
  });

  it('refuses a value its rule does not allow, and saves nothing', async () => {
    const refused: [string, unknown][] = [
      ['mailFrom', 'not an address'],
      ['mailFrom', 'Evil <a@b.example>\r\nBcc: c@d.example'],
      ['mailFrom', '"Quoted" <a@b.example>'],
      ['smsFrom', '5551234567'],
      ['alertEmail', 'ops@'],
      ['apiRateLimit', -1],
      ['apiRateLimit', 2.5],
      ['apiRateLimit', '100'],
      ['signInRateLimit', 0],
      ['pdfConcurrency', 17],
      ['logLevel', 'verbose'],
    ];
    for (const [name, value] of refused) {
      const res = await save(name, value);
      expect(res.statusCode, `${name}=${JSON.stringify(value)}`).toBe(400);
      expect(res.json()).toMatchObject({ errors: [{ field: 'value' }] });
    }
    expect((await save('noSuchSetting', 1)).statusCode).toBe(400);
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/systemconfig/Save/logLevel',
      headers: apiHeaders('profile', admin),
      payload: { value: 'warn', other: 1 },
    });
    expect(extra.statusCode).toBe(400);
    const rows = await t.database.db.selectFrom('system_setting').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('saves a sender that outgoing mail uses at once, audited, and resets it to the environment', async () => {
    const res = await save('mailFrom', '  Keystone Growth <hello@keystonegrowth.example> ');
    expect(res.statusCode).toBe(200);
    expect(settingOf(res.json(), 'mailFrom')).toMatchObject({
      value: 'Keystone Growth <hello@keystonegrowth.example>',
      environmentValue: 'Portal <no-reply@portal.example>',
      saved: { by: 'security@demo.example' },
    });

    await queueMessage(t.database.db, {
      appName: 'profile',
      recipient: 'someone@demo.example',
      subject: 'Hello',
      bodyText: 'Hello',
    });
    const controller = new AbortController();
    await deliverMessagesJob.handler(
      {},
      {
        db: t.database.db,
        log: t.app.log,
        mail: transport,
        sms: null,
        config: t.config,
        settings: t.app.portal.settings,
        jobId: 'test',
        attempt: 1,
        leaseSeconds: 60,
        signal: controller.signal,
      },
    );
    expect(sent.at(-1)?.from).toBe('Keystone Growth <hello@keystonegrowth.example>');

    const back = await reset('mailFrom');
    expect(settingOf(back.json(), 'mailFrom')).toMatchObject({
      value: 'Portal <no-reply@portal.example>',
      saved: null,
    });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', 'like', 'system-config.%')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit).toEqual(
      expect.arrayContaining([
        {
          action: 'system-config.setting-saved',
          details: { name: 'mailFrom', value: 'Keystone Growth <hello@keystonegrowth.example>' },
        },
        { action: 'system-config.setting-reset', details: { name: 'mailFrom' } },
      ]),
    );
    // A reset of what is not saved changes nothing and records nothing.
    expect((await reset('mailFrom')).statusCode).toBe(200);
  });

  it('applies a saved log level, and lets SetLogLevel change one instance until the setting changes', async () => {
    await save('logLevel', 'warn');
    expect(t.app.log.level).toBe('warn');
    const developer = tokenFor(t.app, { claims: ['developer'] });
    await t.app.inject({
      url: '/api/webconfig/SetLogLevel/error',
      headers: apiHeaders('profile', developer),
    });
    await t.app.portal.settings.refresh();
    expect(t.app.log.level).toBe('error');
    await reset('logLevel');
    expect(t.app.log.level).toBe('silent');
  });

  it('reaches another instance on the same database at its next refresh, and PDFs follow their setting', async () => {
    const other = await buildApp(testConfig(), { database: t.database, runJobs: false });
    try {
      expect(other.portal.settings.current().pdfConcurrency).toBe(2);
      expect((await save('pdfConcurrency', 5)).statusCode).toBe(200);
      expect(t.app.portal.documents.concurrency()).toBe(5);
      expect(other.portal.documents.concurrency()).toBe(2);
      await other.portal.settings.refresh();
      expect(other.portal.documents.concurrency()).toBe(5);
    } finally {
      await reset('pdfConcurrency');
      await other.close();
    }
  });

  it('starts from the saved values: a new instance reads them before its first request', async () => {
    await save('alertEmail', 'ops@keystonegrowth.example');
    const other = await buildApp(testConfig(), { database: t.database, runJobs: false });
    try {
      expect(other.portal.settings.current().alertEmail).toBe('ops@keystonegrowth.example');
    } finally {
      await reset('alertEmail');
      await other.close();
    }
  });

  it("keeps each brand's employee domains on its default page: saved, used at sign-in, reset", async () => {
    const employee = async (brand: 'teams' | 'schools', email: string) =>
      (
        await t.app.inject({
          url: `/api/auth/GetPreLoginUserInfo/login/${email}`,
          headers: { 'app-name': brand, 'api-key': 'test-key' },
        })
      ).json<{ isEmployee: boolean }>().isEmployee;
    const domainsOf = (config: TSystemConfig, brand: string) =>
      config.employeeDomains.find((entry) => entry.brand === brand);
    expect(domainsOf((await get(admin)).json(), 'teams')).toMatchObject({ isDefault: true });
    expect(await employee('teams', 'ann@keystonegrowth.example')).toBe(true);

    const saveDomains = (brand: string, domains: unknown, token = admin) =>
      t.app.inject({
        method: 'POST',
        url: `/api/systemconfig/SaveEmployeeDomains/${brand}`,
        headers: apiHeaders('profile', token),
        payload: { domains },
      });
    expect((await saveDomains('teams', ['x.example'], tokenFor(t.app))).statusCode).toBe(403);
    for (const bad of [
      [],
      ['not a domain'],
      ['a.example|b.example'],
      'a.example',
      Array(51).fill('a.example'),
    ]) {
      expect((await saveDomains('teams', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await saveDomains('nobrand', ['a.example'])).statusCode).toBe(400);

    const saved = await saveDomains('teams', [
      ' Tandem.Example',
      'teams.example',
      'tandem.example',
    ]);
    expect(saved.statusCode).toBe(200);
    expect(domainsOf(saved.json(), 'teams')).toEqual({
      brand: 'teams',
      domains: ['tandem.example', 'teams.example'],
      isDefault: false,
    });
    expect(domainsOf(saved.json(), 'schools')).toMatchObject({ isDefault: true });
    expect(await employee('teams', 'ann@tandem.example')).toBe(true);
    expect(await employee('teams', 'ann@keystonegrowth.example')).toBe(false);
    expect(await employee('schools', 'ann@tandem.example')).toBe(false);
    // Open browsers of the brand see the new text in the configuration.
    const latest = await t.app.inject({
      url: '/api/webconfig/GetLatest',
      headers: apiHeaders('teams'),
    });
    const defaultPage = latest
      .json<{ pages: { name: string; text: { name: string; value: { value: string } }[] }[] }>()
      .pages.find((page) => page.name === 'default');
    expect(defaultPage?.text.find((text) => text.name === 'tfg-domains')?.value.value).toBe(
      'tandem.example|teams.example',
    );

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/systemconfig/ResetEmployeeDomains/teams',
      headers: apiHeaders('profile', admin),
    });
    expect(domainsOf(reset.json(), 'teams')).toMatchObject({ isDefault: true });
    expect(await employee('teams', 'ann@keystonegrowth.example')).toBe(true);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'system-config.employee-domains-changed')
      .execute();
    expect(audit.map((row) => row.details)).toEqual(
      expect.arrayContaining([
        { brand: 'teams', domains: ['tandem.example', 'teams.example'] },
        { brand: 'teams', domains: null },
      ]),
    );
  });

  it('limits the API at the saved rate at once (last: it refuses this admin too)', async () => {
    expect((await save('apiRateLimit', 1)).statusCode).toBe(200);
    const refused = await get(admin);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['x-ratelimit-limit']).toBe('1');
    await deleteSetting(t.database.db, 'apiRateLimit');
    await t.app.portal.settings.refresh();
    expect((await get(admin)).statusCode).toBe(200);
  });
});
