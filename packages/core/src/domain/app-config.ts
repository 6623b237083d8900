import type { BrandKey, BrandTheme } from '../brands/types';
import type { LocaleCode } from '../i18n/locales';
import type { TRichText } from '../validation/rich-text';

/**
 * What a page text says in one language: its plain `value` (an image's address for an image),
 * and its rich form when it was written with the rich-text editor.
 */
export type PageTextContent = { value?: string; rich?: TRichText };

/**
 * One configured page (AppPage of the spec). `text` values are JSON objects such as
 * `{ value, imgWidth, imgStyle, backgroundColor, textColor, class, style }`; `value`/`rich`
 * apply in every language that has no entry of its own in `languages`.
 */
export type PageTextValue = PageTextContent & {
  languages?: Partial<Record<LocaleCode, PageTextContent>>;
  imgWidth?: string;
  imgStyle?: string;
  backgroundColor?: string;
  textColor?: string;
  class?: string;
  style?: string;
};
export type PageText = { name: string; value: PageTextValue };
/** A banner of a page: `text` in every language that has no entry of its own in `languages`. */
export type PageBanner = {
  text: string;
  severity: 'info' | 'success' | 'warning' | 'error';
  languages?: Partial<Record<LocaleCode, string>>;
};
export type AppPage = {
  name: string;
  route: string;
  text: PageText[];
  banners: PageBanner[];
};

/** The name of the page whose texts apply when a page has none of its own. */
export const DEFAULT_PAGE_NAME = 'default';

/** The default page as an edit names it: it answers no route, its route is its name. */
export const DEFAULT_PAGE_REF = { name: DEFAULT_PAGE_NAME, route: DEFAULT_PAGE_NAME } as const;

/** What `GET /api/webconfig/GetLatest` answers for the caller's brand. */
export type AppConfig = {
  appName: BrandKey;
  /** Version of this brand's configuration; it grows with each saved change. */
  version: number;
  /** Every known flag with its state; a flag missing here counts as enabled. */
  features: Record<string, boolean>;
  theme: BrandTheme;
  pages: AppPage[];
};
