import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, renderApp, testSession } from '../test/render-app';
import { isPageEditShortcut } from './page-edit-mode';

const LOADING = { timeout: 8000 };
/** Tests on a busy machine: rendering the app and loading a page's code take seconds. */
const SLOW = { timeout: 30_000 };
const press = (init: KeyboardEventInit) =>
  act(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', init));
  });
const SHORTCUT = { key: 'E', code: 'KeyE', ctrlKey: true, altKey: true, shiftKey: true };

afterEach(() => {
  cleanup();
  clearToasts();
  sessionStorage.clear();
});

describe('isPageEditShortcut', SLOW, () => {
  const base = { ...SHORTCUT, metaKey: false };
  it('matches Ctrl+Alt+Shift+E, also where the layout turns E into another character', () => {
    expect(isPageEditShortcut(base)).toBe(true);
    expect(isPageEditShortcut({ ...base, key: '€' })).toBe(true);
  });

  it('does not match without one of the modifiers, with Meta, or on another key', () => {
    expect(isPageEditShortcut({ ...base, ctrlKey: false })).toBe(false);
    expect(isPageEditShortcut({ ...base, altKey: false })).toBe(false);
    expect(isPageEditShortcut({ ...base, shiftKey: false })).toBe(false);
    expect(isPageEditShortcut({ ...base, metaKey: true })).toBe(false);
    expect(isPageEditShortcut({ ...base, key: 'R', code: 'KeyR' })).toBe(false);
  });
});

describe('page-text edit mode', SLOW, () => {
  it('is toggled by a developer with Ctrl+Alt+Shift+E, shown as a chip in the toolbar', async () => {
    renderApp(['/help'], { session: testSession(['developer']) });
    await screen.findByText('Find your way around', { exact: false }, LOADING);
    expect(screen.queryByTestId('edit-mode-chip')).toBeNull();
    await press(SHORTCUT);
    expect((await screen.findByTestId('edit-mode-chip')).textContent).toBe('Edit mode');
    await press(SHORTCUT);
    expect(screen.queryByTestId('edit-mode-chip')).toBeNull();
  });

  it('stays on for the tab: a page opened again starts in it', async () => {
    renderApp(['/help'], { session: testSession(['contentEditor']) });
    await screen.findByText('Find your way around', { exact: false }, LOADING);
    await press(SHORTCUT);
    await screen.findByTestId('edit-mode-chip');
    cleanup();
    renderApp(['/help'], { session: testSession(['contentEditor']) });
    expect(await screen.findByTestId('edit-mode-chip', {}, LOADING)).toBeTruthy();
  });

  it('is left through the chip', async () => {
    renderApp(['/help'], { session: testSession(['developer']) });
    await screen.findByText('Find your way around', { exact: false }, LOADING);
    await press(SHORTCUT);
    fireEvent.keyUp(await screen.findByTestId('edit-mode-chip'), { key: 'Backspace' });
    expect(screen.queryByTestId('edit-mode-chip')).toBeNull();
  });

  it('does nothing for a session that is neither a developer nor content staff', async () => {
    renderApp(['/help'], { session: testSession(['securityAdmin']) });
    await screen.findByText('Find your way around', { exact: false }, LOADING);
    await press(SHORTCUT);
    expect(screen.queryByTestId('edit-mode-chip')).toBeNull();
  });
});
