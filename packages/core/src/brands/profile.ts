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
  primary: '#1D4ED8',
  secondary: '#BE185D',
  background: '#F5F7FA',
  surface: '#FFFFFF',
  text: '#172033',
};

/** A disc and its mirrored outline: how you see yourself beside how others see you. */
const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 164 40" width="164" height="40" role="img" aria-label="Mirror 360"><title>Mirror 360</title><path d="M19 4 A16 16 0 0 0 19 36 Z" fill="${theme.primary}"/><path d="M21 5.75 A14.25 14.25 0 0 1 21 34.25" fill="none" stroke="${theme.secondary}" stroke-width="3.5"/><text x="46" y="27" font-family="${LOGO_FONT}" font-size="20" font-weight="700" fill="${theme.text}" textLength="112" lengthAdjust="spacingAndGlyphs">Mirror <tspan fill="${theme.primary}">360</tspan></text></svg>`;

/** The general profile brand, the default. */
export const profileBrand: Brand = {
  key: 'profile',
  displayName: 'Mirror 360',
  siteTitle: 'Mirror 360 Portal',
  logoSvg,
  theme,
  supportFormUrl: 'https://support.mirror360.example',
  contactUrl: 'mailto:hello@mirror360.example',
  loginButtonText: 'Sign in to Mirror 360',
  emailPlaceholder: 'name@email.example',
  wording: {
    coach: 'coach',
    coaches: 'coaches',
    companies: 'Accounts',
    company: 'Account',
    groups: 'Teams',
    group: 'Team',
    plan: 'Traction Plan',
  },
  showEventAttendance: false,
  showCertificates: false,
  selfRegistrationRole: 'Participant',
  defaultLocale: 'en-us',
};

/** The profile brand centres on the 360: events run without attendance or certificates. */
export const profileFeatures: Record<FeatureName, boolean> = featuresExcept([
  ...OFF_UNTIL_CONFIGURED,
  ...SCHOOL_FEATURES,
  ...LEADER_FEATURES,
  'eventAttendance',
  'certificates',
]);
