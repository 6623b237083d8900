import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEATURES, FEATURES_NOT_BUILT, type AppConfig } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { clearToasts, renderApp, testApi, testConfig, testSession } from '../../test/render-app';

const SLOW = { timeout: 30_000 };
type Send = (path: string, body?: unknown) => Promise<unknown>;

/** The server's answer to SetFeatures: the configuration one version on, with the changes. */
function answering(config: AppConfig): Send {
  let current = config;
  return async (_path, body) => {
    current = {
      ...current,
      version: current.version + 1,
      features: { ...current.features, ...(body as Record<string, boolean>) },
    };
    return current;
  };
}

const open = (send: Send, claims = ['securityAdmin']) => {
  const config = testConfig({ features: { mfa: false } });
  const api = testApi(async () => config, send);
  renderApp(['/appfeatures'], { session: testSession(claims), api, config });
  return api;
};
const row = (name: string) =>
  screen.getByRole('switch', { name: `${name}: on or off` }) as HTMLInputElement;

afterEach(() => {
  cleanup();
  clearToasts();
});

describe('features page', SLOW, () => {
  it('lists every flag with what it does, and finds them by name or description', async () => {
    open(vi.fn());
    expect(
      await screen.findByText(`Features shown: ${FEATURES.length} of ${FEATURES.length}`),
    ).toBeTruthy();
    expect(row('notes').checked).toBe(true);
    expect(row('mfa').checked).toBe(false);
    expect(screen.getAllByText('Needs setup').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Not built yet')).toHaveLength(FEATURES_NOT_BUILT.length);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search features' }), {
      target: { value: 'calendar files' },
    });
    expect(screen.getByText(`Features shown: 1 of ${FEATURES.length}`)).toBeTruthy();
    expect(row('calendarInvites')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search features' }), {
      target: { value: 'no such thing' },
    });
    expect(screen.getByText('No feature matches your search.')).toBeTruthy();
  });

  it('shows only the flags that are off', async () => {
    open(vi.fn());
    await screen.findByText(`Features shown: ${FEATURES.length} of ${FEATURES.length}`);
    fireEvent.click(screen.getByRole('button', { name: 'Off' }));
    expect(screen.getByText(`Features shown: 1 of ${FEATURES.length}`)).toBeTruthy();
    expect(row('mfa')).toBeTruthy();
  });

  it('switches a flag at once, says so, and undoes it from the notice', async () => {
    const send = vi.fn(answering(testConfig({ features: { mfa: false } })));
    open(send);
    await screen.findByText(`Features shown: ${FEATURES.length} of ${FEATURES.length}`);
    fireEvent.click(row('notes'));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith('/api/webconfig/SetFeatures', { notes: false }),
    );
    const notice = await screen.findByText('notes is off.');
    await waitFor(() => expect(row('notes').checked).toBe(false));
    fireEvent.click(
      within(notice.closest('.MuiAlert-root') as HTMLElement).getByRole('button', { name: 'Undo' }),
    );
    await waitFor(() =>
      expect(send).toHaveBeenLastCalledWith('/api/webconfig/SetFeatures', { notes: true }),
    );
    expect(await screen.findByText('notes is on.')).toBeTruthy();
    await waitFor(() => expect(row('notes').checked).toBe(true));
  });

  it('keeps the flag as it was and says why when the server refuses', async () => {
    open(async () => {
      throw new ApiError(403, 'You are not authorized to access this feature.');
    });
    await screen.findByText(`Features shown: ${FEATURES.length} of ${FEATURES.length}`);
    fireEvent.click(row('notes'));
    expect(await screen.findByText('You are not authorized to access this feature.')).toBeTruthy();
    expect(row('notes').checked).toBe(true);
  });

  it('is open to developers too, and to nobody else', async () => {
    open(vi.fn(), ['developer']);
    expect(await screen.findByRole('searchbox', { name: 'Search features' })).toBeTruthy();
    cleanup();
    open(vi.fn(), ['participant']);
    expect(await screen.findByText('You are not authorized to access this feature.')).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Search features' })).toBeNull();
  });
});
