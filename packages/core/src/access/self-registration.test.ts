import { describe, expect, it } from 'vitest';
import type { AppPage } from '../domain/app-config';
import { isSelfServiceRole, selfRegistrationRoleFrom } from './self-registration';

const defaultPage = (value: string): AppPage => ({
  name: 'default',
  route: '',
  text: [{ name: 'self-registration-role', value: { value } }],
  banners: [],
});

describe('selfRegistrationRoleFrom', () => {
  it("gives the brand's default: Participant in the profile brand, none in the organisation brands", () => {
    expect(selfRegistrationRoleFrom([], 'profile')).toBe('Participant');
    for (const brand of ['teams', 'schools', 'leaders'] as const) {
      expect(selfRegistrationRoleFrom([], brand)).toBeNull();
    }
  });

  it("follows the default page's text: a role name, 'none' for no role, blank for the default", () => {
    expect(selfRegistrationRoleFrom([defaultPage(' Coach ')], 'teams')).toBe('Coach');
    expect(selfRegistrationRoleFrom([defaultPage('NONE')], 'profile')).toBeNull();
    expect(selfRegistrationRoleFrom([defaultPage('  ')], 'profile')).toBe('Participant');
  });
});

describe('isSelfServiceRole', () => {
  it("allows a participant's claims only", () => {
    expect(isSelfServiceRole(['participant', 'TractionPlan', 'profile', 'profileV2'])).toBe(true);
    expect(isSelfServiceRole([])).toBe(true);
    expect(isSelfServiceRole(['profileV2', 'securityAdmin'])).toBe(false);
    expect(isSelfServiceRole(['trainer'])).toBe(false);
  });
});
