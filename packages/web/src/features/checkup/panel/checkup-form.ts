import type { TFunction } from 'i18next';
import type { TCheckup, TCheckupSaveInput } from '@portal/core';
import type { SchemaIssue } from '../../../ui/zod-resolver';

/** The form's values from the checkup the server answered (the default empty one too). */
export function checkupFormValues(checkup: TCheckup, eventId: string): TCheckupSaveInput {
  const { statusUpdate } = checkup;
  return {
    id: checkup.id,
    eventId,
    isActive: checkup.isActive,
    isAnonymous: checkup.isAnonymous,
    notificationDays: checkup.notificationDays,
    lastChanceDays: checkup.lastChanceDays,
    startDate: checkup.startDate,
    endDate: checkup.endDate,
    feedbackReminderFrequencyDays: checkup.feedbackReminderFrequencyDays,
    reportReminderDays: checkup.reportReminderDays,
    previousFeedbackDays: checkup.previousFeedbackDays,
    surveyVersion: checkup.surveyVersion,
    statusUpdate: {
      templateId: statusUpdate.templateId,
      sendToEventPlanner: statusUpdate.sendToEventPlanner,
      email: statusUpdate.email,
      startDate: statusUpdate.startDate,
      frequencyDays: statusUpdate.frequencyDays,
      deliveryDayOfWeek: statusUpdate.deliveryDayOfWeek,
      endDate: statusUpdate.endDate,
    },
    replyToEventPlanner: checkup.replyToEventPlanner,
    sendToSalesPerson: checkup.sendToSalesPerson,
    sendToTrainer: checkup.sendToTrainer,
    eventNotes: checkup.eventNotes,
    checkupType: checkup.checkupType,
    surveyReleaseId: checkup.surveyReleaseId,
  };
}

/** A failed rule of core's checkup schema in the user's language. */
export function describeCheckupIssue(t: TFunction, issue: SchemaIssue): string {
  const field = String(issue.path.at(-1) ?? '');
  if (issue.code === 'custom' && field === 'lastChanceDays') {
    return t('checkup.validation.lastChance');
  }
  if (issue.code === 'custom' && field === 'endDate') return t('checkup.validation.endDate');
  if (issue.code === 'too_small') return t('checkup.validation.min', { min: issue.minimum });
  if (issue.code === 'too_big') return t('checkup.validation.max', { max: issue.maximum });
  if (field === 'email') return t('checkup.validation.emails');
  return t('checkup.validation.invalid');
}

/** A date field's value as the schema wants it: an empty field is no date. */
export const dayOrNull = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : null;

/** A text field's value as the schema wants it: blank is no value (codes and ids reject ''). */
export const textOrNull = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
