import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { canTogglePageEditMode } from '@portal/core';
import { useSession } from '../auth/session-context';
import { usePortal } from './portal-context';
import { PageEditModeContext, isPageEditShortcut, type PageEditMode } from './page-edit-mode';

/** Where the edit mode is kept for the tab: a reload, or opening the sign-in page, keeps it. */
export const PAGE_EDIT_MODE_KEY = 'pageEditMode';

const storedOn = () => sessionStorage.getItem(PAGE_EDIT_MODE_KEY) === 'on';

/** Holds the page-text edit mode and listens for its shortcut while the session may use it. */
export function PageEditModeProvider({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const { config } = usePortal();
  const allowed = canTogglePageEditMode(session, config.features);
  const [on, setOnState] = useState(storedOn);

  const setOn = useCallback((next: boolean | ((old: boolean) => boolean)) => {
    setOnState((old) => {
      const value = typeof next === 'function' ? next(old) : next;
      if (value) sessionStorage.setItem(PAGE_EDIT_MODE_KEY, 'on');
      else sessionStorage.removeItem(PAGE_EDIT_MODE_KEY);
      return value;
    });
  }, []);

  useEffect(() => {
    if (!allowed) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPageEditShortcut(event)) return;
      event.preventDefault();
      setOn((old) => !old);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [allowed, setOn]);

  // A session that loses the right (signed out, acting as another user, pageEditing switched off)
  // leaves edit mode.
  const value = useMemo<PageEditMode>(() => ({ on: on && allowed, setOn }), [on, allowed, setOn]);
  return <PageEditModeContext.Provider value={value}>{children}</PageEditModeContext.Provider>;
}
