import type { BuiltinTemplate } from './builtin-templates';

/** The codes the Traction Plan sends. `{{planName}}` is the brand's plan name. */
export const PLAN_TEMPLATE_CODES = {
  reviewLink: 'traction-plan-review-link',
} as const;

const button = (label: string) =>
  `<p><a href="{{link}}" style="display:inline-block;padding:10px 18px;border-radius:4px;background:{{brandColor}};color:#ffffff;text-decoration:none">${label}</a></p>\n<p style="font-size:13px">{{link}}</p>`;

/** The plan's built-in templates, in the default language (en-us). */
export const PLAN_TEMPLATES: readonly BuiltinTemplate[] = [
  {
    code: PLAN_TEMPLATE_CODES.reviewLink,
    locale: 'en-us',
    description: "Sends a plan's read-only review link to an accountability or shared partner.",
    subject: '{{ownerName}} shared their {{planName}} with you',
    bodyHtml: `<p>Hello {{firstName}},</p>\n<p>{{ownerName}} has shared their {{planName}} with you on {{brandName}} and asked you to help them stay on track.</p>\n<p>The link opens the plan to read; you do not need an account.</p>\n${button('Open the {{planName}}')}`,
    bodyText:
      'Hello {{firstName}},\n\n{{ownerName}} has shared their {{planName}} with you on {{brandName}} and asked you to help them stay on track.\n\nThe link opens the plan to read; you do not need an account.\n\nOpen the {{planName}}: {{link}}',
    smsText: '',
    transactional: false,
  },
];
