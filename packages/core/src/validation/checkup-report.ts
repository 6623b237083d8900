import { z } from 'zod';
import { CheckupType } from '../domain/enums';
import { zGuid } from './guid';
import { zCheckupFeedbackAnswers, zInteractionFrequency } from './checkup-feedback';

/**
 * The partners' feedback as staff read it and the checkup report built from it
 * (`domain/checkup-report.ts` aggregates; docs/decisions.md, "Checkups: feedback formats, the
 * partners' survey and reports").
 */

/** A stored answer as staff read it. */
export const zCheckupFeedbackResponse = zCheckupFeedbackAnswers.extend({
  surveyVersion: z.number().int(),
  submittedUTC: z.string(),
});
export type CheckupFeedbackResponse = z.output<typeof zCheckupFeedbackResponse>;

export const zCheckupPartnerFeedback = z.object({
  requestId: zGuid,
  partnerFirstName: z.string(),
  partnerLastName: z.string(),
  partnerEmail: z.string(),
  requestedUTC: z.string(),
  answeredUTC: z.string().nullable(),
  /** With the flag on and the checkup not anonymous; null otherwise. */
  response: zCheckupFeedbackResponse.nullable(),
});
export type CheckupPartnerFeedback = z.output<typeof zCheckupPartnerFeedback>;

/**
 * `GetParticipantsFeedback/{checkupId}/{includeResponses}` rows; the Bulk call takes the
 * checkup ids (core's ZCheckupIdList) and answers the rows of every checkup the caller may read.
 */
export const zCheckupParticipantFeedback = z.object({
  checkupId: zGuid,
  checkupParticipantId: zGuid,
  participantFirstName: z.string(),
  participantLastName: z.string(),
  participantEmail: z.string(),
  requestedCount: z.number().int(),
  answeredCount: z.number().int(),
  partners: z.array(zCheckupPartnerFeedback),
});
export type CheckupParticipantFeedback = z.output<typeof zCheckupParticipantFeedback>;

/** A comment in a report: the partner's name only when the checkup is not anonymous. */
export const zCheckupReportComment = z.object({ text: z.string(), from: z.string().nullable() });
export type CheckupReportComment = z.output<typeof zCheckupReportComment>;

/** Counts of ratings 1..5 (index 0 is rating 1). */
export const zCheckupRatingDistribution = z.tuple([
  z.number().int(),
  z.number().int(),
  z.number().int(),
  z.number().int(),
  z.number().int(),
]);
export type CheckupRatingDistribution = z.output<typeof zCheckupRatingDistribution>;

/** Ratings of a step, or of the whole report: average over 1-5 answers (N/A left out). */
export const zCheckupRatingSummary = z.object({
  /** Rounded to 2 decimals; null when nobody rated. */
  average: z.number().nullable(),
  distribution: zCheckupRatingDistribution,
  ratedCount: z.number().int(),
  notApplicableCount: z.number().int(),
});
export type CheckupRatingSummary = z.output<typeof zCheckupRatingSummary>;

export const zCheckupReportStep = zCheckupRatingSummary.extend({
  id: z.string(),
  description: z.string(),
  comments: z.array(zCheckupReportComment),
});
export type CheckupReportStep = z.output<typeof zCheckupReportStep>;

export const zCheckupReportConstraint = z.object({
  index: z.number().int(),
  name: z.string(),
  definition: z.array(z.string()),
  agreeCount: z.number().int(),
  disagreeCount: z.number().int(),
  comments: z.array(zCheckupReportComment),
  steps: z.array(zCheckupReportStep),
});
export type CheckupReportConstraint = z.output<typeof zCheckupReportConstraint>;

export const zCheckupReportStrength = z.object({
  text: z.string(),
  /** How many partners chose it. */
  chosenCount: z.number().int(),
});
export type CheckupReportStrength = z.output<typeof zCheckupReportStrength>;

/** The answers of a participant's partners gathered (built by core's `buildCheckupReport`). */
export const zCheckupReportBody = z.object({
  responseCount: z.number().int(),
  interactionFrequencies: z.record(zInteractionFrequency, z.number().int()),
  strengths: z.array(zCheckupReportStrength),
  strengthComments: z.array(zCheckupReportComment),
  constraints: z.array(zCheckupReportConstraint),
  /** Every step rating of the report together. */
  overall: zCheckupRatingSummary,
  encouragements: z.array(zCheckupReportComment),
});
export type CheckupReportBody = z.output<typeof zCheckupReportBody>;

/** `GetTractionPlanCheckupReportData/{checkupParticipantId}` and the print data. */
export const zCheckupReport = zCheckupReportBody.extend({
  checkupId: zGuid,
  checkupParticipantId: zGuid,
  eventId: zGuid,
  eventName: z.string(),
  participantFirstName: z.string(),
  participantLastName: z.string(),
  goal: z.string(),
  isAnonymous: z.boolean(),
  /** TractionPlan 0, ExcelScorecard 1 (the checkup's type). */
  checkupType: z.number().int(),
  /** Partners asked for feedback. */
  requestedCount: z.number().int(),
  reportedDate: z.string().nullable(),
});
export type CheckupReport = z.output<typeof zCheckupReport>;

/** `GetTractionPlanCheckupReportDataView/{checkupParticipantId}`: the report and what the reader may do. */
export const zCheckupReportView = z.object({
  report: zCheckupReport,
  /** The reader is the participant (otherwise a coach or admin of the event). */
  isParticipant: z.boolean(),
  /** Released to the participant (stage Reported or later with a reported date). */
  isReleased: z.boolean(),
  abilities: z.object({ downloadPdf: z.boolean() }),
});
export type CheckupReportView = z.output<typeof zCheckupReportView>;

/**
 * Print views of a checkup participant: all three read `GetTractionPlanCheckupReportPrintData`
 * with a key of the one print scope `checkupReport`.
 */
export const CHECKUP_REPORT_PRINT_SCOPE = 'checkupReport';
export const CHECKUP_PRINT_VIEWS = ['checkupReport', 'tractionCheckup', 'excel'] as const;
export type CheckupPrintView = (typeof CHECKUP_PRINT_VIEWS)[number];

/** The print path of a view (the web's `/print/...` route). */
export function checkupPrintPath(
  view: CheckupPrintView,
  printKey: string,
  checkupParticipantId: string,
): string {
  return `/print/${view}/${printKey}/${checkupParticipantId}`;
}

/** The view `getReportpdf` prints for a checkup type: the Excel scorecard has its own. */
export function checkupPrintViewOf(checkupType: number): CheckupPrintView {
  return checkupType === CheckupType.ExcelScorecard ? 'excel' : 'checkupReport';
}
