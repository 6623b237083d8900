import { CHECKUP_STATUS_UPDATE_TEMPLATE } from '@portal/core';
import type { TemplateShape } from './builtin-templates';

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

/** The checkup messages: partners are greeted as partners, the planner's status as everyone. */
export const CHECKUP_TEMPLATES: readonly TemplateShape[] = [
  { code: CHECKUP_TEMPLATE_CODES.initialNotice, greeting: 'firstName', transactional: true },
  { code: CHECKUP_TEMPLATE_CODES.finalNotice, greeting: 'firstName', transactional: true },
  {
    code: CHECKUP_TEMPLATE_CODES.feedbackRequest,
    greeting: 'partnerFirstName',
    transactional: true,
  },
  {
    code: CHECKUP_TEMPLATE_CODES.feedbackReminder,
    greeting: 'partnerFirstName',
    transactional: true,
  },
  { code: CHECKUP_TEMPLATE_CODES.reportReleased, greeting: 'firstName', transactional: true },
  { code: CHECKUP_TEMPLATE_CODES.reportReminder, greeting: 'firstName', transactional: true },
  { code: CHECKUP_TEMPLATE_CODES.statusUpdate, greeting: 'everyone', transactional: true },
];
