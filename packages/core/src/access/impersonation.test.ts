import { describe, expect, it } from 'vitest';
import { originalUserIdOf } from './impersonation';
import { sessionWith } from './test-session';

const ADMIN_ID = '0d6c5f4e-2b1a-4c3d-9e8f-7a6b5c4d3e2f';

describe('originalUserIdOf', () => {
  it('answers the id carried by the original-user claim', () => {
    const session = sessionWith(['participant'], { claimValues: { originalUserId: ADMIN_ID } });
    expect(originalUserIdOf(session)).toBe(ADMIN_ID);
  });

  it('answers null without the claim, with an empty one, or without a session', () => {
    expect(originalUserIdOf(sessionWith(['securityAdmin']))).toBeNull();
    expect(originalUserIdOf(sessionWith([], { claimValues: { originalUserId: ' ' } }))).toBeNull();
    expect(originalUserIdOf(null)).toBeNull();
  });
});
