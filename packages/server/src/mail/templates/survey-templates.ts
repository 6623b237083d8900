import type { TemplateShape } from './builtin-templates';

/** The codes the survey releases send: the invitation with the person's link, and reminders. */
export const SURVEY_TEMPLATE_CODES = {
  invitation: 'survey-invitation',
  reminder: 'survey-reminder',
} as const;

/** Sent because a survey admin released a survey to the person: they may stop reminders. */
export const SURVEY_TEMPLATES: readonly TemplateShape[] = [
  {
    code: SURVEY_TEMPLATE_CODES.invitation,
    greeting: 'firstName',
    transactional: false,
    quickAnswers: true,
  },
  { code: SURVEY_TEMPLATE_CODES.reminder, greeting: 'firstName', transactional: false },
];
