import type { FeatureName } from '../domain/features';
import { LEADER_FEATURES, OFF_UNTIL_CONFIGURED, featuresExcept } from './feature-set';
import { LOGO_FONT } from './logo-font';
import type { Brand } from './types';

const theme = {
  primary: '#283593',
  secondary: '#B45309',
  background: '#F6F7FB',
  surface: '#FFFFFF',
  text: '#1A1C2E',
};

/** A sun rising over a path that runs to the horizon. */
const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 232 40" width="232" height="40" role="img" aria-label="Brightpath Schools"><title>Brightpath Schools</title><rect x="2" y="2" width="36" height="36" rx="9" fill="${theme.primary}"/><path d="M11 25 A9 9 0 0 1 29 25 Z" fill="#F59E0B"/><path d="M7 25 H33" stroke="#FFFFFF" stroke-width="2" stroke-linecap="round"/><path d="M14 38 L19.2 25 H20.8 L26 38 Z" fill="#FFFFFF"/><text x="46" y="26.5" font-family="${LOGO_FONT}" font-size="18" font-weight="700" fill="${theme.text}" textLength="182" lengthAdjust="spacingAndGlyphs">Brightpath <tspan fill="${theme.primary}">Schools</tspan></text></svg>`;

/** The school-culture brand. */
export const schoolsBrand: Brand = {
  key: 'schools',
  displayName: 'Brightpath Schools',
  siteTitle: 'Brightpath Schools Portal',
  logoSvg,
  theme,
  supportFormUrl: 'https://support.brightpathschools.example',
  contactUrl: 'mailto:hello@brightpathschools.example',
  loginButtonText: 'Sign in to Brightpath',
  emailPlaceholder: 'name@district.example',
  wording: {
    coach: 'strategist',
    coaches: 'strategists',
    companies: 'Districts/Campuses',
    company: 'District/Campus',
    groups: 'Teams',
    group: 'Team',
    plan: 'Traction Plan',
  },
  showEventAttendance: true,
  showCertificates: true,
  selfRegistrationRole: null,
  defaultLocale: 'en-us',
};

/** Schools get every capability except the leadership cohorts and growth assessments. */
export const schoolsFeatures: Record<FeatureName, boolean> = featuresExcept([
  ...OFF_UNTIL_CONFIGURED,
  ...LEADER_FEATURES,
]);
