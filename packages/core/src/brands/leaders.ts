import type { FeatureName } from '../domain/features';
import {
  OFF_UNTIL_CONFIGURED,
  SCHOOL_FEATURES,
  TEAM_FEATURES,
  featuresExcept,
} from './feature-set';
import { LOGO_FONT } from './logo-font';
import type { Brand } from './types';

const theme = {
  primary: '#5B2A86',
  secondary: '#0F766E',
  background: '#F8F6FB',
  surface: '#FFFFFF',
  text: '#1F1A26',
};

/** Two peaks with a flag on the summit. */
const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40" width="200" height="40" role="img" aria-label="Summit Leaders"><title>Summit Leaders</title><path d="M2 37 L16 11 L30 37 Z" fill="${theme.primary}"/><path d="M20 37 L29 20 L38 37 Z" fill="${theme.secondary}"/><path d="M16 11 V3" stroke="${theme.primary}" stroke-width="2" stroke-linecap="round"/><path d="M16 3 L23 5.5 L16 8 Z" fill="${theme.secondary}"/><text x="46" y="26.5" font-family="${LOGO_FONT}" font-size="19" font-weight="700" fill="${theme.text}" textLength="150" lengthAdjust="spacingAndGlyphs">Summit <tspan fill="${theme.primary}">Leaders</tspan></text></svg>`;

/** The leadership-growth brand. */
export const leadersBrand: Brand = {
  key: 'leaders',
  displayName: 'Summit Leaders',
  siteTitle: 'Summit Leaders Portal',
  logoSvg,
  theme,
  supportFormUrl: 'https://support.summitleaders.example',
  contactUrl: 'mailto:hello@summitleaders.example',
  loginButtonText: 'Sign in to Summit Leaders',
  emailPlaceholder: 'name@organisation.example',
  wording: {
    coach: 'coach',
    coaches: 'coaches',
    companies: 'Partners',
    company: 'Partner',
    groups: 'Cohorts',
    group: 'Cohort',
    plan: 'Growth Plan',
  },
  showEventAttendance: true,
  showCertificates: true,
  selfRegistrationRole: null,
  defaultLocale: 'en-us',
};

/** Leaders work in cohorts: no team-only features and no school surveys. */
export const leadersFeatures: Record<FeatureName, boolean> = featuresExcept([
  ...OFF_UNTIL_CONFIGURED,
  ...TEAM_FEATURES,
  ...SCHOOL_FEATURES,
]);
