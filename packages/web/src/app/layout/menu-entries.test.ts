import { describe, expect, it } from 'vitest';
import { ROUTES, flattenRoutes, type Session } from '@portal/core';
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

  it('lists a redirecting entry when its target opens, and not without its feature', () => {
    // The resources route goes to its list when global search is on; both are open to members.
    const of = (features: Record<string, boolean>) =>
      menuEntries(routes, { session: session(['participant']), features }).map((e) => e.name);
    expect(of({ globalSearch: true })).toContain('resources');
    expect(of({ globalSearch: false })).toContain('resources');
    expect(of({ resourceGroup: false, globalSearch: false })).not.toContain('resources');
  });

  it('drops the entries of events, cohorts and subscriptions with their flags, not my events', () => {
    const staff = session(['eventAdmin', 'cohortAccountAdmin', 'contentAdmin']);
    const of = (features: Record<string, boolean>) =>
      menuEntries(routes, { session: staff, features }).map((e) => e.name);
    const entries = ['eventAdmin', 'participantAdmin', 'accountsCohortAdmin', 'subscriptionsAdmin'];
    expect(of({})).toEqual(expect.arrayContaining([...entries, 'myEvents']));
    const off = of({ events: false, cohorts: false, subscriptions: false });
    for (const name of entries) expect(off).not.toContain(name);
    expect(off).toContain('myEvents');
  });

  it('never offers a page still to come, though its address opens its honest page', () => {
    const everyone = menuEntries(routes, {
      session: session(['contentAdmin', 'tfg', 'developer', 'eventAdmin', 'clientAdmin']),
      features: {},
    }).map((entry) => entry.name);
    const later = routes.filter((r) => r.menu && r.plannedIn !== undefined).map((r) => r.name);
    expect(later).toEqual(expect.arrayContaining(['ntdApprovals', 'ccPayment']));
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
      'resources',
      'mySurveys',
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
    expect(of(['clientAdmin'])).toContain('reports');
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
