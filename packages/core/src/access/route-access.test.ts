import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../routes.types';
import { evaluateRouteAccess } from './route-access';
import { sessionWith } from './test-session';

const route = (overrides: Partial<RouteDef>): RouteDef => ({
  name: 'sample',
  path: 'sample',
  rule: 'any',
  titleKey: 'route.example',
  ...overrides,
});

const resources = route({
  name: 'resources',
  path: 'resources',
  rule: ['contentAdmin', 'contentEditor', 'resourceGroupAdmin'],
  feature: 'resourceGroup',
  redirect: { feature: 'globalSearch', to: 'resources/list' },
});
const plan = route({ rule: 'tractionPlan', verifiedEmail: true });
const contentAdmin = sessionWith(['contentAdmin']);

describe('evaluateRouteAccess', () => {
  it('redirects when the redirect feature is on, before any other check', () => {
    expect(
      evaluateRouteAccess(resources, { session: null, features: { globalSearch: true } }),
    ).toEqual({ kind: 'redirect', to: '/resources/list' });
  });

  it('treats a redirect feature missing from the map as on', () => {
    expect(evaluateRouteAccess(resources, { session: contentAdmin, features: {} }).kind).toBe(
      'redirect',
    );
  });

  it('does not redirect when the redirect feature is off', () => {
    const ctx = { session: contentAdmin, features: { globalSearch: false } };
    expect(evaluateRouteAccess(resources, ctx)).toEqual({ kind: 'allowed' });
  });

  it('lets anyone open an anonymous route', () => {
    const support = route({ anonymous: true, rule: 'securityAdmin' });
    expect(evaluateRouteAccess(support, { session: null, features: {} })).toEqual({
      kind: 'allowed',
    });
  });

  it('sends a visitor without a session to login', () => {
    expect(evaluateRouteAccess(route({}), { session: null, features: {} })).toEqual({
      kind: 'login',
    });
  });

  it('asks for login before revealing that a feature is off', () => {
    const ctx = { session: null, features: { resourceGroup: false, globalSearch: false } };
    expect(evaluateRouteAccess(resources, ctx).kind).toBe('login');
  });

  it('refuses a route whose feature is off', () => {
    const ctx = { session: contentAdmin, features: { resourceGroup: false, globalSearch: false } };
    expect(evaluateRouteAccess(resources, ctx)).toEqual({ kind: 'feature-off' });
  });

  it('reports feature-off before the claim check', () => {
    const ctx = {
      session: sessionWith([]),
      features: { resourceGroup: false, globalSearch: false },
    };
    expect(evaluateRouteAccess(resources, ctx).kind).toBe('feature-off');
  });

  it('forbids a signed-in user without the claim', () => {
    const ctx = { session: sessionWith(['trainer']), features: { globalSearch: false } };
    expect(evaluateRouteAccess(resources, ctx)).toEqual({ kind: 'forbidden' });
  });

  it('asks for a verified e-mail after the claim check passes', () => {
    const ctx = { session: sessionWith(['tractionPlan'], { emailVerified: false }), features: {} };
    expect(evaluateRouteAccess(plan, ctx)).toEqual({ kind: 'unverified' });
  });

  it('forbids rather than asking for verification when the claim is missing', () => {
    const ctx = { session: sessionWith([], { emailVerified: false }), features: {} };
    expect(evaluateRouteAccess(plan, ctx).kind).toBe('forbidden');
  });

  it('allows a verified user with the claim', () => {
    expect(
      evaluateRouteAccess(plan, { session: sessionWith(['tractionPlan']), features: {} }),
    ).toEqual({ kind: 'allowed' });
  });

  it("allows any signed-in user on an 'any' route, verified or not", () => {
    const ctx = { session: sessionWith([], { emailVerified: false }), features: {} };
    expect(evaluateRouteAccess(route({}), ctx).kind).toBe('allowed');
  });
});
