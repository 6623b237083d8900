import { beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '@portal/core';
import {
  PENDING_LOGIN_INFO_KEY,
  holdLoginChoice,
  readLoginInfo,
  rememberLogin,
  takeLoginChoice,
} from './login-info';

const session = (claims: string[]): Session => ({
  userId: 'u',
  email: 'ada@example.org',
  emailVerified: true,
  roles: [],
  claims: claims.map((type) => ({ type, value: 'x' })),
});
const info = { rememberMe: true, provider: 'local', email: 'ada@example.org' };

describe('the stored login hint (loginInfo)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is kept under the spec key when remember-me is chosen', () => {
    rememberLogin(localStorage, info, session([]));
    expect(JSON.parse(localStorage.getItem('loginInfo') ?? '')).toEqual(info);
    expect(readLoginInfo(localStorage)).toEqual(info);
  });

  it('is forgotten when remember-me is not chosen', () => {
    rememberLogin(localStorage, info, session([]));
    rememberLogin(localStorage, { ...info, rememberMe: false }, session([]));
    expect(localStorage.getItem('loginInfo')).toBeNull();
  });

  it('is neither stored nor removed while impersonating (original-user claim)', () => {
    rememberLogin(localStorage, info, session(['originalUserId']));
    expect(localStorage.getItem('loginInfo')).toBeNull();
    const own = { ...info, email: 'admin@example.org' };
    rememberLogin(localStorage, own, session([]));
    rememberLogin(localStorage, { ...info, rememberMe: false }, session(['originalUserId']));
    expect(readLoginInfo(localStorage)).toEqual(own);
  });

  it('reads nothing from a malformed value', () => {
    localStorage.setItem('loginInfo', '{"rememberMe":"yes"}');
    expect(readLoginInfo(localStorage)).toBeNull();
    localStorage.setItem('loginInfo', 'not json');
    expect(readLoginInfo(localStorage)).toBeNull();
  });

  it('holds the screen choice for the tab and gives it once', () => {
    holdLoginChoice(sessionStorage, info);
    expect(sessionStorage.getItem(PENDING_LOGIN_INFO_KEY)).not.toBeNull();
    expect(takeLoginChoice(sessionStorage)).toEqual(info);
    expect(takeLoginChoice(sessionStorage)).toBeNull();
  });
});
