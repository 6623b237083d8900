import { useState } from 'react';
import { passwordRuleErrors } from '@portal/core';
import type { SignInApi } from './sign-in-api';

/**
 * The policy of a new password: core's rules as the person types, and the server's own check
 * (common passwords) when the field is left.
 */
export function usePasswordCheck(api: SignInApi, email?: string) {
  const [serverProblems, setServerProblems] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const localProblems = (password: string) => passwordRuleErrors(password, email);
  return {
    problems: (password: string) =>
      touched ? [...new Set([...localProblems(password), ...serverProblems])] : [],
    onChange: () => setServerProblems([]),
    onBlur: async (password: string) => {
      setTouched(true);
      if (password === '' || localProblems(password).length > 0) return;
      const answer = await api.validatePassword(password).catch(() => null);
      setServerProblems(answer?.errors ?? []);
    },
    /** Before submitting: every problem core can see, shown from now on. */
    check: (password: string) => {
      setTouched(true);
      return localProblems(password).length === 0;
    },
    setServerProblems,
  };
}
