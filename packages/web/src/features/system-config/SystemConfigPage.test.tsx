import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSystemConfig, TSystemSetting } from '@portal/core';
import { clearToasts, renderApp, testApi, testSession } from '../../test/render-app';

const SLOW = { timeout: 30_000 };

const setting = (name: TSystemSetting['name'], value: string | number | null): TSystemSetting =>
  ({ name, value, environmentValue: value, saved: null }) as TSystemSetting;

const CONFIG: TSystemConfig = {
  settings: [
    setting('mailFrom', 'Portal <no-reply@portal.example>'),
    setting('smsFrom', null),
    setting('alertEmail', null),
    setting('apiRateLimit', 3000),
    setting('signInRateLimit', 10),
    setting('pdfConcurrency', 2),
    setting('logLevel', 'info'),
  ],
  employeeDomains: [
    { brand: 'teams', domains: ['keystonegrowth.example', 'tandemteams.example'], isDefault: true },
    { brand: 'schools', domains: ['brightpathschools.example'], isDefault: false },
    { brand: 'leaders', domains: ['keystonegrowth.example'], isDefault: true },
    { brand: 'profile', domains: ['keystonegrowth.example'], isDefault: true },
  ],
  environment: [
    { name: 'SMTP_URL', secret: true, set: true, value: null },
    { name: 'SMS_SECRET', secret: true, set: false, value: null },
    { name: 'PORTAL_ENVIRONMENT', secret: false, set: true, value: 'staging' },
  ],
};

const open = (send = vi.fn()) => {
  renderApp(['/systemconfig'], {
    session: testSession(['securityAdmin']),
    api: testApi(async () => CONFIG, send),
  });
  return send;
};

const formOf = (label: string) => screen.getByRole('form', { name: label });

afterEach(() => {
  cleanup();
  clearToasts();
});

describe('system configuration page', SLOW, () => {
  it('shows each setting with its environment value, and the variables with secrets hidden', async () => {
    open();
    const mail = await screen.findByRole('form', { name: 'Sender of e-mail' });
    expect(within(mail).getByText('Environment: Portal <no-reply@portal.example>')).toBeTruthy();
    expect(within(mail).getByText('From the environment')).toBeTruthy();
    expect(
      within(formOf('Sender of text messages')).getByText('Environment: Not set'),
    ).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Set (hidden)')).toBeTruthy();
    expect(within(table).getByText('Not set')).toBeTruthy();
    expect(within(table).getByText('staging')).toBeTruthy();
  });

  it("checks a value by the setting's rule before sending it", async () => {
    const send = open();
    await screen.findByRole('form', { name: 'API requests per minute' });
    const form = formOf('API requests per minute');
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: '-5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter a whole number from 0 to 1,000,000.')).toBeTruthy();
    const sms = formOf('Sender of text messages');
    fireEvent.change(within(sms).getByRole('textbox'), { target: { value: '555 1234' } });
    fireEvent.click(within(sms).getByRole('button', { name: 'Save' }));
    expect(await within(sms).findByText(/Enter \+ and the country code/)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('saves a value, shows who saved it, and goes back to the environment on reset', async () => {
    const saved: TSystemConfig = {
      ...CONFIG,
      settings: CONFIG.settings.map((s) =>
        s.name === 'pdfConcurrency'
          ? { ...s, value: 4, saved: { at: '2026-11-28T10:00:00.000Z', by: 'ada@example.org' } }
          : s,
      ),
    };
    const send = vi.fn(async (path: string) => (path.includes('/Save/') ? saved : CONFIG));
    open(send);
    await screen.findByRole('form', { name: 'Documents printed at once' });
    const form = () => formOf('Documents printed at once');
    fireEvent.change(within(form()).getByRole('textbox'), { target: { value: '4' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith('/api/systemconfig/Save/pdfConcurrency', { value: 4 }),
    );
    expect(await screen.findByText('Documents printed at once saved.')).toBeTruthy();
    expect(await within(form()).findByText(/Saved by ada@example.org on/)).toBeTruthy();
    fireEvent.click(within(form()).getByRole('button', { name: "Use the environment's value" }));
    await waitFor(() =>
      expect(send.mock.lastCall?.[0]).toBe('/api/systemconfig/Reset/pdfConcurrency'),
    );
    expect(
      await screen.findByText("Documents printed at once is back to the environment's value."),
    ).toBeTruthy();
    expect(within(form()).getByText('From the environment')).toBeTruthy();
  });

  it("saves a brand's employee domains, one a line, after checking each", async () => {
    const send = vi.fn(async (_path: string, _body?: unknown) => CONFIG);
    open(send);
    const form = await screen.findByRole('form', { name: 'Tandem Teams' });
    const field = within(form).getByRole('textbox', {
      name: 'Domains, one per line',
    });
    expect((field as HTMLTextAreaElement).value).toBe(
      'keystonegrowth.example\ntandemteams.example',
    );
    expect(within(form).getByText('The default list.')).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Use the default list' })).toBeNull();
    fireEvent.change(field, { target: { value: 'Tandem.example\nnot a domain' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/Enter one domain per line/)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'Tandem.example\nteams.example, tandem.example' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith('/api/systemconfig/SaveEmployeeDomains/teams', {
        domains: ['tandem.example', 'teams.example'],
      }),
    );
    expect(await screen.findByText('Employee domains of Tandem Teams saved.')).toBeTruthy();
    const schools = screen.getByRole('form', { name: 'Brightpath Schools' });
    fireEvent.click(within(schools).getByRole('button', { name: 'Use the default list' }));
    await waitFor(() =>
      expect(send.mock.lastCall?.[0]).toBe('/api/systemconfig/ResetEmployeeDomains/schools'),
    );
  });
});
