import { createContext, useContext } from 'react';
import { holds, type Session } from '@portal/core';

export type SessionState = {
  session: Session | null;
  /** The name to greet the signed-in user by (see `displayNameOf`); empty when signed out. */
  displayName: string;
  signOut: () => Promise<void>;
  /**
   * Signs in again at the identity service, without a password while its session lasts, so the
   * session reflects a change of who it describes (impersonation started or stopped); the browser
   * then comes back at `redirect`. False when the sign-in could not start. A silent renewal
   * would not do: the client refuses a renewed token about another user (docs/decisions.md).
   */
  switchIdentity: (redirect: string) => Promise<boolean>;
};

export const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession() needs a <SessionProvider>.');
  return state;
}

/** Whether the signed-in person holds a claim or role (false when signed out). */
export function useHolds(): (claim: string) => boolean {
  const { session } = useSession();
  return (claim) => session !== null && holds(session, claim);
}
