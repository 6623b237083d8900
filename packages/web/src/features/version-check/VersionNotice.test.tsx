import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalContext } from '../../app/portal-context';
import { testApi, testBrand, testConfig } from '../../test/render-app';
import { TestI18n } from '../../test/test-providers';
import { VersionNotice } from './VersionNotice';
import type { VersionWatcher } from './version-watcher';

const watcher = {
  subscribe: () => () => {},
  notice: () => 'available',
  message: () => null,
  dismiss: vi.fn(),
  reload: vi.fn(),
} as unknown as VersionWatcher;

const show = (versionCheck: boolean) =>
  render(
    <TestI18n>
      <PortalContext.Provider
        value={{
          brand: testBrand,
          version: '1',
          config: testConfig({ features: { versionCheck } }),
          api: testApi(async () => ({})),
        }}
      >
        <VersionNotice watcher={watcher} />
      </PortalContext.Provider>
    </TestI18n>,
  );

afterEach(cleanup);

describe('the new-version notice', () => {
  it('offers the new version while the brand has versionCheck on, and stays away while it is off', async () => {
    show(true);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    cleanup();
    show(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
