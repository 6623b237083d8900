import { readFileSync } from 'node:fs';
import {
  PASSWORD_HISTORY_DEPTH,
  PASSWORD_MESSAGES,
  normalizePassword,
  passwordRuleErrors,
} from '@portal/core';
import { verifyPassword } from '../../identity/passwords';
import { strengthError } from './password-strength';

/**
 * About 1,000 of the most used passwords (common roots, keyboard walks, digit runs, years and
 * their usual suffixes), one a line, lower case. NIST SP 800-63B asks to refuse such values.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(normalizePassword(password).toLowerCase());
}

/** The facts a password is checked against (not a request's context: it names no caller). */
export type PasswordContext = {
  /** The account's address: its local part may not appear in the password. */
  email?: string;
  /** argon2 hashes of the current and previous passwords. */
  previousHashes?: readonly string[];
};

/** Every policy error of a candidate password (empty when it is acceptable). */
export async function checkPasswordPolicy(
  password: string,
  context: PasswordContext = {},
): Promise<string[]> {
  const errors = passwordRuleErrors(password, context.email);
  if (isCommonPassword(password)) errors.push(PASSWORD_MESSAGES.common);
  else if (errors.length === 0) {
    const weak = strengthError(password, context.email ? [context.email] : []);
    if (weak) errors.push(weak);
  }
  if (errors.length === 0 && (await isRecentPassword(password, context.previousHashes ?? []))) {
    errors.push(PASSWORD_MESSAGES.reused);
  }
  return errors;
}

async function isRecentPassword(password: string, hashes: readonly string[]): Promise<boolean> {
  const recent = [...new Set(hashes)].slice(0, PASSWORD_HISTORY_DEPTH);
  const matches = await Promise.all(recent.map((hash) => verifyPassword(hash, password)));
  return matches.includes(true);
}

/** The history after a password change: the new hash first, the last PASSWORD_HISTORY_DEPTH. */
export function nextPasswordHistory(history: readonly string[], newHash: string): string[] {
  return [...new Set([newHash, ...history])].slice(0, PASSWORD_HISTORY_DEPTH);
}
