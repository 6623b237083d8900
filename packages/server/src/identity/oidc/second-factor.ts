import type { Interaction } from 'oidc-provider';
import { isFeatureEnabled } from '@portal/core';
import type { IdentityUser } from '../identity-users.store';

/** Where a sign-in that waits for its texted code keeps that state: in its interaction. */
const PENDING_KEY = 'pendingSecondFactor';

/** A sign-in whose first factor passed and whose texted code is awaited. */
export type PendingSecondFactor = { accountId: string; remember: boolean; phoneEnding: string };

/** The last four digits of a phone number: all the sign-in page shows of it. */
export const phoneEnding = (phone: string) => phone.replace(/\D/g, '').slice(-4);

/**
 * The phone a sign-in's second factor goes to: the user's confirmed number when the brand has
 * the `mfa` feature on; null when no second factor applies.
 */
export function secondFactorPhone(
  features: Readonly<Record<string, boolean>>,
  user: Pick<IdentityUser, 'phone_number' | 'phone_number_confirmed'>,
): string | null {
  if (!isFeatureEnabled(features, 'mfa')) return null;
  const phone = user.phone_number?.trim() ?? '';
  return user.phone_number_confirmed && phone !== '' ? phone : null;
}

/**
 * Records in the interaction that its texted code is awaited. The provider never reads this
 * key: resuming an interaction without a `login` result simply asks for a sign-in again.
 */
export async function awaitSecondFactor(
  interaction: Interaction,
  pending: PendingSecondFactor,
): Promise<void> {
  interaction.result = { [PENDING_KEY]: pending };
  await interaction.persist();
}

function isPending(value: unknown): value is PendingSecondFactor {
  if (typeof value !== 'object' || value === null) return false;
  const { accountId, remember, phoneEnding: ending } = value as Record<string, unknown>;
  return (
    typeof accountId === 'string' && typeof remember === 'boolean' && typeof ending === 'string'
  );
}

/** The awaited second factor of an interaction, if any. */
export function pendingSecondFactor(interaction: Interaction): PendingSecondFactor | null {
  const pending = interaction.result?.[PENDING_KEY];
  return isPending(pending) ? pending : null;
}
