import type { TemplateShape } from './builtin-templates';

/** The 360 profile's messages (describer invitations, reminders, report release, status). */
export const PROFILE_TEMPLATE_CODES = {
  describerInvite: 'profile-describer-invite',
  describerReminder: 'profile-describer-reminder',
  reportReleased: 'profile-report-released',
  statusUpdate: 'profile-status-update',
} as const;

export const PROFILE_TEMPLATES: readonly TemplateShape[] = Object.values(
  PROFILE_TEMPLATE_CODES,
).map((code) => ({ code, greeting: 'firstName', transactional: false }));
