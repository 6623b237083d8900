import { describe, expect, it } from 'vitest';
import { CLAIM_TYPES, isClaimType } from './claims';

describe('claim types', () => {
  it('lists every claim type once', () => {
    expect(new Set(CLAIM_TYPES).size).toBe(CLAIM_TYPES.length);
  });

  it('includes the claims the routes use', () => {
    for (const claim of ['tfg', 'profileViewer', 'securityAdmin', 'chatbot', 'reseller']) {
      expect(isClaimType(claim)).toBe(true);
    }
  });

  it('rejects unknown names and other spellings', () => {
    expect(isClaimType('admin')).toBe(false);
    expect(isClaimType('SecurityAdmin')).toBe(false);
    expect(isClaimType('')).toBe(false);
  });
});
