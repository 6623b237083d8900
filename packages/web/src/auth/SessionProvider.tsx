import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext } from './auth-context';
import type { AuthService } from './auth-service';
import { SessionContext, type SessionState } from './session-context';
import { displayNameOf, toSession, type UserLike } from './session-mapping';

type Props = { auth: AuthService; children: ReactNode };

/** The signed-in person for every page, kept in step with the sign-in layer (and that layer). */
export function SessionProvider({ auth, children }: Props) {
  const [user, setUser] = useState<UserLike | null>(auth.getUser);

  useEffect(() => auth.subscribe(setUser), [auth]);

  const value = useMemo<SessionState>(() => {
    const session = toSession(user);
    return {
      session,
      displayName: session && user ? displayNameOf(user.profile) : '',
      signOut: () => auth.signOut(),
      switchIdentity: async (redirect) => {
        try {
          await auth.signIn({ redirect });
          return true;
        } catch {
          return false;
        }
      },
    };
  }, [auth, user]);
  return (
    <AuthContext.Provider value={auth}>
      <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
    </AuthContext.Provider>
  );
}
