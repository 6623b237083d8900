import {
  DEFAULT_BRAND_KEY,
  isBrandKey,
  isLocale,
  type BrandKey,
  type LocaleCode,
} from '@portal/core';

export type PortalEnvironment = {
  version: string;
  brand: BrandKey;
  environment: string;
  /** The language a page must show, when the server names one (a print view it renders). */
  locale?: LocaleCode;
};

export const ENVIRONMENT_URL = '/statics/config/environment.json';

/** The deployed version and the brand of this origin, never from a cache. */
export async function fetchEnvironment(fetchFn: typeof fetch = fetch): Promise<PortalEnvironment> {
  const response = await fetchFn(ENVIRONMENT_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${ENVIRONMENT_URL} answered ${response.status}.`);
  const body = (await response.json()) as Partial<Record<keyof PortalEnvironment, unknown>>;
  return {
    version: String(body.version ?? ''),
    brand: isBrandKey(body.brand) ? body.brand : DEFAULT_BRAND_KEY,
    environment: String(body.environment ?? ''),
    ...(isLocale(body.locale) ? { locale: body.locale } : {}),
  };
}
