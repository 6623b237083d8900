import { z } from 'zod';

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const LOCAL_ATOM = '[^<>()[\\]\\\\.,;:\\s@"]+';
const LOCAL = `(?:${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*|"[^"\\r\\n]+")`;
const DOMAIN = '(?:[A-Za-z0-9-]+\\.)+[A-Za-z]{2,}';
const IP = `\\[${OCTET}(?:\\.${OCTET}){3}\\]`;

/**
 * The spec's address pattern: a local part (dot-separated atoms, or a quoted string), @, then a
 * domain with dots ending in a top level of 2 or more letters, or an IPv4 address in brackets.
 */
export const EMAIL_PATTERN = new RegExp(`^${LOCAL}@(?:${IP}|${DOMAIN})$`);

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** A domain name as addresses end: labels of letters, digits and hyphens, then a top level of letters. */
export const DOMAIN_PATTERN = new RegExp(`^${DOMAIN}$`);

/** An e-mail address, trimmed. */
export const zEmail = z.string().trim().regex(EMAIL_PATTERN, { message: 'Invalid e-mail address' });
