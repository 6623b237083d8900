import { describe, expect, it } from 'vitest';
import type { AppPage } from '../domain/app-config';
import {
  DEFAULT_EMPLOYEE_DOMAINS,
  canAccessCoachPage,
  canAccessProfile,
  cohortClaimName,
  currentCohortClaimName,
  employeeDomainsFrom,
  isAdmin,
  isEmployee,
  isSecurityAdmin,
  isTrainerOnly,
  isTrainerOrAdmin,
  previousCohortClaimNames,
} from './derived';
import { sessionWith } from './test-session';

describe('canAccessProfile', () => {
  it('grants a trainer or client coach who is also a profile viewer', () => {
    expect(canAccessProfile(sessionWith(['trainer', 'profileViewer']))).toBe(true);
    expect(canAccessProfile(sessionWith(['clientCoach', 'profileViewer']))).toBe(true);
  });

  it('refuses a profile viewer who is neither trainer nor client coach', () => {
    expect(canAccessProfile(sessionWith(['profileViewer', 'eventAdmin']))).toBe(false);
  });

  it('refuses a trainer who is not a profile viewer', () => {
    expect(canAccessProfile(sessionWith(['trainer', 'clientCoach']))).toBe(false);
  });
});

describe('isTrainerOrAdmin', () => {
  it.each(['trainer', 'clientCoach', 'eventAdmin', 'clientAdmin'])('grants %s', (claim) => {
    expect(isTrainerOrAdmin(sessionWith([claim]))).toBe(true);
  });

  it('refuses other claims', () => {
    expect(isTrainerOrAdmin(sessionWith(['securityAdmin', 'profileViewer']))).toBe(false);
  });
});

describe('isAdmin', () => {
  it('grants event and client admins only', () => {
    expect(isAdmin(sessionWith(['eventAdmin']))).toBe(true);
    expect(isAdmin(sessionWith(['clientAdmin']))).toBe(true);
    expect(isAdmin(sessionWith(['trainer', 'securityAdmin']))).toBe(false);
  });
});

describe('isTrainerOnly', () => {
  it('grants a trainer or client coach without admin claims', () => {
    expect(isTrainerOnly(sessionWith(['trainer']))).toBe(true);
    expect(isTrainerOnly(sessionWith(['clientCoach']))).toBe(true);
  });

  it('refuses a trainer who is also an admin', () => {
    expect(isTrainerOnly(sessionWith(['trainer', 'eventAdmin']))).toBe(false);
    expect(isTrainerOnly(sessionWith(['clientCoach', 'clientAdmin']))).toBe(false);
  });

  it('refuses a session with neither claim', () => {
    expect(isTrainerOnly(sessionWith([]))).toBe(false);
  });
});

describe('isSecurityAdmin', () => {
  it('grants the securityAdmin claim or role', () => {
    expect(isSecurityAdmin(sessionWith(['securityAdmin']))).toBe(true);
    expect(isSecurityAdmin(sessionWith([], { roles: ['SECURITYADMIN'] }))).toBe(true);
    expect(isSecurityAdmin(sessionWith(['developer']))).toBe(false);
  });
});

describe('canAccessCoachPage', () => {
  it('needs both globalDataAccess and backPage', () => {
    expect(canAccessCoachPage(sessionWith(['globalDataAccess', 'backPage']))).toBe(true);
    expect(canAccessCoachPage(sessionWith(['globalDataAccess']))).toBe(false);
    expect(canAccessCoachPage(sessionWith(['backPage']))).toBe(false);
  });
});

describe('isEmployee', () => {
  it('recognises each of the five default domains', () => {
    const domains = DEFAULT_EMPLOYEE_DOMAINS.split('|');
    expect(domains).toHaveLength(5);
    for (const domain of domains) expect(isEmployee(`sam@${domain}`)).toBe(true);
  });

  it('compares domains case-insensitively', () => {
    expect(isEmployee('Sam@KeystoneGrowth.EXAMPLE')).toBe(true);
    expect(isEmployee('sam@a.example', 'A.Example|b.example')).toBe(true);
  });

  it('refuses other domains, subdomains and look-alikes', () => {
    expect(isEmployee('sam@client.example')).toBe(false);
    expect(isEmployee('sam@mail.keystonegrowth.example')).toBe(false);
    expect(isEmployee('sam@keystonegrowth.example.evil.example')).toBe(false);
  });

  it('refuses text that is not an address', () => {
    expect(isEmployee('')).toBe(false);
    expect(isEmployee('keystonegrowth.example')).toBe(false);
    expect(isEmployee('@keystonegrowth.example')).toBe(false);
    expect(isEmployee('sam@')).toBe(false);
  });

  it('uses a configured list instead of the default', () => {
    expect(isEmployee('sam@own.example', ' own.example | other.example ')).toBe(true);
    expect(isEmployee('sam@keystonegrowth.example', 'own.example')).toBe(false);
  });

  it('ignores empty entries of the list', () => {
    expect(isEmployee('sam@x.example', '||')).toBe(false);
  });
});

describe('employeeDomainsFrom', () => {
  const defaultPage = (value: string): AppPage => ({
    name: 'default',
    route: '',
    text: [{ name: 'tfg-domains', value: { value } }],
    banners: [],
  });

  it("takes the default page's tfg-domains text", () => {
    expect(employeeDomainsFrom([defaultPage('own.example')])).toBe('own.example');
  });

  it('keeps the built-in list when the text is missing or blank', () => {
    expect(employeeDomainsFrom([])).toBe(DEFAULT_EMPLOYEE_DOMAINS);
    expect(employeeDomainsFrom([defaultPage('  ')])).toBe(DEFAULT_EMPLOYEE_DOMAINS);
  });
});

describe('cohort claim names', () => {
  it('joins the two-digit years of the school year', () => {
    expect(cohortClaimName(2020)).toBe('cohort2021');
    expect(cohortClaimName(2025)).toBe('cohort2526');
    expect(cohortClaimName(2099)).toBe('cohort9900');
  });

  it('names the current cohort from the school year of the date', () => {
    expect(currentCohortClaimName(new Date(2025, 6, 1))).toBe('cohort2526');
    expect(currentCohortClaimName(new Date(2025, 5, 30))).toBe('cohort2425');
  });

  it('lists every earlier school year from 2020-2021, oldest first', () => {
    expect(previousCohortClaimNames(new Date(2023, 8, 1))).toEqual([
      'cohort2021',
      'cohort2122',
      'cohort2223',
    ]);
  });

  it('lists nothing during the first cohort year or before it', () => {
    expect(previousCohortClaimNames(new Date(2021, 5, 30))).toEqual([]);
    expect(previousCohortClaimNames(new Date(2019, 0, 1))).toEqual([]);
  });

  it('moves to the next list in July', () => {
    expect(previousCohortClaimNames(new Date(2022, 5, 30))).toHaveLength(1);
    expect(previousCohortClaimNames(new Date(2022, 6, 1))).toHaveLength(2);
  });
});
