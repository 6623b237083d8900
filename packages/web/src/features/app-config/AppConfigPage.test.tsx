import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appConfigDocument, type AppConfig, type TAppConfigDocument } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { clearToasts, renderApp, testApi, testConfig, testSession } from '../../test/render-app';
import { documentText } from './config-document';

const SLOW = { timeout: 30_000 };
const NOTHING = { features: [], theme: [], pagesAdded: [], pagesRemoved: [], pagesChanged: [] };

const open = (send: (path: string, body?: unknown) => Promise<unknown>) => {
  const config = testConfig({ features: { notes: true } });
  renderApp(['/admin/appconfig'], {
    session: testSession(['developer']),
    api: testApi(async () => config, send),
    config,
  });
  return config;
};
const editor = () => screen.getByRole('textbox', { name: 'Configuration (JSON)' });

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('application configuration page', SLOW, () => {
  it('checks the edited configuration whole, names each problem, and saves a valid one', async () => {
    const send = vi.fn(async () => ({
      config: {},
      changes: { ...NOTHING, pagesChanged: ['home'] },
    }));
    const config = open(send);
    await screen.findByRole('textbox', { name: 'Configuration (JSON)' });
    const document = appConfigDocument(config);
    expect(JSON.parse((editor() as HTMLTextAreaElement).value)).toEqual(document);

    fireEvent.change(editor(), { target: { value: '{ "theme": ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(/^This is not valid JSON: /)).toBeTruthy();

    const bad = { ...document, theme: { ...document.theme, primary: 'blue' } };
    fireEvent.change(editor(), { target: { value: JSON.stringify(bad) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('theme.primary: A colour as #rrggbb.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    const good: TAppConfigDocument = {
      ...document,
      features: { ...document.features, notes: false },
    };
    fireEvent.change(editor(), { target: { value: documentText(good) } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Features: notes off')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith('/api/webconfig/Upsert', good));
    expect(await screen.findByText('Application configuration saved. Pages: home.')).toBeTruthy();
  });

  it('says when saving failed', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(500, 'Server error');
    });
    const config = open(send);
    await screen.findByRole('textbox', { name: 'Configuration (JSON)' });
    const changed = {
      ...appConfigDocument(config),
      theme: { ...config.theme, primary: '#123456' },
    };
    fireEvent.change(editor(), { target: { value: documentText(changed) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error saving application configuration.')).toBeTruthy();
  });

  it('imports a file after a preview of what it changes', async () => {
    const send = vi.fn(async () => ({ config: {}, changes: NOTHING }));
    const config: AppConfig = open(send);
    await screen.findByRole('textbox', { name: 'Configuration (JSON)' });
    const file: TAppConfigDocument = {
      ...appConfigDocument(config),
      appName: 'schools',
      version: 7,
      pages: [...config.pages, { name: 'events', route: 'myevents', text: [], banners: [] }],
    };
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: {
        files: [new File([documentText(file)], 'staging.json', { type: 'application/json' })],
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Import staging.json?' });
    expect(within(dialog).getByText('Exported from Brightpath Schools, version 7.')).toBeTruthy();
    expect(within(dialog).getByText('Pages added: events')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith('/api/webconfig/Upsert', file));
  });

  it('refuses an imported file that breaks the rules, and applies nothing', async () => {
    const send = vi.fn();
    const config = open(send);
    await screen.findByRole('textbox', { name: 'Configuration (JSON)' });
    const file = { ...appConfigDocument(config), features: { noSuchFeature: true } };
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: {
        files: [new File([JSON.stringify(file)], 'bad.json', { type: 'application/json' })],
      },
    });
    expect(await screen.findByText('Fix these before saving:')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('copies the context variables, never the access token', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    open(vi.fn());
    fireEvent.click(await screen.findByRole('button', { name: 'Copy context variables' }));
    expect(await screen.findByText('Copied context variables to clipboard')).toBeTruthy();
    const copied = JSON.parse(writeText.mock.calls[0]![0]) as Record<string, unknown>;
    expect(copied).toMatchObject({ appName: 'profile', path: '/admin/appconfig', editMode: false });
    expect(JSON.stringify(copied)).not.toMatch(/token/i);
  });
});
