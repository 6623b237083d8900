import { useNavigate } from 'react-router';
import type { TSignInAnswer } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { holdLoginChoice, type LoginInfo } from '../../auth/login-info';

/** Where the lockout mode shows when the account opens again. */
export function lockoutPath(uid: string, lockoutEnd: unknown): string {
  const query = new URLSearchParams({ interaction: uid });
  if (typeof lockoutEnd === 'string') query.set('until', lockoutEnd);
  return `/auth/lockout?${query.toString()}`;
}

/**
 * What follows a sign-in call: back to the identity service to finish, the texted-code screen
 * when a second factor is needed, or the lockout screen for a locked account (423). Other
 * failures are thrown back to the form.
 */
export function useFinishSignIn(uid: string) {
  const navigate = useNavigate();
  return {
    finish: async (answer: TSignInAnswer, choice: LoginInfo) => {
      holdLoginChoice(sessionStorage, choice);
      if ('secondFactor' in answer) {
        const ending = encodeURIComponent(answer.secondFactor.phoneEnding);
        await navigate(`/auth/mfalogin/${ending}?interaction=${encodeURIComponent(uid)}`);
        return;
      }
      // The identity service's own address on this origin; anything else is not followed.
      const target = new URL(answer.redirectTo, window.location.origin);
      if (target.origin !== window.location.origin) throw new Error('Unexpected sign-in address');
      window.location.assign(target.href);
    },
    refused: async (error: unknown) => {
      if (error instanceof ApiError && error.status === 423) {
        await navigate(lockoutPath(uid, error.body.lockoutEnd));
        return;
      }
      throw error;
    },
  };
}
