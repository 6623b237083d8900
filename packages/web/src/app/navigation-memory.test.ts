import { describe, expect, it } from 'vitest';
import { fallbackLocation } from './navigation-memory';

describe('where a refused user goes', () => {
  it('goes back to the last page let through', () => {
    expect(fallbackLocation('/help?tab=2', '/admin/messages')).toBe('/help?tab=2');
  });

  it('goes home from a first load or from the sign-in page', () => {
    expect(fallbackLocation(null, '/admin/messages')).toBe('/');
    expect(fallbackLocation('/LOGIN?redirect=%2F', '/admin/messages')).toBe('/');
  });

  it('goes home when the page refused is the one it was on (its feature went off)', () => {
    expect(fallbackLocation('/notes/admin', '/notes/admin')).toBe('/');
  });
});
