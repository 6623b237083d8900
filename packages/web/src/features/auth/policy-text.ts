import type { TextKey } from '@portal/core/i18n';
import type { TFunction } from 'i18next';
import {
  PASSWORD_HISTORY_DEPTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RECOMMENDED_LENGTH,
} from '@portal/core';

const KEYS: Readonly<Record<string, TextKey>> = {
  [PASSWORD_MESSAGES.tooShort]: 'auth.policy.tooShort',
  [PASSWORD_MESSAGES.tooLong]: 'auth.policy.tooLong',
  [PASSWORD_MESSAGES.common]: 'auth.policy.common',
  [PASSWORD_MESSAGES.containsEmail]: 'auth.policy.containsEmail',
  [PASSWORD_MESSAGES.weakPattern]: 'auth.policy.weakPattern',
  [PASSWORD_MESSAGES.weakKeyboard]: 'auth.policy.weakKeyboard',
  [PASSWORD_MESSAGES.weakCommonPart]: 'auth.policy.weakCommonPart',
  [PASSWORD_MESSAGES.weakGuessable]: 'auth.policy.weakGuessable',
  [PASSWORD_MESSAGES.reused]: 'auth.policy.reused',
  [PASSWORD_MESSAGES.mismatch]: 'auth.policy.mismatch',
};

const LIMITS = {
  min: PASSWORD_MIN_LENGTH,
  recommended: PASSWORD_RECOMMENDED_LENGTH,
  max: PASSWORD_MAX_LENGTH,
  depth: PASSWORD_HISTORY_DEPTH,
};

/** A password-policy message of core or the server, in the user's language. */
export function policyText(t: TFunction, message: string): string {
  const key = KEYS[message];
  return key ? t(key, LIMITS) : message;
}

/** The policy as a sentence, shown beside every new-password field. */
export const policyRules = (t: TFunction) => t('auth.policy.rules', LIMITS);
