import { describe, expect, it } from 'vitest';
import { canTogglePageEditMode } from './page-edit';
import { sessionWith } from './test-session';

describe('page-text edit mode', () => {
  it('may be toggled by a developer, by claim or by role (any case)', () => {
    expect(canTogglePageEditMode(sessionWith(['developer']))).toBe(true);
    expect(canTogglePageEditMode(sessionWith([], { roles: ['Developer'] }))).toBe(true);
  });

  it('may be toggled by the content staff', () => {
    for (const claim of ['contentAdmin', 'contentEditor', 'resourceGroupAdmin']) {
      expect(canTogglePageEditMode(sessionWith([claim]))).toBe(true);
    }
  });

  it('may not be toggled by anyone else, a security admin included', () => {
    expect(canTogglePageEditMode(sessionWith(['securityAdmin', 'trainer']))).toBe(false);
    expect(canTogglePageEditMode(sessionWith([]))).toBe(false);
  });

  it('may not be toggled without a session, or with a developer claim set to false', () => {
    expect(canTogglePageEditMode(null)).toBe(false);
    expect(canTogglePageEditMode(sessionWith([], { claimValues: { developer: 'false' } }))).toBe(
      false,
    );
  });
});
