import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { canTogglePageEditMode } from '@portal/core';
import { useSession } from '../auth/session-context';
import { PageEditModeContext, isPageEditShortcut, type PageEditMode } from './page-edit-mode';

/** Holds the page-text edit mode and listens for its shortcut while the session may use it. */
export function PageEditModeProvider({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const allowed = canTogglePageEditMode(session);
  const [on, setOn] = useState(false);

  useEffect(() => {
    if (!allowed) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPageEditShortcut(event)) return;
      event.preventDefault();
      setOn((old) => !old);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [allowed]);

  // A session that loses the right (signed out, acting as another user) leaves edit mode.
  const value = useMemo<PageEditMode>(() => ({ on: on && allowed, setOn }), [on, allowed]);
  return <PageEditModeContext.Provider value={value}>{children}</PageEditModeContext.Provider>;
}
