import type { BuiltinTemplate } from './builtin-templates';

/** The 360 profile's messages (describer invitations, reminders, report release, status). */
export const PROFILE_TEMPLATE_CODES = {
  describerInvite: 'profile-describer-invite',
  describerReminder: 'profile-describer-reminder',
  reportReleased: 'profile-report-released',
  statusUpdate: 'profile-status-update',
} as const;

const button = (label: string) =>
  `<p><a href="{{link}}" style="display:inline-block;padding:10px 18px;border-radius:4px;background:{{brandColor}};color:#ffffff;text-decoration:none">${label}</a></p>\n<p style="font-size:13px">{{link}}</p>`;
const declineHtml =
  '<p style="font-size:13px">Not able to help this time? <a href="{{declineLink}}">Decline the request</a>.</p>';
const declineText = 'Not able to help this time? Decline the request: {{declineLink}}';

export const PROFILE_TEMPLATES: readonly BuiltinTemplate[] = [
  {
    code: PROFILE_TEMPLATE_CODES.describerInvite,
    locale: 'en-us',
    description: 'Asks a describer to give 360 feedback to a participant.',
    subject: '{{brandName}}: {{participantName}} asks you to describe them for a 360 profile',
    bodyHtml: `<p>Hello {{firstName}},</p>\n<p>{{participantName}} is taking a 360 profile and would value your view of their working behaviours. The survey takes about ten minutes; your answers are combined with those of others and never shown with your name.</p>\n${button('Give my feedback')}\n${declineHtml}`,
    bodyText: `Hello {{firstName}},\n\n{{participantName}} is taking a 360 profile and would value your view of their working behaviours. The survey takes about ten minutes; your answers are combined with those of others and never shown with your name.\n\nGive my feedback: {{link}}\n\n${declineText}`,
    smsText: '',
    transactional: false,
  },
  {
    code: PROFILE_TEMPLATE_CODES.describerReminder,
    locale: 'en-us',
    description: 'Reminds a describer who has not finished their 360 survey.',
    subject: '{{brandName}}: Reminder: {{participantName}} is waiting for your 360 description',
    bodyHtml: `<p>Hello {{firstName}},</p>\n<p>{{participantName}} is still waiting for your 360 feedback. Your answers so far are saved: the link takes you back to where you stopped.</p>\n${button('Continue my feedback')}\n${declineHtml}`,
    bodyText: `Hello {{firstName}},\n\n{{participantName}} is still waiting for your 360 feedback. Your answers so far are saved: the link takes you back to where you stopped.\n\nContinue my feedback: {{link}}\n\n${declineText}`,
    smsText: '',
    transactional: false,
  },
  {
    code: PROFILE_TEMPLATE_CODES.reportReleased,
    locale: 'en-us',
    description: 'Tells a participant that their 360 report is ready.',
    subject: '{{brandName}}: Your 360 report is ready',
    bodyHtml: `<p>Hello {{firstName}},</p>\n<p>Your 360 report was released on {{releasedOn}}. It shows your strengths and the constraints worth working on.</p>\n${button('Read my report')}`,
    bodyText: `Hello {{firstName}},\n\nYour 360 report was released on {{releasedOn}}. It shows your strengths and the constraints worth working on.\n\nRead my report: {{link}}`,
    smsText: '',
    transactional: false,
  },
  {
    code: PROFILE_TEMPLATE_CODES.statusUpdate,
    locale: 'en-us',
    description: 'Weekly progress of a 360 profile, sent to its participant.',
    subject: '{{brandName}}: {{describersComplete}} of {{describerCount}} describers have answered',
    bodyHtml: `<p>Hello {{firstName}},</p>\n<p>{{describersComplete}} of the {{describerCount}} people you invited have given their feedback so far.</p>\n${button('See my 360')}`,
    bodyText: `Hello {{firstName}},\n\n{{describersComplete}} of the {{describerCount}} people you invited have given their feedback so far.\n\nSee my 360: {{link}}`,
    smsText: '',
    transactional: false,
  },
];
