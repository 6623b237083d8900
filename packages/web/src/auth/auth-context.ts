import { createContext, useContext } from 'react';
import type { AuthService } from './auth-service';

export const AuthContext = createContext<AuthService | null>(null);

/** The sign-in layer, for the pages that sign in, return from the identity service or sign out. */
export function useAuth(): AuthService {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth() needs an <AuthContext.Provider>.');
  return auth;
}
