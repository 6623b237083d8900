import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isLocale, userAccountApi, type LocaleCode } from '@portal/core';
import { call } from '../api/call';
import type { ApiClient } from '../api/client';
import { useSession } from '../auth/session-context';
import { LANGUAGE_STORAGE_KEY, changeLocale } from './i18n';
import { usePortal } from './portal-context';

const keepOnAccount = (api: ApiClient, language: LocaleCode) =>
  call(api, userAccountApi.setLanguage, { body: { language } }).catch((error: unknown) => {
    // The language is changed here all the same; the account keeps the one before.
    console.warn('The language could not be kept on the account.', error);
  });

/**
 * The person's language follows them: at sign-in (with the new session's token) the language kept
 * on their account applies here; an account without one keeps the language chosen in this
 * browser. A failed read leaves the browser's language.
 */
export async function adoptAccountLanguage(api: ApiClient, i18n: i18n): Promise<void> {
  try {
    const { language } = await call(api, userAccountApi.getLanguage, {});
    if (language && language !== i18n.language) await changeLocale(i18n, language);
    const chosen = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (!language && isLocale(chosen)) await keepOnAccount(api, chosen);
  } catch {
    // Offline, or no account in this brand: the browser's language stays.
  }
}

/** The language menu's choice: shown at once, and kept on the account when signed in. */
export function useChooseLanguage(): (language: LocaleCode) => void {
  const { session } = useSession();
  const { api } = usePortal();
  const { i18n } = useTranslation();
  return (language) => {
    void changeLocale(i18n, language);
    if (session) void keepOnAccount(api, language);
  };
}
