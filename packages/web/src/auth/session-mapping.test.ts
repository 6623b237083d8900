import { describe, expect, it } from 'vitest';
import { displayNameOf, toSession } from './session-mapping';

describe('session mapping', () => {
  it('maps subject, e-mail, verification, one role and the claims', () => {
    const session = toSession({
      expired: false,
      profile: {
        sub: 'u-1',
        email: 'ada@example.org',
        email_verified: true,
        role: 'Admin',
        claims: [{ type: 'securityAdmin', value: 'true' }],
      },
    });
    expect(session).toEqual({
      userId: 'u-1',
      email: 'ada@example.org',
      emailVerified: true,
      roles: ['Admin'],
      claims: [{ type: 'securityAdmin', value: 'true' }],
    });
  });

  it('accepts a list of roles and email_verified as text', () => {
    const session = toSession({
      profile: { sub: 'u-2', role: ['a', 'b'], email_verified: 'true' },
    });
    expect(session?.roles).toEqual(['a', 'b']);
    expect(session?.emailVerified).toBe(true);
  });

  it('treats a missing or false email_verified as unverified', () => {
    expect(toSession({ profile: { sub: 'u' } })?.emailVerified).toBe(false);
    expect(toSession({ profile: { sub: 'u', email_verified: 'false' } })?.emailVerified).toBe(
      false,
    );
  });

  it('drops malformed roles and claims instead of failing', () => {
    const session = toSession({
      profile: {
        sub: 'u-3',
        role: [1, null, 'ok'],
        claims: [{ type: 'x' }, 'text', null, { type: '', value: 'v' }, { type: 'y', value: 'v' }],
      },
    });
    expect(session?.roles).toEqual(['ok']);
    expect(session?.claims).toEqual([{ type: 'y', value: 'v' }]);
  });

  it('is no session without a user, when expired, or without a subject', () => {
    expect(toSession(null)).toBeNull();
    expect(toSession({ expired: true, profile: { sub: 'u' } })).toBeNull();
    expect(toSession({ profile: { email: 'a@b.c' } })).toBeNull();
  });
});

describe('display name', () => {
  it('prefers the name claim, then given and family name, then the e-mail', () => {
    expect(displayNameOf({ name: ' Ada Lovelace ', given_name: 'A' })).toBe('Ada Lovelace');
    expect(displayNameOf({ given_name: 'Ada', family_name: 'Lovelace' })).toBe('Ada Lovelace');
    expect(displayNameOf({ family_name: 'Lovelace', email: 'a@b.example' })).toBe('Lovelace');
    expect(displayNameOf({ email: 'ada@example.org' })).toBe('ada@example.org');
  });

  it('is empty when the profile names nobody, and ignores values that are not text', () => {
    expect(displayNameOf({})).toBe('');
    expect(displayNameOf({ name: 42, given_name: ['x'], email: null })).toBe('');
  });
});
