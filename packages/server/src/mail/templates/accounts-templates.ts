import type { BuiltinTemplate } from './builtin-templates';

/** The code of the cohort invitation (useraccount/SendCohortBasicInvite). */
export const COHORT_BASIC_INVITE = 'cohort-basic-invite';

/** Messages of accounts and groups, in the default language (en-us). */
export const ACCOUNTS_TEMPLATES: readonly BuiltinTemplate[] = [
  {
    code: COHORT_BASIC_INVITE,
    locale: 'en-us',
    description: 'Invites a member of a cohort to sign in to the portal.',
    subject: '{{brandName}}: You are invited to join your cohort',
    bodyHtml:
      '<p>Hello {{firstName}},</p>\n<p>You are a member of a cohort on {{brandName}}. Sign in to see your group, your coach and what comes next.</p>\n<p><a href="{{link}}" style="display:inline-block;padding:10px 18px;border-radius:4px;background:{{brandColor}};color:#ffffff;text-decoration:none">Open {{brandName}}</a></p>\n<p style="font-size:13px">{{link}}</p>',
    bodyText:
      'Hello {{firstName}},\n\nYou are a member of a cohort on {{brandName}}. Sign in to see your group, your coach and what comes next.\n\nOpen {{brandName}}: {{link}}',
    smsText: '',
    transactional: false,
  },
];
