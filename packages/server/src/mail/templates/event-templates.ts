import type { BuiltinTemplate } from './builtin-templates';

/** The codes the training-event flows send (a catalog item may name its own instead). */
export const EVENT_TEMPLATE_CODES = {
  invite: 'event-invite',
  checkedIn: 'event-checked-in',
  reminder: 'event-reminder',
  calendar: 'event-calendar',
  summary: 'event-summary',
  coachingSession: 'event-coaching-session',
  statusUpdate: 'event-status-update',
} as const;

const greeting = 'Hello {{firstName}},';
const greetingHtml = `<p>${greeting}</p>`;
const button = (label: string) =>
  `<p><a href="{{link}}" style="display:inline-block;padding:10px 18px;border-radius:4px;background:{{brandColor}};color:#ffffff;text-decoration:none">${label}</a></p>\n<p style="font-size:13px">{{link}}</p>`;
const when = '{{eventName}} on {{startDate|date}} ({{timeZone}}), {{location}}';

/** Built-in texts of the training-event messages, in the default language (en-us). */
export const EVENT_TEMPLATES: readonly BuiltinTemplate[] = [
  {
    code: EVENT_TEMPLATE_CODES.invite,
    locale: 'en-us',
    description: 'Invites a participant to a training event, with their own check-in link.',
    subject: '{{brandName}}: You are invited to {{eventName}}',
    bodyHtml: `${greetingHtml}\n<p>You are registered for ${when}.</p>\n<p>On the day, open your check-in link (or scan the code your trainer shows).</p>\n${button('My check-in page')}`,
    bodyText: `${greeting}\n\nYou are registered for ${when}.\n\nOn the day, open your check-in link (or scan the code your trainer shows): {{link}}`,
    smsText: 'You are registered for {{eventName}} on {{startDate|date}}. Check in: {{link}}',
    transactional: true,
  },
  {
    code: EVENT_TEMPLATE_CODES.checkedIn,
    locale: 'en-us',
    description: 'Confirms a check-in at a training event.',
    subject: '{{brandName}}: You are checked in to {{eventName}}',
    bodyHtml: `${greetingHtml}\n<p>You are checked in to ${when}. Welcome!</p>\n${button('My events')}`,
    bodyText: `${greeting}\n\nYou are checked in to ${when}. Welcome!\n\nMy events: {{link}}`,
    smsText: 'You are checked in to {{eventName}}. Welcome!',
    transactional: true,
  },
  {
    code: EVENT_TEMPLATE_CODES.reminder,
    locale: 'en-us',
    description: 'Reminds a participant of a training event the day before.',
    subject: '{{brandName}}: Reminder: {{eventName}} on {{startDate|date}}',
    bodyHtml: `${greetingHtml}\n<p>A reminder: ${when}.</p>\n${button('My check-in page')}`,
    bodyText: `${greeting}\n\nA reminder: ${when}.\n\nMy check-in page: {{link}}`,
    smsText: 'Reminder: {{eventName}} on {{startDate|date}}. Check in: {{link}}',
    transactional: true,
  },
  {
    code: EVENT_TEMPLATE_CODES.calendar,
    locale: 'en-us',
    description: 'Sends a training event to add to a calendar.',
    subject: '{{brandName}}: {{eventName}} for your calendar',
    bodyHtml: `${greetingHtml}\n<p>${when}.</p>\n<p>Open the link to add the event to your calendar.</p>\n${button('Add to my calendar')}`,
    bodyText: `${greeting}\n\n${when}.\n\nAdd to my calendar: {{link}}`,
    smsText: '',
    transactional: true,
  },
  {
    code: EVENT_TEMPLATE_CODES.summary,
    locale: 'en-us',
    description: 'Tells the trainers and planner of an event how many checked in, after the event.',
    subject: '{{brandName}}: Summary of {{eventName}} on {{startDate|date}}',
    bodyHtml: `${greetingHtml}\n<p>${when} has ended: {{checkedIn}} of {{registered}} registered participants checked in.</p>\n${button('Open the event')}`,
    bodyText: `${greeting}\n\n${when} has ended: {{checkedIn}} of {{registered}} registered participants checked in.\n\nOpen the event: {{link}}`,
    smsText: '',
    transactional: true,
  },
  {
    code: EVENT_TEMPLATE_CODES.coachingSession,
    locale: 'en-us',
    description: 'Reminds a participant of a coaching session (initial or follow-up).',
    subject: '{{brandName}}: Your coaching session {{eventName}} on {{startDate|date}}',
    bodyHtml: `${greetingHtml}\n<p>Your coaching session: ${when}.</p>\n${button('Join or check in')}`,
    bodyText: `${greeting}\n\nYour coaching session: ${when}.\n\nJoin or check in: {{link}}`,
    smsText: 'Coaching session {{eventName}} on {{startDate|date}}: {{link}}',
    transactional: true,
  },
  {
    code: EVENT_TEMPLATE_CODES.statusUpdate,
    locale: 'en-us',
    description: 'The weekly status of a coaching engagement, to its planner.',
    subject: '{{brandName}}: Status of {{eventName}}',
    bodyHtml: `${greetingHtml}\n<p>${when}: {{checkedIn}} of {{registered}} participants have attended so far.</p>\n${button('Open the event')}`,
    bodyText: `${greeting}\n\n${when}: {{checkedIn}} of {{registered}} participants have attended so far.\n\nOpen the event: {{link}}`,
    smsText: '',
    transactional: true,
  },
];
