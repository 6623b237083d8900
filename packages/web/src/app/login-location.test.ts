import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '@portal/core';
import { loginLocation } from './login-location';

describe('sign-in address of a protected page', () => {
  it('carries the path and query as the redirect', () => {
    expect(loginLocation('/admin/messages', '?x=1')).toBe(
      `/login?redirect=${encodeURIComponent('/admin/messages?x=1')}`,
    );
  });

  it('hands on the email and errors of the query', () => {
    const url = new URL(
      loginLocation('/plan', '?email=ada%40example.org&errors=expired&x=2'),
      'http://h',
    );
    expect(url.searchParams.get('redirect')).toBe(
      '/plan?email=ada%40example.org&errors=expired&x=2',
    );
    expect(url.searchParams.get('email')).toBe('ada@example.org');
    expect(url.searchParams.get('errors')).toBe('expired');
    expect(url.searchParams.has('x')).toBe(false);
  });

  it('leaves out empty values', () => {
    expect(loginLocation('/plan', '?email=')).toBe(
      `/login?redirect=${encodeURIComponent('/plan?email=')}`,
    );
  });
});

describe('redirect taken from the query (the core rule the sign-in pages use)', () => {
  it('keeps a path of this site', () => {
    expect(safeRedirectPath('/plan?id=1')).toBe('/plan?id=1');
  });

  it.each([null, '', 'plan', 'https://evil.example/', '//evil.example', '/\\evil.example'])(
    'goes home for %j',
    (value) => {
      expect(safeRedirectPath(value)).toBe('/');
    },
  );
});
