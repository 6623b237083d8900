import { z } from 'zod';
import { PICTURE_MAX_BYTES } from '../domain/picture';
import { LOCALES, type LocaleCode } from '../i18n/locales';
import { zEmail } from './email';
import { zGuid } from './guid';
import { zPhone } from './phone';

/**
 * The user account calls (`/api/useraccount/...`) as the account page uses them: the
 * customer-hub form of a user account, its save, titles and picture.
 */

export const USER_ACCOUNT_LIMITS = {
  name: 100,
  title: 100,
  titles: 20,
  emails: 20,
  phones: 20,
  description: 100,
} as const;

/** The rule messages of a save; the web app shows them in the user's language by these texts. */
export const USER_ACCOUNT_MESSAGES = {
  nameRequired: 'Enter a name.',
  emailRequired: 'Add at least one e-mail address.',
  onePrimaryEmail: 'Exactly one e-mail address must be primary.',
  onePreferredEmail: 'At most one e-mail address can be preferred.',
  duplicateEmail: 'Each e-mail address can be listed once.',
  onePreferredPhone: 'At most one phone number can be preferred.',
  duplicatePhone: 'Each phone number can be listed once.',
} as const;

const zName = z
  .string()
  .trim()
  .min(1, USER_ACCOUNT_MESSAGES.nameRequired)
  .max(USER_ACCOUNT_LIMITS.name);

/** Titles: free text (the recognised ones are suggestions), blanks dropped, each once. */
export const zTitles = z
  .array(z.string().trim().max(USER_ACCOUNT_LIMITS.title))
  .max(USER_ACCOUNT_LIMITS.titles)
  .transform((titles) => [...new Set(titles.filter((title) => title !== ''))]);

export const ZUserAccountEmail = z.object({
  address: zEmail,
  description: z.string().trim().max(USER_ACCOUNT_LIMITS.description).default(''),
  preferred: z.boolean().default(false),
  primary: z.boolean().default(false),
});
export type TUserAccountEmail = z.output<typeof ZUserAccountEmail>;

export const ZUserAccountPhone = z.object({
  number: zPhone,
  preferred: z.boolean().default(false),
});
export type TUserAccountPhone = z.output<typeof ZUserAccountPhone>;

type Issue = { path: (string | number)[]; message: string };

/** The list rules: exactly one primary e-mail, at most one preferred of each, no repeats. */
export function contactListIssues(
  emails: readonly TUserAccountEmail[],
  phones: readonly TUserAccountPhone[],
): Issue[] {
  const issues: Issue[] = [];
  const count = <T>(items: readonly T[], test: (item: T) => boolean) => items.filter(test).length;
  if (emails.length === 0) {
    issues.push({ path: ['emails'], message: USER_ACCOUNT_MESSAGES.emailRequired });
  } else if (count(emails, (email) => email.primary) !== 1) {
    issues.push({ path: ['emails'], message: USER_ACCOUNT_MESSAGES.onePrimaryEmail });
  }
  if (count(emails, (email) => email.preferred) > 1) {
    issues.push({ path: ['emails'], message: USER_ACCOUNT_MESSAGES.onePreferredEmail });
  }
  const addresses = emails.map((email) => email.address.toLowerCase());
  if (new Set(addresses).size !== addresses.length) {
    issues.push({ path: ['emails'], message: USER_ACCOUNT_MESSAGES.duplicateEmail });
  }
  if (count(phones, (phone) => phone.preferred) > 1) {
    issues.push({ path: ['phoneNumbers'], message: USER_ACCOUNT_MESSAGES.onePreferredPhone });
  }
  const numbers = phones.map((phone) => phone.number.replace(/\D/g, ''));
  if (new Set(numbers).size !== numbers.length) {
    issues.push({ path: ['phoneNumbers'], message: USER_ACCOUNT_MESSAGES.duplicatePhone });
  }
  return issues;
}

/**
 * POST /api/useraccount/save: the editable fields of the account, with the version the form
 * was loaded at (a save over a newer version is refused with 409).
 */
export const ZUserAccountSave = z
  .object({
    id: zGuid,
    version: z.number().int().min(1),
    firstName: zName,
    lastName: zName,
    titles: zTitles,
    emails: z.array(ZUserAccountEmail).max(USER_ACCOUNT_LIMITS.emails),
    phoneNumbers: z.array(ZUserAccountPhone).max(USER_ACCOUNT_LIMITS.phones),
  })
  .superRefine((account, ctx) => {
    for (const issue of contactListIssues(account.emails, account.phoneNumbers)) {
      ctx.addIssue({ code: 'custom', ...issue });
    }
  });
export type TUserAccountSave = z.input<typeof ZUserAccountSave>;

/** POST /api/useraccount/SetTitles/{id}: the whole list of titles. */
export const ZSetTitles = zTitles;

/** POST /api/useraccount/language: the language the signed-in person chose. */
export const ZAccountLanguage = z.object({ language: z.enum(LOCALES) });

/** The signed-in person's language in the brand; null until they choose one (the brand's applies). */
export type TAccountLanguage = { language: LocaleCode | null };

/** Base64 of PICTURE_MAX_BYTES, plus room for a `data:image/...;base64,` prefix. */
const PICTURE_MAX_TEXT = Math.ceil(PICTURE_MAX_BYTES / 3) * 4 + 100;

/**
 * POST /api/useraccount/UpdatePicture/{id}: the image as base64, bare or as a data URL. The
 * server decides the type from the bytes; a declared type is ignored.
 */
export const ZUserAccountPicture = z.object({ data: z.string().min(1).max(PICTURE_MAX_TEXT) });
export type TUserAccountPicture = z.input<typeof ZUserAccountPicture>;

/** What the current user may do to the account (the page shows only what is allowed). */
export type TUserAccountAbilities = { edit: boolean; changePassword: boolean };

/** The customer-hub form of a user account, as GetByUserId and save answer it. */
export type TUserAccount = {
  id: string;
  userId: string | null;
  appName: string;
  kind: number;
  firstName: string | null;
  lastName: string | null;
  titles: string[];
  /** Empty unless asked for (see GetByUserId's flags). */
  emails: TUserAccountEmail[];
  phoneNumbers: TUserAccountPhone[];
  /** The CRM accounts the person is linked to. */
  crmAccounts: { id: string; accountName: string }[];
  emailConfirmed: boolean;
  /** Where the picture is served, or null without one (or when not asked for). */
  dataImageUrl: string | null;
  isProfileIntroduced: boolean;
  /** The notes this person pinned; only on their own account (UpdatePinnedNotes replaces it). */
  pinnedNoteIds: string[];
  version: number;
  abilities: TUserAccountAbilities;
};

/** `{code}` of the share-code look-ups: a person's share code. */
export const zShareCodeParams = z.object({ code: z.string().trim().min(4).max(20) });
