import { z } from 'zod';

// The password policy of NIST SP 800-63B (section 5.1.1.2): length, no composition rules, no
// known-common or context-specific passwords. Checks that need server data (the common list,
// the history) run on the server; these run in both places.

export const PASSWORD_MIN_LENGTH = 8;
/** Shown as guidance; only PASSWORD_MIN_LENGTH is enforced. */
export const PASSWORD_RECOMMENDED_LENGTH = 15;
export const PASSWORD_MAX_LENGTH = 128;
/** A new password may not equal any of this many previous ones. */
export const PASSWORD_HISTORY_DEPTH = 5;
/** An e-mail local part shorter than this is too generic to forbid inside a password. */
export const EMAIL_LOCAL_PART_MIN_MATCH = 3;

export const PASSWORD_MESSAGES = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters (${PASSWORD_RECOMMENDED_LENGTH} or more is better).`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: 'This password is too common: choose one that is harder to guess.',
  containsEmail: 'The password must not contain the name of your e-mail address.',
  weakPattern:
    'Repeated characters and sequences (like aaaa or abcd) are easy to guess: choose something less regular.',
  weakKeyboard:
    'Rows of keys on the keyboard (like qwerty) are easy to guess: choose something less regular.',
  weakCommonPart:
    'It is built on a commonly used password or word: add a few unusual words of your own.',
  weakGuessable: 'This password is easy to guess: a few unusual words make it much stronger.',
  reused: `Choose a password that is not one of your last ${PASSWORD_HISTORY_DEPTH}.`,
  mismatch: 'The new password and its confirmation do not match.',
  wrongOld: 'The current password is not correct.',
  oldRequired: 'Enter your current password.',
} as const;

/** Passwords are compared in NFKC form, so the same text typed on another keyboard matches. */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC');
}

/** Length in characters (code points), not UTF-16 units: an emoji counts once. */
export function passwordLength(password: string): number {
  return [...normalizePassword(password)].length;
}

function emailLocalPart(email: string | undefined): string | undefined {
  if (!email) return undefined;
  const at = email.lastIndexOf('@');
  const local = (at < 0 ? email : email.slice(0, at)).trim().toLowerCase();
  return [...local].length >= EMAIL_LOCAL_PART_MIN_MATCH ? local : undefined;
}

/** The policy errors found without server data: length, and the e-mail's local part inside. */
export function passwordRuleErrors(password: string, email?: string): string[] {
  const errors: string[] = [];
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) errors.push(PASSWORD_MESSAGES.tooShort);
  if (length > PASSWORD_MAX_LENGTH) errors.push(PASSWORD_MESSAGES.tooLong);
  const local = emailLocalPart(email);
  if (local && normalizePassword(password).toLowerCase().includes(local)) {
    errors.push(PASSWORD_MESSAGES.containsEmail);
  }
  return errors;
}

/** A password field: any characters, length-checked after NFKC. */
export const zPassword = z.string().superRefine((password, ctx) => {
  for (const message of passwordRuleErrors(password)) ctx.addIssue({ code: 'custom', message });
});

/** The ChangePassword request: the current password, the new one twice. */
export const ZChangePasswordRequest = z
  .object({
    oldPassword: z.string().min(1, PASSWORD_MESSAGES.oldRequired),
    newPassword: zPassword,
    confirmPassword: z.string(),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORD_MESSAGES.mismatch,
  });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
