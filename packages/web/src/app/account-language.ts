import { useEffect } from 'react';
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
 * The person's language follows them: once signed in, the language kept on their account
 * applies here; an account without one keeps the language chosen in this browser.
 */
export function useAccountLanguage(): void {
  const { session } = useSession();
  const { api } = usePortal();
  const { i18n } = useTranslation();
  const userId = session?.userId ?? null;
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    call(api, userAccountApi.getLanguage, {}, controller.signal).then(
      ({ language }) => {
        if (language && language !== i18n.language) void changeLocale(i18n, language);
        const chosen = localStorage.getItem(LANGUAGE_STORAGE_KEY);
        if (!language && isLocale(chosen)) void keepOnAccount(api, chosen);
      },
      () => undefined, // Signed out meanwhile, or offline: the browser's language stays.
    );
    return () => controller.abort();
    // Once per signed-in person: the i18n instance stays the same when the language changes.
  }, [api, i18n, userId]);
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
