import type { TUserDetail, TUserSave, TUserSummary } from '@portal/core';

/** The name of a user as a list shows it: first, middle and last name, else the e-mail. */
export function userDisplayName(
  user: Pick<TUserSummary, 'firstName' | 'middleName' | 'lastName' | 'email'>,
) {
  const name = [user.firstName, user.middleName, user.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name !== '' ? name : user.email;
}

/** True while the account is locked: its lockout end lies in the future. */
export function isLocked(user: Pick<TUserSummary, 'lockoutEnd'>, now = new Date()): boolean {
  return user.lockoutEnd !== null && new Date(user.lockoutEnd).getTime() > now.getTime();
}

/**
 * The lockout end written when an admin locks an account: no end in practice, until an admin
 * unlocks it (docs/decisions.md). Automatic lockouts after failed sign-ins end on their own.
 */
export const LOCKED_UNTIL_UNLOCKED = '9999-12-31T23:59:59.000Z';

/** True for the admin's lock, which has no end date worth showing. */
export const isLockedUntilUnlocked = (lockoutEnd: string | null) =>
  lockoutEnd !== null && new Date(lockoutEnd).getUTCFullYear() >= 9999;

/** The fields of a user that a save carries, so a save changes only what is overridden. */
export function toUserSave(user: TUserDetail): TUserSave {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? '',
    middleName: user.middleName ?? '',
    lastName: user.lastName ?? '',
    phoneNumber: user.phoneNumber ?? '',
    emailConfirmed: user.emailConfirmed,
    lockoutEnabled: user.lockoutEnabled,
    lockoutEnd: user.lockoutEnd,
    forcePasswordChange: user.forcePasswordChange,
  };
}

/**
 * A claim's expiry from a date field (yyyy-mm-dd): the end of that day in the admin's time zone,
 * so the claim still grants on the day chosen (docs/decisions.md). Null for an empty field.
 */
export function expiryFromDateInput(text: string): string | null {
  if (text === '') return null;
  const end = new Date(`${text}T23:59:59.999`);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

/** The local day of an ISO time, as a date field takes it (yyyy-mm-dd); '' for none. */
export function toDateInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
