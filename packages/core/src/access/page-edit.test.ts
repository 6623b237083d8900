import { describe, expect, it } from 'vitest';
import { canTogglePageEditMode } from './page-edit';
import { sessionWith } from './test-session';

const ON = {};

describe('page-text edit mode', () => {
  it('may be toggled by a developer, by claim or by role (any case)', () => {
    expect(canTogglePageEditMode(sessionWith(['developer']), ON)).toBe(true);
    expect(canTogglePageEditMode(sessionWith([], { roles: ['Developer'] }), ON)).toBe(true);
  });

  it('may be toggled by the content staff', () => {
    for (const claim of ['contentAdmin', 'contentEditor', 'resourceGroupAdmin']) {
      expect(canTogglePageEditMode(sessionWith([claim]), ON)).toBe(true);
    }
  });

  it('may not be toggled by anyone else, a security admin included', () => {
    expect(canTogglePageEditMode(sessionWith(['securityAdmin', 'trainer']), ON)).toBe(false);
    expect(canTogglePageEditMode(sessionWith([]), ON)).toBe(false);
  });

  it('may not be toggled without a session, or with a developer claim set to false', () => {
    expect(canTogglePageEditMode(null, ON)).toBe(false);
    expect(
      canTogglePageEditMode(sessionWith([], { claimValues: { developer: 'false' } }), ON),
    ).toBe(false);
  });

  it('may not be toggled where the brand has pageEditing off', () => {
    expect(canTogglePageEditMode(sessionWith(['developer']), { pageEditing: false })).toBe(false);
  });
});
