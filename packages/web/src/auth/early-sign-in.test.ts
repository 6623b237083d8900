import { beforeEach, describe, expect, it } from 'vitest';
import { earlySignInRequest } from './early-sign-in';
import { oidcUserKey } from './stored-user';

const ORIGIN = 'http://teams.localhost:3000';
const at = (path: string) => {
  const url = new URL(path, ORIGIN);
  return { pathname: url.pathname, search: url.search, origin: ORIGIN };
};

describe('earlySignInRequest', () => {
  beforeEach(() => sessionStorage.clear());

  it('sends a visitor of a protected page to sign in with the way back', () => {
    expect(earlySignInRequest(at('/'), sessionStorage)).toEqual({ redirect: '/', email: null });
    expect(earlySignInRequest(at('/plan?tab=steps&email=a%40b.org'), sessionStorage)).toEqual({
      redirect: '/plan?tab=steps&email=a%40b.org',
      email: 'a@b.org',
    });
  });

  it('starts the sign-in of /login with its redirect, refusing one to another site', () => {
    expect(earlySignInRequest(at('/login?redirect=%2Fplan'), sessionStorage)).toEqual({
      redirect: '/plan',
      email: null,
    });
    expect(
      earlySignInRequest(at('/login?redirect=https%3A%2F%2Fevil.example%2F'), sessionStorage),
    ).toEqual({ redirect: '/', email: null });
  });

  it('boots the app when the tab holds a user of this origin, even an expired one', () => {
    sessionStorage.setItem(oidcUserKey(`${ORIGIN}/oidc`, 'teams'), '{"expires_at":1}');
    expect(earlySignInRequest(at('/'), sessionStorage)).toBeNull();
  });

  it('ignores a user held for another origin', () => {
    sessionStorage.setItem(oidcUserKey('http://other.localhost:3000/oidc', 'teams'), '{}');
    expect(earlySignInRequest(at('/'), sessionStorage)).not.toBeNull();
  });

  it('boots the app for what needs its judgement', () => {
    for (const path of [
      '/auth/login?interaction=abc',
      '/login?state=s&code=c',
      '/login?errors=Locked',
      '/plan?errors=Locked',
      '/contact-us',
      '/resources',
      '/no/such/page/at/all',
    ]) {
      expect(earlySignInRequest(at(path), sessionStorage), path).toBeNull();
    }
  });
});
