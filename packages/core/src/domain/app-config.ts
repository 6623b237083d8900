import type { BrandKey, BrandTheme } from '../brands/types';

/**
 * One configured page (AppPage of the spec). `text` values are JSON objects such as
 * `{ value, imgWidth, imgStyle, backgroundColor, textColor, class, style }`.
 */
export type PageTextValue = {
  value?: string;
  imgWidth?: string;
  imgStyle?: string;
  backgroundColor?: string;
  textColor?: string;
  class?: string;
  style?: string;
};
export type PageText = { name: string; value: PageTextValue };
export type PageBanner = { text: string; severity: 'info' | 'success' | 'warning' | 'error' };
export type AppPage = {
  name: string;
  route: string;
  text: PageText[];
  banners: PageBanner[];
};

/** The name of the page whose texts apply when a page has none of its own. */
export const DEFAULT_PAGE_NAME = 'default';

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
