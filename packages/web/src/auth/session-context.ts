import { createContext, useContext } from 'react';
import type { Session } from '@portal/core';

export type SessionState = {
  session: Session | null;
  /** The name to greet the signed-in user by (see `displayNameOf`); empty when signed out. */
  displayName: string;
  signOut: () => Promise<void>;
  /**
   * One silent renewal, so the session reflects a change made on the server (impersonation
   * started or stopped); true when a new session arrived.
   */
  renew: () => Promise<boolean>;
};

export const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession() needs a <SessionProvider>.');
  return state;
}
