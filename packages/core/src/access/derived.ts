import { DEFAULT_PAGE_NAME, type AppPage } from '../domain/app-config';
import { schoolYearStartOf } from '../domain/dates';
import { lookupPageText } from '../domain/page-text';
import {
  ADMIN,
  COACH_PAGE,
  PROFILE_ACCESS,
  SECURITY_ADMIN,
  TRAINERS,
  TRAINER_OR_ADMIN,
} from './roles';
import { satisfies } from './rules';
import type { Session } from './session';

// Derived permissions of the spec (part 1, section 6), one implementation for server and web.

/** Profile access: (trainer or clientCoach) and profileViewer. */
export function canAccessProfile(session: Session): boolean {
  return satisfies(session, PROFILE_ACCESS);
}

/** Trainer or admin: any of trainer, clientCoach, eventAdmin, clientAdmin. */
export function isTrainerOrAdmin(session: Session): boolean {
  return satisfies(session, TRAINER_OR_ADMIN);
}

/** Admin: eventAdmin or clientAdmin. */
export function isAdmin(session: Session): boolean {
  return satisfies(session, ADMIN);
}

/** Trainer only: trainer or clientCoach without eventAdmin or clientAdmin. */
export function isTrainerOnly(session: Session): boolean {
  return satisfies(session, TRAINERS) && !isAdmin(session);
}

/** Security admin: securityAdmin. */
export function isSecurityAdmin(session: Session): boolean {
  return satisfies(session, SECURITY_ADMIN);
}

/** Coach page access: globalDataAccess and backPage. */
export function canAccessCoachPage(session: Session): boolean {
  return satisfies(session, COACH_PAGE);
}

/**
 * The organisation's own e-mail domains (pipe-separated): its corporate domain and the four
 * brands' domains. A deployment replaces them with the default page's `tfg-domains` text.
 */
export const DEFAULT_EMPLOYEE_DOMAINS =
  'keystonegrowth.example|tandemteams.example|brightpathschools.example|summitleaders.example|mirror360.example';

/** Name of the default-page text that overrides `DEFAULT_EMPLOYEE_DOMAINS`. */
export const EMPLOYEE_DOMAINS_TEXT_NAME = 'tfg-domains';

/** Most domains one list may name. */
export const EMPLOYEE_DOMAINS_MAX = 50;

/** The domains of a pipe-separated list, trimmed and in lower case, without blanks or repeats. */
export function employeeDomainList(text: string): string[] {
  return [
    ...new Set(
      text
        .split('|')
        .map((d) => d.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** The employee domain list in force: the default page's `tfg-domains` text, else the default. */
export function employeeDomainsFrom(pages: readonly AppPage[]): string {
  const configured = lookupPageText(pages, DEFAULT_PAGE_NAME, EMPLOYEE_DOMAINS_TEXT_NAME)?.value;
  return configured && configured.trim() !== '' ? configured : DEFAULT_EMPLOYEE_DOMAINS;
}

/**
 * Employee (a derived role): the e-mail's domain is one of the pipe-separated domains, compared
 * case-insensitively. Only the exact domain counts; a subdomain is a different organisation.
 */
export function isEmployee(email: string, domainsText = DEFAULT_EMPLOYEE_DOMAINS): boolean {
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (domain === '') return false;
  return employeeDomainList(domainsText).includes(domain);
}

/** The first school year with a cohort claim: 2020-2021. */
export const FIRST_COHORT_YEAR = 2020;

/**
 * A cohort claim is 'cohort' plus the two-digit years of the school year it covers:
 * 2020-2021 gives 'cohort2021', 2025-2026 gives 'cohort2526'.
 */
export function cohortClaimName(schoolYearStart: number): string {
  const yy = (year: number) => String(year % 100).padStart(2, '0');
  return `cohort${yy(schoolYearStart)}${yy(schoolYearStart + 1)}`;
}

/** The cohort claim of the school year containing `now`. */
export function currentCohortClaimName(now: Date): string {
  return cohortClaimName(schoolYearStartOf(now));
}

/**
 * The cohort claims of every school year from 2020-2021 up to, not including, the one
 * containing `now`, oldest first. Empty during the 2020-2021 school year and before it.
 */
export function previousCohortClaimNames(now: Date): string[] {
  const names: string[] = [];
  for (let year = FIRST_COHORT_YEAR; year < schoolYearStartOf(now); year++) {
    names.push(cohortClaimName(year));
  }
  return names;
}
