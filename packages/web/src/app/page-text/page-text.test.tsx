import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppPage } from '@portal/core';
import { renderApp, testConfig, testSession } from '../../test/render-app';

const FILE = '0b7c1f3e-2d4a-4c5b-9e8f-1a2b3c4d5e6f';
const page = (
  name: string,
  route: string,
  text: AppPage['text'],
  banners: AppPage['banners'] = [],
) => ({
  name,
  route,
  text,
  banners,
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('configured page texts', () => {
  it("show the page's own text before the default page's, with only its safe presentation", async () => {
    const config = testConfig({
      pages: [
        page('help', 'help', [
          {
            name: 'footer-text',
            value: {
              value: 'Help desk open 9 to 5',
              textColor: '#112233',
              style: 'font-size: 20px; background: url(x)',
            },
          },
        ]),
        page('default', 'default', [{ name: 'footer-text', value: { value: 'Everywhere else' } }]),
      ],
    });
    renderApp(['/help'], { session: testSession([]), config });
    const footer = await screen.findByText('Help desk open 9 to 5');
    expect(footer.style.color).toBe('#112233');
    expect(footer.style.fontSize).toBe('20px');
    expect(footer.getAttribute('style')).not.toContain('url');
    expect(screen.queryByText('Everywhere else')).toBeNull();
  });

  it("fall back to the default page's text, and show markup as text", async () => {
    const config = testConfig({
      pages: [
        page('default', 'default', [
          { name: 'footer-text', value: { value: '<img src=x onerror=alert(1)> © Brand' } },
        ]),
      ],
    });
    renderApp(['/help'], { session: testSession([]), config });
    expect(await screen.findByText('<img src=x onerror=alert(1)> © Brand')).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it("show banners of the page and of the default page in the page's language", async () => {
    const config = testConfig({
      pages: [
        page(
          'help',
          'help',
          [],
          [{ text: 'Closed Friday', severity: 'info', languages: { 'en-us': 'Closed on Friday' } }],
        ),
        page('default', 'default', [], [{ text: 'Maintenance tonight', severity: 'warning' }]),
      ],
    });
    renderApp(['/help'], { session: testSession([]), config });
    expect(await screen.findByText('Closed on Friday')).toBeTruthy();
    expect(screen.getByText('Maintenance tonight')).toBeTruthy();
  });

  it('show a library image on a bare page only at its page address', async () => {
    const shown = testConfig({
      pages: [
        page('auth', 'auth', [
          { name: 'logo', value: { value: `/files/page/profile/${FILE}`, imgWidth: '120px' } },
        ]),
      ],
    });
    renderApp(['/auth'], { config: shown });
    const logo = await vi.waitFor(
      () => {
        const found = document.querySelector<HTMLImageElement>('img[data-page-image="logo"]');
        if (!found) throw new Error('no logo yet');
        return found;
      },
      { timeout: 8000 },
    );
    expect(logo.getAttribute('src')).toBe(`/files/page/profile/${FILE}`);
    expect(logo.style.width).toBe('120px');
    cleanup();

    const foreign = testConfig({
      pages: [
        page('auth', 'auth', [{ name: 'logo', value: { value: 'https://evil.example/logo.png' } }]),
      ],
    });
    renderApp(['/auth'], { config: foreign });
    await screen.findAllByRole('main');
    expect(document.querySelector('img[data-page-image="logo"]')).toBeNull();
  });
});

describe('the edit mode', () => {
  it('outlines the texts and banners of the page for an editor', async () => {
    sessionStorage.setItem('pageEditMode', 'on');
    renderApp(['/help'], { session: testSession(['contentEditor']), config: testConfig() });
    expect(
      await screen.findByRole(
        'button',
        { name: 'Edit the banners of this page' },
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Edit the text “footer-text”' })).toBeTruthy();
  });

  it('shows nothing of it to anyone else, even with the mode kept in the tab', async () => {
    sessionStorage.setItem('pageEditMode', 'on');
    renderApp(['/help'], { session: testSession(['trainer']), config: testConfig() });
    await screen.findByText('Find your way around', { exact: false });
    expect(screen.queryByRole('button', { name: 'Edit the banners of this page' })).toBeNull();
  });
});
