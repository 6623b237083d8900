import { z } from 'zod';

/** Optional plus, then 2 to 15 digits, the first 1 to 9 (E.164 style). */
const INTERNATIONAL = /^\+?[1-9]\d{1,14}$/;
/** US style ten digits: area code with or without parentheses, optional separators. */
const US = /^(?:\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]?\d{4}$/;

export function isValidPhone(value: string): boolean {
  const phone = value.trim();
  return INTERNATIONAL.test(phone) || US.test(phone);
}

/** A phone number, trimmed. */
export const zPhone = z.string().trim().refine(isValidPhone, { message: 'Invalid phone number' });

/**
 * Displays a US number as (###) ###-####: ten digits, or eleven starting with the country
 * code 1. Any other number is shown as entered (trimmed), since its format is not ours to guess.
 */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return value.trim();
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
