import { describe, expect, it } from 'vitest';
import { interactionPageUrl } from './interaction-page';

describe('interactionPageUrl', () => {
  it('opens the login screen by default', () => {
    expect(interactionPageUrl({}, 'u1')).toBe('/auth/login?interaction=u1');
  });

  it('opens the screen the request hints at', () => {
    expect(interactionPageUrl({ screen_hint: 'register' }, 'u1')).toBe(
      '/auth/register?interaction=u1',
    );
    expect(interactionPageUrl({ screen_hint: 'passcodelogin' }, 'u1')).toBe(
      '/auth/passcodelogin?interaction=u1',
    );
  });

  it('ignores a hint that is not a screen (never a path chosen by the caller)', () => {
    expect(interactionPageUrl({ screen_hint: '../admin' }, 'u1')).toBe(
      '/auth/login?interaction=u1',
    );
  });

  it('opens the invitation registration with a well-formed code only', () => {
    expect(interactionPageUrl({ invite_code: 'TEAM-42' }, 'u1')).toBe(
      '/auth/invite/register/TEAM-42?interaction=u1',
    );
    expect(interactionPageUrl({ invite_code: 'a/../b' }, 'u1')).toBe('/auth/login?interaction=u1');
  });
});
