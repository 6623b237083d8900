import { createContext, useContext } from 'react';

/**
 * The page-text edit mode of the app state (the spec's "page edit mode is a toggle"): on only
 * for a session that may toggle it (core's `canTogglePageEditMode`).
 */
export type PageEditMode = { on: boolean; setOn: (on: boolean) => void };

export const PageEditModeContext = createContext<PageEditMode>({ on: false, setOn: () => {} });

export const usePageEditMode = () => useContext(PageEditModeContext);

type KeyPress = Pick<KeyboardEvent, 'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey' | 'code' | 'key'>;

/**
 * Ctrl+Alt+Shift+E. The physical key is read first, so keyboard layouts where Alt or AltGr
 * changes the character (E gives € on many) still match.
 */
export function isPageEditShortcut(event: KeyPress): boolean {
  if (!event.ctrlKey || !event.altKey || !event.shiftKey || event.metaKey) return false;
  return event.code === 'KeyE' || event.key.toLowerCase() === 'e';
}
