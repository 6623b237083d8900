import { describe, expect, it } from 'vitest';
import { authorizationExtras, readSignInState, signInStateOf } from './sign-in-state';

describe('the sign-in state', () => {
  it('carries the path, remember-me and provider', () => {
    expect(signInStateOf({ redirect: '/plan?x=1', rememberMe: true })).toEqual({
      redirect: '/plan?x=1',
      rememberMe: true,
      provider: 'local',
    });
  });

  it('never carries or gives back a path of another site', () => {
    expect(signInStateOf({ redirect: 'https://evil.example/' }).redirect).toBe('/');
    expect(readSignInState({ redirect: '//evil.example/x' }).redirect).toBe('/');
    expect(readSignInState({ redirect: '/\\evil.example' }).redirect).toBe('/');
    expect(readSignInState({ redirect: '/users' }).redirect).toBe('/users');
  });

  it('reads a missing or tampered state as home without remember-me', () => {
    for (const state of [undefined, null, 'text', { rememberMe: 'yes', provider: 7 }]) {
      expect(readSignInState(state)).toEqual({
        redirect: '/',
        rememberMe: false,
        provider: 'local',
      });
    }
  });

  it('sends the screen hint and invitation code only when given', () => {
    expect(authorizationExtras({ redirect: '/' })).toEqual({});
    expect(authorizationExtras({ redirect: '/', hint: 'register', inviteCode: 'TEAM-42' })).toEqual(
      { screen_hint: 'register', invite_code: 'TEAM-42' },
    );
  });
});
