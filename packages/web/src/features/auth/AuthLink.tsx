import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { AuthMode } from '@portal/core';

/**
 * The address of another mode of the auth page, in the same sign-in request when there is one;
 * without one, the login mode starts a new sign-in from /login.
 */
export function authPath(mode: AuthMode, uid: string | null): string {
  if (uid) return `/auth/${mode}?interaction=${encodeURIComponent(uid)}`;
  return mode === 'login' ? '/login' : `/auth/${mode}`;
}

export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} underline="hover">
      {children}
    </Link>
  );
}
