import { describe, expect, it } from 'vitest';
import { InviteCodeStatus } from './enums';
import {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  formatInviteCode,
  inviteCodeStatus,
  isWellFormedInviteCode,
  normalizeInviteCode,
  type InviteCodeState,
} from './invite-code';

const now = new Date('2026-03-01T12:00:00Z');
const open: InviteCodeState = { active: true, expiresAt: null, maxUses: null, useCount: 0 };

describe('inviteCodeStatus', () => {
  it('is Valid for an active code without limits, however often used', () => {
    expect(inviteCodeStatus({ ...open, useCount: 10_000 }, now)).toBe(InviteCodeStatus.Valid);
  });

  it('is Invalid for a code not found or deactivated', () => {
    expect(inviteCodeStatus(undefined, now)).toBe(InviteCodeStatus.Invalid);
    expect(inviteCodeStatus({ ...open, active: false }, now)).toBe(InviteCodeStatus.Invalid);
  });

  it('is Expired from the expiry instant on, and Valid one millisecond before', () => {
    const expiresAt = new Date(now);
    expect(inviteCodeStatus({ ...open, expiresAt }, now)).toBe(InviteCodeStatus.Expired);
    const later = new Date(now.getTime() + 1);
    expect(inviteCodeStatus({ ...open, expiresAt: later }, now)).toBe(InviteCodeStatus.Valid);
  });

  it('is MaxUsesReached once the uses reach the limit', () => {
    expect(inviteCodeStatus({ ...open, maxUses: 2, useCount: 1 }, now)).toBe(
      InviteCodeStatus.Valid,
    );
    expect(inviteCodeStatus({ ...open, maxUses: 2, useCount: 2 }, now)).toBe(
      InviteCodeStatus.MaxUsesReached,
    );
  });

  it('reads Invalid before Expired before MaxUsesReached', () => {
    const spent = { active: true, expiresAt: now, maxUses: 1, useCount: 1 };
    expect(inviteCodeStatus(spent, now)).toBe(InviteCodeStatus.Expired);
    expect(inviteCodeStatus({ ...spent, active: false }, now)).toBe(InviteCodeStatus.Invalid);
  });
});

describe('invite code text', () => {
  it('normalises what a person types: case, spaces and dashes', () => {
    expect(normalizeInviteCode(' acde-fghj kmnp ')).toBe('ACDEFGHJKMNP');
  });

  it('accepts only codes of the length and alphabet', () => {
    expect(isWellFormedInviteCode('ACDEFGHJKMNP')).toBe(true);
    expect(isWellFormedInviteCode('ACDEFGHJKMN')).toBe(false);
    expect(isWellFormedInviteCode('ACDEFGHJKMN0')).toBe(false);
    expect(isWellFormedInviteCode("ACDEFGHJKM'1")).toBe(false);
  });

  it('leaves out symbols that read alike', () => {
    for (const symbol of '0O1IL2Z5S8B') expect(INVITE_CODE_ALPHABET).not.toContain(symbol);
    expect(new Set(INVITE_CODE_ALPHABET).size).toBe(INVITE_CODE_ALPHABET.length);
    expect(INVITE_CODE_LENGTH * Math.log2(INVITE_CODE_ALPHABET.length)).toBeGreaterThan(50);
  });

  it('shows a code in groups of four', () => {
    expect(formatInviteCode('ACDEFGHJKMNP')).toBe('ACDE-FGHJ-KMNP');
  });
});
