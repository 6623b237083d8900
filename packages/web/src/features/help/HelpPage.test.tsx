import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, testConfig, testSession } from '../../test/render-app';

const SLOW = { timeout: 30_000 };
const session = testSession(['participant']);

afterEach(cleanup);

describe('help and the toolbar follow their features', SLOW, () => {
  it('offers the language menu and the support page while the brand has them on', async () => {
    renderApp(['/help'], { session, config: testConfig() });
    expect(await screen.findByText(/^Find your way around /)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Language' })).toBeTruthy();
    expect(
      screen.getByText('Choose your language from the language menu in the toolbar.'),
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Support' }).length).toBeGreaterThan(0);
  });

  it('leaves out the language menu and every way to the support page while they are off', async () => {
    renderApp(['/help'], {
      session,
      config: testConfig({ features: { languageSwitch: false, supportForm: false } }),
    });
    expect(await screen.findByText(/^Find your way around /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Language' })).toBeNull();
    expect(screen.queryByText(/language menu in the toolbar/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Support' })).toBeNull();
  });

  it('closes the support page itself while supportForm is off', async () => {
    renderApp(['/support'], {
      session,
      config: testConfig({ features: { supportForm: false } }),
    });
    expect(await screen.findByText('You are not authorized to access this feature.')).toBeTruthy();
  });
});
