import { LOCALES, escapeHtml, type LocaleCode } from '@portal/core';
import type { Catalog } from '@portal/core/i18n';
import { loadLocale } from '@portal/core/i18n/server';
import { ACCOUNTS_TEMPLATES } from './accounts-templates';
import { CHECKUP_TEMPLATES } from './checkup-templates';
import { CONTENT_TEMPLATES } from './content-templates';
import { EVENT_TEMPLATES } from './event-templates';
import { PLAN_TEMPLATES } from './plan-templates';
import { PROFILE_TEMPLATES } from './profile-templates';
import { SURVEY_TEMPLATES } from './survey-templates';

/** A template the portal itself sends; a brand may store its own text of it (see template.store). */
export type BuiltinTemplate = {
  code: string;
  locale: LocaleCode;
  description: string;
  subject: string;
  bodyHtml: string;
  bodyText: string;
  smsText: string;
  transactional: boolean;
};

type MailTexts = Catalog['mail'];

/**
 * How a built-in message is made. Its words, in every language, are the catalog's
 * `mail.templates.<code>`: a subject, paragraphs, a button, a decline line, a text message.
 */
export type TemplateShape = {
  code: keyof MailTexts['templates'];
  /** Whom the e-mail greets by name; none when it goes to a planner or is an alert. */
  greeting?: keyof MailTexts['greeting'];
  /** A message without an HTML body (a text message's e-mail twin, an operations alert). */
  textOnly?: true;
  /** Sent because the person acted (a code, a link they asked for): no unsubscribe link. */
  transactional: boolean;
  /** Asks its first question with a link per answer before the button (a survey invitation). */
  quickAnswers?: true;
};

/** The placeholder of a survey's first question and its one-click answers. */
export const QUICK_ANSWERS = 'quickAnswers';

/** The words of one template, as every language's `mail.templates.<code>` holds them. */
type TemplateTexts = {
  description: string;
  subject: string;
  body: Readonly<Record<string, string>>;
  action?: string;
  decline?: { question: string; action: string };
  sms?: string;
};

/** The codes the server's own flows send. */
export const TEMPLATE_CODES = {
  emailConfirmation: 'account-confirmation',
  passwordReset: 'password-reset',
  signInPasscode: 'sign-in-passcode',
  registerExisting: 'register-existing',
  smsVerification: 'sms-verification',
  testMessage: 'test-message',
  devopsAlert: 'devops-alert',
} as const;

const ACCOUNT_TEMPLATES: readonly TemplateShape[] = [
  { code: TEMPLATE_CODES.emailConfirmation, greeting: 'firstName', transactional: true },
  { code: TEMPLATE_CODES.passwordReset, greeting: 'firstName', transactional: true },
  { code: TEMPLATE_CODES.signInPasscode, greeting: 'firstName', transactional: true },
  { code: TEMPLATE_CODES.registerExisting, greeting: 'firstName', transactional: true },
  { code: TEMPLATE_CODES.smsVerification, textOnly: true, transactional: true },
  { code: TEMPLATE_CODES.testMessage, transactional: false },
  { code: TEMPLATE_CODES.devopsAlert, textOnly: true, transactional: true },
];

const SHAPES: readonly TemplateShape[] = [
  ...ACCOUNT_TEMPLATES,
  ...PLAN_TEMPLATES,
  ...PROFILE_TEMPLATES,
  ...ACCOUNTS_TEMPLATES,
  ...EVENT_TEMPLATES,
  ...CHECKUP_TEMPLATES,
  ...CONTENT_TEMPLATES,
  ...SURVEY_TEMPLATES,
];

/** The codes of the built-in templates. */
export const BUILTIN_CODES: ReadonlySet<string> = new Set(SHAPES.map((shape) => shape.code));

const BUTTON_STYLE =
  'display:inline-block;padding:10px 18px;border-radius:4px;background:{{brandColor}};color:#ffffff;text-decoration:none';

type Words = {
  templates: Readonly<Record<string, TemplateTexts>>;
  greetings: MailTexts['greeting'];
};

/** One template in one language: the HTML and text bodies say the same, from the same words. */
function compose(shape: TemplateShape, locale: LocaleCode, words: Words): BuiltinTemplate {
  const texts = words.templates[shape.code];
  if (!texts) throw new Error(`The catalog has no mail template ${shape.code}.`);
  const greeting = shape.greeting ? [words.greetings[shape.greeting]] : [];
  const paragraphs = [...greeting, ...Object.values(texts.body)];
  const { action, decline } = texts;
  const quick = shape.quickAnswers ? [`{{${QUICK_ANSWERS}|choices}}`] : [];
  const text = [
    ...paragraphs,
    ...quick,
    ...(action ? [`${action}: {{link}}`] : []),
    ...(decline ? [`${decline.question} ${decline.action}: {{declineLink}}`] : []),
  ];
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...quick,
    ...(action
      ? [
          `<p><a href="{{link}}" style="${BUTTON_STYLE}">${escapeHtml(action)}</a></p>`,
          '<p style="font-size:13px">{{link}}</p>',
        ]
      : []),
    ...(decline
      ? [
          `<p style="font-size:13px">${escapeHtml(decline.question)} <a href="{{declineLink}}">${escapeHtml(decline.action)}</a>.</p>`,
        ]
      : []),
  ];
  return {
    code: shape.code,
    locale,
    description: texts.description,
    subject: texts.subject,
    bodyHtml: shape.textOnly ? '' : html.join('\n'),
    bodyText: text.join('\n\n'),
    smsText: texts.sms ?? '',
    transactional: shape.transactional,
  };
}

const built = new Map<LocaleCode, Promise<BuiltinTemplate[]>>();

/** The built-in templates in one language, made once from its catalog. */
export function builtinTemplates(locale: LocaleCode): Promise<BuiltinTemplate[]> {
  let templates = built.get(locale);
  if (!templates) {
    templates = loadLocale(locale).then((catalog) => {
      const words = { templates: catalog.mail.templates, greetings: catalog.mail.greeting };
      return SHAPES.map((shape) => compose(shape, locale, words));
    });
    built.set(locale, templates);
  }
  return templates;
}

/** The built-in templates in every language. */
export async function allBuiltinTemplates(): Promise<BuiltinTemplate[]> {
  return (await Promise.all(LOCALES.map(builtinTemplates))).flat();
}
