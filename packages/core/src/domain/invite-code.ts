import type { ErrorKey } from '../i18n/error-text';
import { InviteCodeStatus } from './enums';
import type { FeatureGate } from './features';

/**
 * Letters and digits a person reads and types without confusion: no 0/O, 1/I/L, 2/Z, 5/S, 8/B.
 * 25 symbols, so each carries 4.6 bits; 12 of them give 55 bits, far beyond guessing through a
 * rate-limited lookup, and short enough to read out or type.
 */
export const INVITE_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const INVITE_CODE_LENGTH = 12;
/** Longest text a lookup accepts before it is refused as bad input rather than answered Invalid. */
export const INVITE_CODE_MAX_INPUT = 64;

/**
 * The code as stored: upper case, without the spaces and dashes a person may type between
 * groups (codes are shown as `ABCD-EFGH-JKMN`).
 */
export function normalizeInviteCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** True when the normalised text can be a code at all (length and alphabet). */
export function isWellFormedInviteCode(code: string): boolean {
  if (code.length !== INVITE_CODE_LENGTH) return false;
  return [...code].every((symbol) => INVITE_CODE_ALPHABET.includes(symbol));
}

/** A group's invite link: the invite page (`inviteCode`) of the group's own code (`groupInviteCodes`). */
export const GROUP_INVITE_LINKS: FeatureGate = ['inviteCode', 'groupInviteCodes'];

/** Groups of four for display: `ABCDEFGHJKMN` → `ABCD-EFGH-JKMN`. */
export function formatInviteCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** What the status depends on; `undefined` stands for a code that was not found. */
export type InviteCodeState = {
  active: boolean;
  expiresAt: Date | null;
  maxUses: number | null;
  useCount: number;
};

/**
 * The status of a code at `now`. A code not found, deactivated or of another brand is Invalid
 * (the caller passes `undefined` for those); expiry is checked before the use count, so an
 * expired code that was also used up reads Expired.
 */
export function inviteCodeStatus(code: InviteCodeState | undefined, now: Date): InviteCodeStatus {
  if (!code || !code.active) return InviteCodeStatus.Invalid;
  if (code.expiresAt !== null && code.expiresAt.getTime() <= now.getTime()) {
    return InviteCodeStatus.Expired;
  }
  if (code.maxUses !== null && code.useCount >= code.maxUses) {
    return InviteCodeStatus.MaxUsesReached;
  }
  return InviteCodeStatus.Valid;
}

/** The message of a registration or redemption refused because of the code's status. */
export const INVITE_CODE_REFUSALS = {
  Invalid: 'errors.inviteCode.invalid',
  Expired: 'errors.inviteCode.expired',
  MaxUsesReached: 'errors.inviteCode.maxUsesReached',
} as const satisfies Record<Exclude<InviteCodeStatus, 'Valid'>, ErrorKey>;
