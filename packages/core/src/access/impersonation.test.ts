import { describe, expect, it } from 'vitest';
import {
  impersonationRefusal,
  isImpersonateClaimType,
  isTokenDerivedClaimType,
  originalUserIdOf,
} from './impersonation';
import { sessionWith } from './test-session';

describe('impersonation rules', () => {
  it('refuses a missing user, oneself and another security admin', () => {
    expect(impersonationRefusal('admin', undefined)).toBe('missing');
    expect(impersonationRefusal('ADMIN', sessionWith([], { userId: 'admin' }))).toBe('self');
    expect(impersonationRefusal('admin', sessionWith(['securityAdmin'], { userId: 'b' }))).toBe(
      'securityAdmin',
    );
    expect(
      impersonationRefusal('admin', sessionWith([], { userId: 'b', roles: ['SECURITYADMIN'] })),
    ).toBe('securityAdmin');
  });

  it('allows acting as an ordinary user', () => {
    expect(impersonationRefusal('admin', sessionWith(['participant'], { userId: 'b' }))).toBeNull();
  });

  it('knows the claim types the identity service derives, in any case', () => {
    expect(isTokenDerivedClaimType('originaluserid')).toBe(true);
    expect(isTokenDerivedClaimType('userAccountId')).toBe(true);
    expect(isTokenDerivedClaimType('impersonate')).toBe(false);
    expect(isImpersonateClaimType('Impersonate')).toBe(true);
  });

  it('reads the original user of an impersonating session', () => {
    expect(originalUserIdOf(sessionWith([], { claimValues: { originalUserId: 'a-1' } }))).toBe(
      'a-1',
    );
    expect(originalUserIdOf(sessionWith(['participant']))).toBeNull();
    expect(originalUserIdOf(sessionWith([], { claimValues: { originalUserId: ' ' } }))).toBeNull();
    expect(originalUserIdOf(null)).toBeNull();
  });
});
