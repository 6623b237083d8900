import type { LocaleCode } from '../i18n/locales';

export const BRAND_KEYS = ['teams', 'schools', 'leaders', 'profile'] as const;
/** The brand key, sent as the `app-name` header on every API call. */
export type BrandKey = (typeof BRAND_KEYS)[number];

/** The spec's per-brand wording; UI texts interpolate these (e.g. `{{plan}}`). */
export type BrandWording = {
  /** 'coach' or 'strategist' */
  coach: string;
  coaches: string;
  /** 'Companies' | 'Districts/Campuses' | 'Partners' | 'Accounts' (plural) and its singular */
  companies: string;
  company: string;
  /** 'Teams' | 'Cohorts' and its singular */
  groups: string;
  group: string;
  /** 'Traction Plan' | 'Growth Plan' */
  plan: string;
};

export type BrandTheme = {
  primary: string;
  secondary: string;
  background: string;
  surface: string;
  text: string;
};

export type Brand = {
  key: BrandKey;
  displayName: string;
  siteTitle: string;
  /** Logo as an SVG document (inline, no external references). */
  logoSvg: string;
  theme: BrandTheme;
  supportFormUrl: string;
  /** Where the contact-us routes send the browser (mailto: or https:). */
  contactUrl: string;
  loginButtonText: string;
  emailPlaceholder: string;
  wording: BrandWording;
  showEventAttendance: boolean;
  showCertificates: boolean;
  /**
   * The role given to a person who registers without an invite code (null: none, they come
   * through their organisation's invite codes). The default page's `self-registration-role`
   * text overrides it per brand (docs/decisions.md, "Self-service 360").
   */
  selfRegistrationRole: string | null;
  defaultLocale: LocaleCode;
};
