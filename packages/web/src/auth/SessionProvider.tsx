import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Session } from '@portal/core';
import type { AuthService } from './auth-service';
import { SessionContext, type SessionState } from './session-context';
import { toSession } from './session-mapping';

type Props = {
  auth: AuthService;
  /** The session read from storage before the first render. */
  initialSession: Session | null;
  children: ReactNode;
};

export function SessionProvider({ auth, initialSession, children }: Props) {
  const [session, setSession] = useState(initialSession);

  useEffect(() => auth.subscribe((user) => setSession(toSession(user))), [auth]);

  const value = useMemo<SessionState>(
    () => ({ session, signOut: () => auth.signOut() }),
    [auth, session],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
