import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { fullResources as resources } from '@portal/core/i18n/full';
import { BRANDS, wordingValues } from '@portal/core';

/** An i18next instance on the real en-us catalog with the profile brand's wording. */
export function createTestI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: 'en-us',
    lowerCaseLng: true,
    initAsync: false,
    interpolation: { escapeValue: false, defaultVariables: wordingValues(BRANDS.profile.wording) },
  });
  return instance;
}

const testI18n = createTestI18n();

export function TestI18n({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={testI18n}>{children}</I18nextProvider>;
}
