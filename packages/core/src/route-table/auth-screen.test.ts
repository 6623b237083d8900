import { describe, expect, it } from 'vitest';
import { authScreenOf } from './auth-security';

describe('authScreenOf', () => {
  it('reads the mode from the first segment', () => {
    expect(authScreenOf({ isInvite: 'forgotpassword' })).toEqual({
      mode: 'forgotpassword',
      inviteCode: null,
      values: [],
    });
  });

  it('gives mfalogin the phone ending after the mode', () => {
    expect(authScreenOf({ isInvite: 'mfalogin', regType: '1234' })).toEqual({
      mode: 'mfalogin',
      inviteCode: null,
      values: ['1234'],
    });
  });

  it('reads an invitation: invite, mode, code', () => {
    expect(authScreenOf({ isInvite: 'invite', regType: 'register', val1: 'TEAM-42' })).toEqual({
      mode: 'register',
      inviteCode: 'TEAM-42',
      values: [],
    });
  });

  it('opens the login mode without a mode or with an unknown one', () => {
    expect(authScreenOf({}).mode).toBe('login');
    expect(authScreenOf({ isInvite: 'admin' }).mode).toBe('login');
    expect(authScreenOf({ isInvite: 'invite' })).toEqual({
      mode: 'login',
      inviteCode: null,
      values: [],
    });
  });
});
