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
  initialCoachingSession: 'event-initial-coaching-session',
  schedulingLink: 'event-scheduling-link',
  makeupBooked: 'event-makeup-booked',
  trainerSms: 'event-trainer-sms',
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
  {
    code: EVENT_TEMPLATE_CODES.initialCoachingSession,
    locale: 'en-us',
    description: 'Introduces a participant to their first coaching session, three days before.',
    subject: '{{brandName}}: Welcome to your coaching sessions',
    bodyHtml: `${greetingHtml}\n<p>Your first coaching session is ${when}, with {{trainer}}.</p>\n<p>Come with one situation from your work you would like to improve: the session starts from it. Each session takes about an hour.</p>\n${button('Join or check in')}`,
    bodyText: `${greeting}\n\nYour first coaching session is ${when}, with {{trainer}}.\n\nCome with one situation from your work you would like to improve: the session starts from it. Each session takes about an hour.\n\nJoin or check in: {{link}}`,
    smsText: 'Your first coaching session {{eventName}} is on {{startDate|date}}: {{link}}',
    transactional: true,
  },
  {
    code: EVENT_TEMPLATE_CODES.schedulingLink,
    locale: 'en-us',
    description: 'Sends a participant their own link to book a session or a make-up event.',
    subject: '{{brandName}}: Book your session of {{eventName}}',
    bodyHtml: `${greetingHtml}\n<p>You can choose when to attend {{eventName}}: open your own scheduling link and pick the session that suits you.</p>\n${button('Choose my session')}`,
    bodyText: `${greeting}\n\nYou can choose when to attend {{eventName}}: open your own scheduling link and pick the session that suits you.\n\nChoose my session: {{link}}`,
    smsText: 'Choose your session of {{eventName}}: {{link}}',
    transactional: true,
  },
  {
    code: EVENT_TEMPLATE_CODES.makeupBooked,
    locale: 'en-us',
    description: 'Confirms the make-up event a participant booked for a session they missed.',
    subject: '{{brandName}}: Your make-up session on {{startDate|date}}',
    bodyHtml: `${greetingHtml}\n<p>You are booked for a make-up of {{missedEventName}}: ${when}.</p>\n<p>Check in there as usual; your make-up is complete once you have.</p>\n${button('My check-in page')}`,
    bodyText: `${greeting}\n\nYou are booked for a make-up of {{missedEventName}}: ${when}.\n\nCheck in there as usual; your make-up is complete once you have.\n\nMy check-in page: {{link}}`,
    smsText: 'Make-up of {{missedEventName}} booked: {{startDate|date}}. Check in: {{link}}',
    transactional: true,
  },
  {
    code: EVENT_TEMPLATE_CODES.trainerSms,
    locale: 'en-us',
    description: 'Texts a trainer about an event they train soon.',
    subject: '{{brandName}}: {{eventName}} on {{startDate|date}}',
    bodyHtml: '',
    bodyText:
      'You train {{eventName}} on {{startDate|date}} ({{timeZone}}), {{location}}: {{registered}} registered. {{link}}',
    smsText:
      'You train {{eventName}} on {{startDate|date}}, {{location}}: {{registered}} registered. {{link}}',
    transactional: true,
  },
];
