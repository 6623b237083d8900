import type { FeatureName } from '../domain/features';
import {
  LEADER_FEATURES,
  OFF_UNTIL_CONFIGURED,
  SCHOOL_FEATURES,
  featuresExcept,
} from './feature-set';
import { LOGO_FONT } from './logo-font';
import type { Brand } from './types';

const theme = {
  primary: '#00695C',
  secondary: '#C2410C',
  background: '#F5F8F7',
  surface: '#FFFFFF',
  text: '#16201E',
};

/** Two interlocking rings: people working in tandem. */
const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 192 40" width="192" height="40" role="img" aria-label="Tandem Teams"><title>Tandem Teams</title><circle cx="14" cy="20" r="10" fill="none" stroke="${theme.primary}" stroke-width="4"/><circle cx="26" cy="20" r="10" fill="none" stroke="${theme.secondary}" stroke-width="4"/><path d="M23.4 23.42 A10 10 0 0 1 15.74 29.85" fill="none" stroke="${theme.primary}" stroke-width="4"/><text x="46" y="26.5" font-family="${LOGO_FONT}" font-size="19" font-weight="700" fill="${theme.text}" textLength="142" lengthAdjust="spacingAndGlyphs">Tandem <tspan fill="${theme.primary}">Teams</tspan></text></svg>`;

/** The team-behaviour coaching brand. */
export const teamsBrand: Brand = {
  key: 'teams',
  displayName: 'Tandem Teams',
  siteTitle: 'Tandem Teams Portal',
  logoSvg,
  theme,
  supportFormUrl: 'https://support.tandemteams.example',
  contactUrl: 'mailto:hello@tandemteams.example',
  loginButtonText: 'Sign in to Tandem Teams',
  emailPlaceholder: 'name@company.example',
  wording: {
    coach: 'coach',
    coaches: 'coaches',
    companies: 'Companies',
    company: 'Company',
    groups: 'Teams',
    group: 'Team',
    plan: 'Traction Plan',
  },
  showEventAttendance: true,
  showCertificates: false,
  selfRegistrationRole: null,
  defaultLocale: 'en-us',
};

/** Team coaching has no school surveys, cohorts or certificates. */
export const teamsFeatures: Record<FeatureName, boolean> = featuresExcept([
  ...OFF_UNTIL_CONFIGURED,
  ...SCHOOL_FEATURES,
  ...LEADER_FEATURES,
  'certificates',
]);
