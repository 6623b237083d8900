import { describe, expect, it } from 'vitest';
import { ROUTES, flattenRoutes, type RouteDef, type Session } from '@portal/core';
import { menuEntries, menuPath } from './menu-entries';

const routes = flattenRoutes(ROUTES);
const session = (claims: string[]): Session => ({
  userId: 'u1',
  email: 'a@b.example',
  emailVerified: true,
  roles: [],
  claims: claims.map((type) => ({ type, value: 'true' })),
});

describe('drawer entries', () => {
  it('drops optional parameters and refuses required ones', () => {
    expect(menuPath('plan/:idType?/:id?')).toBe('/plan');
    expect(menuPath('')).toBe('/');
    expect(menuPath('coach/:idType/:id')).toBeNull();
  });

  it('lists only anonymous entries for a visitor', () => {
    const names = menuEntries(routes, { session: null, features: {} }).map((entry) => entry.name);
    expect(names).toContain('support');
    expect(names).not.toContain('home');
    expect(names).not.toContain('adminMessages');
    expect(names).not.toContain('resources');
  });

  it('lists a redirecting entry only when its target may be opened', () => {
    // The resources route redirects to its list; built here so the rule is tested on its own.
    const built = routes
      .filter((r) => r.name === 'resources' || r.name === 'resourcesList')
      .map(({ plannedIn: _later, ...r }): RouteDef => r);
    const content = menuEntries(built, { session: session(['contentAdmin']), features: {} });
    const plain = menuEntries(built, { session: session([]), features: {} });
    expect(content.map((entry) => entry.name)).toContain('resources');
    expect(plain.map((entry) => entry.name)).not.toContain('resources');
  });

  it('never offers a page still to come, though its address opens its honest page', () => {
    const everyone = menuEntries(routes, {
      session: session(['contentAdmin', 'tfg', 'developer', 'eventAdmin', 'clientAdmin']),
      features: {},
    }).map((entry) => entry.name);
    const later = routes.filter((r) => r.menu && r.plannedIn !== undefined).map((r) => r.name);
    expect(later).toEqual(expect.arrayContaining(['mySurveys', 'resources', 'appConfig']));
    for (const name of later) expect(everyone).not.toContain(name);
  });

  it('offers a participant their own pages and no admin page', () => {
    const names = menuEntries(routes, {
      session: session(['participant', 'tractionPlan', 'profile', 'profileV2']),
      features: {},
    }).map((entry) => entry.name);
    expect(names).toEqual([
      'home',
      'plan',
      'myReports',
      'startMy360',
      'myEvents',
      'myTeam',
      'help',
      'support',
    ]);
  });

  it("offers a coach no plan of their own: coachees' plans open from the coach dashboard", () => {
    const names = menuEntries(routes, {
      session: session(['trainer', 'profileViewer']),
      features: {},
    }).map((entry) => entry.name);
    expect(names).not.toContain('plan');
    expect(names).toContain('eventAdmin');
  });

  it('offers the admin dashboard and reports to their staff only', () => {
    const of = (claims: string[]) =>
      menuEntries(routes, { session: session(claims), features: {} }).map((entry) => entry.name);
    expect(of(['clientAdmin'])).toContain('adminDashboard');
    expect(of(['securityAdmin'])).toContain('adminDashboard');
    expect(of(['eventAdmin'])).toContain('reports');
    expect(of(['participant'])).not.toContain('adminDashboard');
    expect(of(['participant'])).not.toContain('reports');
  });

  it('lists the admin pages only for a session holding the claim', () => {
    const plain = menuEntries(routes, { session: session([]), features: {} });
    const admin = menuEntries(routes, { session: session(['securityAdmin']), features: {} });
    expect(plain.map((entry) => entry.name)).not.toContain('adminMessages');
    expect(admin.map((entry) => entry.name)).toContain('adminMessages');
  });
});
