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

  it('lists a redirecting entry only when its target may be opened', () => {
    const content = menuEntries(routes, { session: session(['contentAdmin']), features: {} });
    const plain = menuEntries(routes, { session: session([]), features: {} });
    expect(content.map((entry) => entry.name)).toContain('resources');
    expect(plain.map((entry) => entry.name)).not.toContain('resources');
  });

  it('lists the admin pages only for a session holding the claim', () => {
    const plain = menuEntries(routes, { session: session([]), features: {} });
    const admin = menuEntries(routes, { session: session(['securityAdmin']), features: {} });
    expect(plain.map((entry) => entry.name)).not.toContain('adminMessages');
    expect(admin.map((entry) => entry.name)).toContain('adminMessages');
  });
});
