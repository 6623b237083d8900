import { CHECKUP_STATUS_UPDATE_TEMPLATE } from '@portal/core';
import type { BuiltinTemplate } from './builtin-templates';

/** The codes the checkup flows send (a checkup may name its own status-update template). */
export const CHECKUP_TEMPLATE_CODES = {
  initialNotice: 'checkup-initial-notice',
  finalNotice: 'checkup-final-notice',
  feedbackRequest: 'checkup-feedback-request',
  feedbackReminder: 'checkup-feedback-reminder',
  reportReleased: 'checkup-report-released',
  reportReminder: 'checkup-report-reminder',
  statusUpdate: CHECKUP_STATUS_UPDATE_TEMPLATE,
} as const;

const hello = (name: string) => `Hello {{${name}}},`;
const button = (label: string) =>
  `<p><a href="{{link}}" style="display:inline-block;padding:10px 18px;border-radius:4px;background:{{brandColor}};color:#ffffff;text-decoration:none">${label}</a></p>\n<p style="font-size:13px">{{link}}</p>`;

/** One template from its paragraphs: the HTML and text bodies say the same. */
function template(
  fields: Omit<BuiltinTemplate, 'locale' | 'bodyHtml' | 'bodyText' | 'transactional'> & {
    greeting: string;
    paragraphs: string[];
    action: string;
  },
): BuiltinTemplate {
  const { greeting, paragraphs, action, ...rest } = fields;
  return {
    ...rest,
    locale: 'en-us',
    bodyHtml: [`<p>${greeting}</p>`, ...paragraphs.map((p) => `<p>${p}</p>`), button(action)].join(
      '\n',
    ),
    bodyText: [greeting, ...paragraphs, `${action}: {{link}}`].join('\n\n'),
    transactional: true,
  };
}

const partnerIntro =
  '{{participantName}} named you as an accountability partner on their {{planName}} after {{eventName}}.';

/** Built-in texts of the checkup messages, in the default language (en-us). */
export const CHECKUP_TEMPLATES: readonly BuiltinTemplate[] = [
  template({
    code: CHECKUP_TEMPLATE_CODES.initialNotice,
    description: 'Tells a checkup participant that partner feedback is coming: update the plan.',
    subject: '{{brandName}}: Your {{planName}} checkup is coming up',
    greeting: hello('firstName'),
    paragraphs: [
      'Your accountability partners will soon be asked how you are progressing on your {{planName}} from {{eventName}}. Feedback opens on {{feedbackStart}}.',
      'Take a moment now to bring your plan up to date, so your partners rate the steps you are working on. {{contactLine}}',
    ],
    action: 'Update my plan',
    smsText: 'Your {{planName}} checkup opens on {{feedbackStart}}. Update your plan: {{link}}',
  }),
  template({
    code: CHECKUP_TEMPLATE_CODES.finalNotice,
    description: "The 'last chance' notice to a checkup participant before feedback opens.",
    subject: '{{brandName}}: Last chance to update your {{planName}}',
    greeting: hello('firstName'),
    paragraphs: [
      'Feedback on your {{planName}} from {{eventName}} opens on {{feedbackStart}}. This is your last chance to update it.',
      'While your partners give feedback, the plan is locked so that everyone rates the same plan. {{contactLine}}',
    ],
    action: 'Update my plan',
    smsText: 'Last chance: feedback on your {{planName}} opens on {{feedbackStart}}. {{link}}',
  }),
  template({
    code: CHECKUP_TEMPLATE_CODES.feedbackRequest,
    description:
      'Asks an accountability partner to rate a participant’s progress (their survey link).',
    subject:
      '{{brandName}}: {{participantName}} asks you to rate their progress on their {{planName}}',
    greeting: hello('partnerFirstName'),
    paragraphs: [
      partnerIntro,
      'Please take a few minutes to tell them how they are progressing. {{feedbackClose}} {{contactLine}}',
    ],
    action: 'Give my feedback',
    smsText: '{{participantName}} asks for your feedback on their {{planName}}: {{link}}',
  }),
  template({
    code: CHECKUP_TEMPLATE_CODES.feedbackReminder,
    description: 'Reminds an accountability partner who has not answered yet.',
    subject:
      '{{brandName}}: Reminder: {{participantName}} is waiting for your rating of their {{planName}}',
    greeting: hello('partnerFirstName'),
    paragraphs: [
      partnerIntro,
      'Your feedback has not reached us yet. It takes a few minutes. {{feedbackClose}} {{contactLine}}',
    ],
    action: 'Give my feedback',
    smsText: 'Reminder: {{participantName}} is waiting for your feedback: {{link}}',
  }),
  template({
    code: CHECKUP_TEMPLATE_CODES.reportReleased,
    description: 'Tells a participant their checkup report is released (date MM-DD-YYYY).',
    subject: '{{brandName}}: Your {{planName}} checkup report is ready',
    greeting: hello('firstName'),
    paragraphs: [
      'Your accountability partners’ feedback on your {{planName}} from {{eventName}} was released to you on {{releaseDate|releaseDate}}.',
    ],
    action: 'Read my report',
    smsText: 'Your {{planName}} checkup report is ready: {{link}}',
  }),
  template({
    code: CHECKUP_TEMPLATE_CODES.reportReminder,
    description: 'Reminds a participant who has not opened their released checkup report.',
    subject: '{{brandName}}: Your {{planName}} checkup report is waiting',
    greeting: hello('firstName'),
    paragraphs: [
      'Your checkup report for {{eventName}}, released on {{releaseDate|releaseDate}}, has not been opened yet. Your partners took the time to give you feedback: have a look.',
    ],
    action: 'Read my report',
    smsText: 'Your {{planName}} checkup report is waiting: {{link}}',
  }),
  template({
    code: CHECKUP_TEMPLATE_CODES.statusUpdate,
    description: 'Tells the planner (and others chosen) where an event’s checkup stands.',
    subject: '{{brandName}}: Checkup status for {{eventName}}',
    greeting: 'Hello,',
    paragraphs: [
      'The checkup of {{eventName}} is in the {{phase}} phase.',
      '{{participants}} participants; {{requested}} feedback requests sent, {{answered}} answered, {{pending}} waiting.',
    ],
    action: 'Open the event',
    smsText: '',
  }),
];
