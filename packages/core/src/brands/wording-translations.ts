import { isLocale, type LocaleCode } from '../i18n/locales';
import type { Brand } from './types';
import { wordingValues, type WordingValues } from './wording';

/**
 * A brand's wording in another language. The spec words the brands in English (en-us and en-gb
 * share it); each other language names the English terms it translates, and says how it writes
 * "Sign in to <name>". A term or a sign-in text not listed here (a brand configured with other
 * words) stays as the brand wrote it. The plan's names (Traction Plan, Growth Plan) are product
 * names and stay in every language.
 */
type BrandLanguage = { terms: Readonly<Record<string, string>>; signIn: (name: string) => string };

const SPANISH_TERMS = {
  coach: 'coach',
  coaches: 'coaches',
  strategist: 'estratega',
  strategists: 'estrategas',
  Partners: 'Socios',
  Partner: 'Socio',
  Cohorts: 'Cohortes',
  Cohort: 'Cohorte',
  Accounts: 'Cuentas',
  Account: 'Cuenta',
  'Districts/Campuses': 'Distritos/Campus',
  'District/Campus': 'Distrito/Campus',
  Companies: 'Empresas',
  Company: 'Empresa',
  Teams: 'Equipos',
  Team: 'Equipo',
};

const PORTUGUESE_TERMS = {
  coach: 'coach',
  coaches: 'coaches',
  strategist: 'estrategista',
  strategists: 'estrategistas',
  Partners: 'Parceiros',
  Partner: 'Parceiro',
  Accounts: 'Contas',
  Account: 'Conta',
  'Districts/Campuses': 'Distritos/Campi',
  'District/Campus': 'Distrito/Campus',
  Companies: 'Empresas',
  Company: 'Empresa',
};

const BRAND_LANGUAGES: Partial<Record<LocaleCode, BrandLanguage>> = {
  de: {
    terms: {
      coach: 'Coach',
      coaches: 'Coaches',
      strategist: 'Stratege',
      strategists: 'Strategen',
      Partners: 'Partner',
      Partner: 'Partner',
      Cohorts: 'Kohorten',
      Cohort: 'Kohorte',
      Accounts: 'Konten',
      Account: 'Konto',
      'Districts/Campuses': 'Bezirke/Standorte',
      'District/Campus': 'Bezirk/Standort',
      Companies: 'Unternehmen',
      Company: 'Unternehmen',
      Teams: 'Teams',
      Team: 'Team',
    },
    signIn: (name) => `Bei ${name} anmelden`,
  },
  es: { terms: SPANISH_TERMS, signIn: (name) => `Iniciar sesión en ${name}` },
  'es-419': { terms: SPANISH_TERMS, signIn: (name) => `Iniciar sesión en ${name}` },
  fr: {
    terms: {
      coach: 'coach',
      coaches: 'coachs',
      strategist: 'stratège',
      strategists: 'stratèges',
      Partners: 'Partenaires',
      Partner: 'Partenaire',
      Cohorts: 'Cohortes',
      Cohort: 'Cohorte',
      Accounts: 'Comptes',
      Account: 'Compte',
      'Districts/Campuses': 'Districts/Campus',
      'District/Campus': 'District/Campus',
      Companies: 'Entreprises',
      Company: 'Entreprise',
      Teams: 'Équipes',
      Team: 'Équipe',
    },
    signIn: (name) => `Se connecter à ${name}`,
  },
  it: {
    terms: {
      coach: 'coach',
      coaches: 'coach',
      strategist: 'stratega',
      strategists: 'strateghi',
      Partners: 'Partner',
      Partner: 'Partner',
      Cohorts: 'Coorti',
      Cohort: 'Coorte',
      Accounts: 'Account',
      Account: 'Account',
      'Districts/Campuses': 'Distretti/Campus',
      'District/Campus': 'Distretto/Campus',
      Companies: 'Aziende',
      Company: 'Azienda',
      Teams: 'Team',
      Team: 'Team',
    },
    signIn: (name) => `Accedi a ${name}`,
  },
  pl: {
    terms: {
      coach: 'coach',
      coaches: 'coachowie',
      strategist: 'strateg',
      strategists: 'strategowie',
      Partners: 'Partnerzy',
      Partner: 'Partner',
      Cohorts: 'Kohorty',
      Cohort: 'Kohorta',
      Accounts: 'Konta',
      Account: 'Konto',
      'Districts/Campuses': 'Okręgi/Kampusy',
      'District/Campus': 'Okręg/Kampus',
      Companies: 'Firmy',
      Company: 'Firma',
      Teams: 'Zespoły',
      Team: 'Zespół',
    },
    signIn: (name) => `Zaloguj się do ${name}`,
  },
  'pt-br': {
    terms: {
      ...PORTUGUESE_TERMS,
      Cohorts: 'Turmas',
      Cohort: 'Turma',
      Teams: 'Equipes',
      Team: 'Equipe',
    },
    signIn: (name) => `Entrar em ${name}`,
  },
  pt: {
    terms: {
      ...PORTUGUESE_TERMS,
      Cohorts: 'Coortes',
      Cohort: 'Coorte',
      Teams: 'Equipas',
      Team: 'Equipa',
    },
    signIn: (name) => `Iniciar sessão em ${name}`,
  },
};

const SIGN_IN_TO = /^Sign in to (.+)$/;

/** The brand's wording and sign-in button in a language (as the brand wrote them in English). */
export function brandTexts(
  brand: Pick<Brand, 'wording' | 'loginButtonText'>,
  locale: string,
): { wording: WordingValues; loginButtonText: string } {
  const language = isLocale(locale) ? BRAND_LANGUAGES[locale] : undefined;
  if (!language)
    return { wording: wordingValues(brand.wording), loginButtonText: brand.loginButtonText };
  const term = (word: string) => language.terms[word] ?? word;
  const { wording } = brand;
  const name = SIGN_IN_TO.exec(brand.loginButtonText)?.[1];
  return {
    wording: wordingValues({
      coach: term(wording.coach),
      coaches: term(wording.coaches),
      companies: term(wording.companies),
      company: term(wording.company),
      groups: term(wording.groups),
      group: term(wording.group),
      plan: wording.plan,
    }),
    loginButtonText: name ? language.signIn(name) : brand.loginButtonText,
  };
}
