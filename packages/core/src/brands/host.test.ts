import { describe, expect, it } from 'vitest';
import { brandFromHost, normalizeHost } from './host';

describe('brandFromHost', () => {
  const hostMap = { 'teams.localhost': 'teams', 'portal.brightpath.example': 'schools' };

  it('uses the host map first', () => {
    expect(brandFromHost('portal.brightpath.example', hostMap)).toBe('schools');
  });

  it('ignores the port and the case', () => {
    expect(brandFromHost('Portal.Brightpath.EXAMPLE:8443', hostMap)).toBe('schools');
    expect(brandFromHost('teams.localhost:3000', { 'TEAMS.localhost:3000': 'teams' })).toBe(
      'teams',
    );
  });

  it('lets the host map override the first label', () => {
    expect(brandFromHost('leaders.localhost', { 'leaders.localhost': 'profile' })).toBe('profile');
  });

  it('skips host map entries that name no brand', () => {
    expect(brandFromHost('x.example', { 'x.example': 'nope' }, 'leaders')).toBe('leaders');
  });

  it('takes a first label that is a brand key', () => {
    expect(brandFromHost('leaders.localhost:3000')).toBe('leaders');
    expect(brandFromHost('schools.portal.example')).toBe('schools');
    expect(brandFromHost('TEAMS.localhost')).toBe('teams');
  });

  it('does not take a brand key that is only part of the first label', () => {
    expect(brandFromHost('myteams.localhost')).toBe('profile');
    expect(brandFromHost('portal.teams.example')).toBe('profile');
  });

  it('does not take a bare brand key without a domain', () => {
    expect(brandFromHost('teams', {}, 'schools')).toBe('schools');
  });

  it('falls back for unknown, empty or missing hosts', () => {
    expect(brandFromHost('localhost:3000')).toBe('profile');
    expect(brandFromHost('127.0.0.1:3000', {}, 'teams')).toBe('teams');
    expect(brandFromHost('', hostMap, 'leaders')).toBe('leaders');
    expect(brandFromHost(undefined)).toBe('profile');
  });

  it('handles IPv6 hosts', () => {
    expect(brandFromHost('[::1]:3000', { '[::1]': 'schools' })).toBe('schools');
  });
});

describe('normalizeHost', () => {
  it('drops port, case and a trailing dot', () => {
    expect(normalizeHost(' Teams.Localhost.:3000 ')).toBe('teams.localhost');
    expect(normalizeHost('[::1]:8080')).toBe('[::1]');
  });
});
