import type { TextKey } from '@portal/core/i18n';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_HISTORY_DEPTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RECOMMENDED_LENGTH,
  USER_ACCOUNT_MESSAGES,
} from '@portal/core';
import type { TFunction } from 'i18next';

/** Field errors by field path (`emails.0.address`), already in the user's language. */
export type FieldErrors = Readonly<Record<string, string>>;

type Issue = { field: string; message: string };

/** The rule texts of core (schemas and server answers alike) and their keys in the catalog. */
const ACCOUNT_KEYS: Record<string, TextKey> = {
  [USER_ACCOUNT_MESSAGES.nameRequired]: 'account.errors.nameRequired',
  [USER_ACCOUNT_MESSAGES.emailRequired]: 'account.errors.emailRequired',
  [USER_ACCOUNT_MESSAGES.onePrimaryEmail]: 'account.errors.onePrimaryEmail',
  [USER_ACCOUNT_MESSAGES.onePreferredEmail]: 'account.errors.onePreferredEmail',
  [USER_ACCOUNT_MESSAGES.duplicateEmail]: 'account.errors.duplicateEmail',
  [USER_ACCOUNT_MESSAGES.onePreferredPhone]: 'account.errors.onePreferredPhone',
  [USER_ACCOUNT_MESSAGES.duplicatePhone]: 'account.errors.duplicatePhone',
};

const PASSWORD_KEYS: Record<string, TextKey> = {
  [PASSWORD_MESSAGES.tooShort]: 'account.password.tooShort',
  [PASSWORD_MESSAGES.tooLong]: 'account.password.tooLong',
  [PASSWORD_MESSAGES.common]: 'account.password.common',
  [PASSWORD_MESSAGES.containsEmail]: 'account.password.containsEmail',
  [PASSWORD_MESSAGES.weakPattern]: 'account.password.weakPattern',
  [PASSWORD_MESSAGES.weakKeyboard]: 'account.password.weakKeyboard',
  [PASSWORD_MESSAGES.weakCommonPart]: 'account.password.weakCommonPart',
  [PASSWORD_MESSAGES.weakGuessable]: 'account.password.weakGuessable',
  [PASSWORD_MESSAGES.reused]: 'account.password.reused',
  [PASSWORD_MESSAGES.mismatch]: 'account.password.mismatch',
  [PASSWORD_MESSAGES.wrongOld]: 'account.password.wrongOld',
  [PASSWORD_MESSAGES.oldRequired]: 'account.password.oldRequired',
};

/** A malformed address or number: said by the field, whatever the schema's wording. */
const FIELD_KEYS: Record<string, TextKey> = {
  address: 'account.errors.email',
  number: 'account.errors.phone',
};

const PASSWORD_VALUES = {
  min: PASSWORD_MIN_LENGTH,
  recommended: PASSWORD_RECOMMENDED_LENGTH,
  max: PASSWORD_MAX_LENGTH,
  depth: PASSWORD_HISTORY_DEPTH,
};

/**
 * Field errors in the user's language: a known rule text becomes its translation, any other
 * (a limit of the schema, say) is shown as the server or schema gave it. Several errors of one
 * field are shown together.
 */
export function translateIssues(issues: readonly Issue[], t: TFunction): FieldErrors {
  const errors: Record<string, string> = {};
  for (const { field, message } of issues) {
    const key =
      ACCOUNT_KEYS[message] ?? PASSWORD_KEYS[message] ?? FIELD_KEYS[field.replace(/^.*\./, '')];
    const text = key ? t(key, PASSWORD_VALUES) : message;
    const before = errors[field];
    if (before === undefined) errors[field] = text;
    else if (!before.includes(text)) errors[field] = `${before} ${text}`;
  }
  return errors;
}

/** Issues of a zod result as fields and messages. */
export function issuesOf(error: { issues: readonly { path: PropertyKey[]; message: string }[] }) {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
