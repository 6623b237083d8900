import type { LocaleCode } from '@portal/core';
import { PLAN_TEMPLATES } from './plan-templates';
import { PROFILE_TEMPLATES } from './profile-templates';
import { ACCOUNTS_TEMPLATES } from './accounts-templates';
import { EVENT_TEMPLATES } from './event-templates';
import { CHECKUP_TEMPLATES } from './checkup-templates';

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

const greeting = 'Hello {{firstName}},';
const greetingHtml = `<p>${greeting}</p>`;
const button = (label: string) =>
  `<p><a href="{{link}}" style="display:inline-block;padding:10px 18px;border-radius:4px;background:{{brandColor}};color:#ffffff;text-decoration:none">${label}</a></p>\n<p style="font-size:13px">{{link}}</p>`;

/** The built-in templates, in the default language (en-us); other languages are stored per brand. */
export const BUILTIN_TEMPLATES: readonly BuiltinTemplate[] = [
  {
    code: TEMPLATE_CODES.emailConfirmation,
    locale: 'en-us',
    description: 'Confirms an e-mail address after registration or an address change.',
    subject: '{{brandName}}: Confirm your e-mail address',
    bodyHtml: `${greetingHtml}\n<p>Please confirm your e-mail address. The link works once, for 24 hours.</p>\n${button('Confirm my e-mail address')}`,
    bodyText: `${greeting}\n\nPlease confirm your e-mail address. The link works once, for 24 hours.\n\nConfirm my e-mail address: {{link}}`,
    smsText: '',
    transactional: true,
  },
  {
    code: TEMPLATE_CODES.passwordReset,
    locale: 'en-us',
    description: 'The link to choose a new password.',
    subject: '{{brandName}}: Reset your password',
    bodyHtml: `${greetingHtml}\n<p>Someone asked to reset the password of your account. The link works once, for one hour.</p>\n<p>If it was not you, ignore this message: your password stays as it is.</p>\n${button('Choose a new password')}`,
    bodyText: `${greeting}\n\nSomeone asked to reset the password of your account. The link works once, for one hour.\n\nIf it was not you, ignore this message: your password stays as it is.\n\nChoose a new password: {{link}}`,
    smsText: '',
    transactional: true,
  },
  {
    code: TEMPLATE_CODES.signInPasscode,
    locale: 'en-us',
    description: 'A six-digit sign-in code, by e-mail or text message.',
    subject: '{{brandName}}: Your sign-in code: {{code}}',
    bodyHtml: `${greetingHtml}\n<p>Your sign-in code is <strong>{{code}}</strong>. It works once, for 10 minutes.</p>\n<p>If you did not ask for it, ignore this message.</p>`,
    bodyText: `${greeting}\n\nYour sign-in code is {{code}}. It works once, for 10 minutes.\n\nIf you did not ask for it, ignore this message.`,
    smsText: 'Your {{brandName}} sign-in code is {{code}}. It works once, for 10 minutes.',
    transactional: true,
  },
  {
    code: TEMPLATE_CODES.registerExisting,
    locale: 'en-us',
    description: 'Tells the owner of an address that someone tried to register it again.',
    subject: '{{brandName}}: You already have an account',
    bodyHtml: `${greetingHtml}\n<p>Someone asked to create an account with this e-mail address, which already has one.</p>\n<p>If it was you, sign in instead, or reset your password if you have forgotten it. If not, you can ignore this message.</p>`,
    bodyText: `${greeting}\n\nSomeone asked to create an account with this e-mail address, which already has one.\n\nIf it was you, sign in instead, or reset your password if you have forgotten it. If not, you can ignore this message.`,
    smsText: '',
    transactional: true,
  },
  {
    code: TEMPLATE_CODES.smsVerification,
    locale: 'en-us',
    description: 'A six-digit code that proves a phone number is yours.',
    subject: '{{brandName}}: Your verification code',
    bodyHtml: '',
    bodyText: 'Your {{brandName}} verification code is {{code}}. It works once, for 10 minutes.',
    smsText: 'Your {{brandName}} verification code is {{code}}. It works once, for 10 minutes.',
    transactional: true,
  },
  {
    code: TEMPLATE_CODES.testMessage,
    locale: 'en-us',
    description: 'The test sends of the messaging admin tools.',
    subject: '{{brandName}}: Test message',
    bodyHtml:
      '<p>This is a test message from {{brandName}}, sent on {{sentOn|date}} at the request of {{requestedBy}}.</p>\n<p>If it reached you, the delivery of {{brandName}} messages works.</p>',
    bodyText:
      'This is a test message from {{brandName}}, sent on {{sentOn|date}} at the request of {{requestedBy}}.\n\nIf it reached you, the delivery of {{brandName}} messages works.',
    smsText: 'Test message from {{brandName}}, sent on {{sentOn|date}}.',
    transactional: false,
  },
  {
    code: TEMPLATE_CODES.devopsAlert,
    locale: 'en-us',
    description: 'An alert to the operations address (ALERT_EMAIL).',
    subject: '[{{environment}}] {{brandName}} alert: {{summary}}',
    bodyHtml: '',
    bodyText:
      '{{summary}}\n\nEnvironment: {{environment}}\nVersion: {{version}}\nRaised on {{sentOn|date}} by {{requestedBy}}.',
    smsText: '',
    transactional: true,
  },
  ...PLAN_TEMPLATES,
  ...PROFILE_TEMPLATES,
  ...ACCOUNTS_TEMPLATES,
  ...EVENT_TEMPLATES,
  ...CHECKUP_TEMPLATES,
];
