import type { TemplateShape } from './builtin-templates';

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

/** The training-event messages: to the person named, except the trainer's text message. */
export const EVENT_TEMPLATES: readonly TemplateShape[] = Object.values(EVENT_TEMPLATE_CODES).map(
  (code) =>
    code === EVENT_TEMPLATE_CODES.trainerSms
      ? { code, textOnly: true, transactional: true }
      : { code, greeting: 'firstName', transactional: true },
);
