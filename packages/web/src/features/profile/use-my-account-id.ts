import { USER_ACCOUNT_ID_CLAIM } from '@portal/core';
import { useSession } from '../../auth/session-context';

/** The signed-in person's user account id, carried as a claim of the session; '' without one. */
export function useMyAccountId(): string {
  const { session } = useSession();
  return session?.claims.find((claim) => claim.type === USER_ACCOUNT_ID_CLAIM)?.value ?? '';
}
