import type { Session } from './session';

/** Builds a signed-in session for tests: claims are given as types with the value 'true'. */
export function sessionWith(
  claims: readonly string[],
  overrides: Partial<Omit<Session, 'claims'>> & { claimValues?: Record<string, string> } = {},
): Session {
  const { claimValues = {}, ...rest } = overrides;
  return {
    userId: 'user-1',
    email: 'pat@client.example',
    emailVerified: true,
    roles: [],
    ...rest,
    claims: [
      ...claims.map((type) => ({ type, value: 'true' })),
      ...Object.entries(claimValues).map(([type, value]) => ({ type, value })),
    ],
  };
}
