import { z } from 'zod';
import { CheckupType, InteractionFrequency } from '../domain/enums';
import { LOCALES, type LocaleCode } from '../i18n/locales';
import { zGuid } from './guid';

/**
 * Checkup feedback: the formats that word the partners' survey, the survey a partner opens by
 * its code, what the partner submits and the report built from the answers. The rules that
 * judge a submission are in `domain/checkup-feedback-rules.ts` and the report's aggregation in
 * `domain/checkup-report.ts`, used by the web form and the server alike. See docs/decisions.md,
 * "Checkups: feedback formats, the partners' survey and reports".
 */

/** The name of the feedback format every brand is seeded with (the spec's default). */
export const DEFAULT_FEEDBACK_FORMAT_NAME = 'traction_plan_checkup';

/** How often the partner interacts with the participant (core's InteractionFrequency). */
export const INTERACTION_FREQUENCIES = [
  InteractionFrequency.Daily,
  InteractionFrequency.Weekly,
  InteractionFrequency.Monthly,
  InteractionFrequency.LessThanMonthly,
] as const;
export const zInteractionFrequency = z.enum(INTERACTION_FREQUENCIES);

/** A traction step is rated 1 to 5 (agreement that the person made progress) or N/A. */
export const CHECKUP_RATINGS = [1, 2, 3, 4, 5] as const;
export type CheckupRating = (typeof CHECKUP_RATINGS)[number];
export const CHECKUP_RATING_NOT_APPLICABLE = 'NA';
export const CHECKUP_RATING_LABELS: Readonly<Record<CheckupRating, string>> = {
  1: 'Strongly Disagree',
  2: 'Disagree',
  3: 'Neutral',
  4: 'Agree',
  5: 'Strongly Agree',
};
/** Ratings that need a comment (the spec: 1 or 2). */
export const CHECKUP_COMMENT_REQUIRED_RATINGS: readonly CheckupRating[] = [1, 2];

/** A partner picks between 1 and 5 of the participant's strengths (fewer when the plan has fewer). */
export const CHECKUP_STRENGTHS_MIN = 1;
export const CHECKUP_STRENGTHS_MAX = 5;

/** The validation messages of the survey, exactly as the spec words them (two are ours). */
export const CHECKUP_FEEDBACK_MESSAGES = {
  constraintAgreement: 'Agree or Disagree must be selected',
  stepRating: 'Rating is required',
  stepComment: 'A comment is required when selecting "Strongly Disagree" or "Disagree"',
  acknowledgement: 'Please acknowledge that your responses are not anonymous',
  strengths: 'Select 1 to 5 strengths',
  interactionFrequency: 'Interaction frequency must be selected',
  unknownItem: 'Not part of this survey',
} as const;
export type CheckupFeedbackRule = keyof typeof CHECKUP_FEEDBACK_MESSAGES;

/** The survey's error texts (the spec's catalogue); formats start with these in en-us. */
export const CHECKUP_FEEDBACK_ERRORS = {
  submit: 'Unable to submit survey, please try again later.',
  incomplete:
    'Not all required information has been completed, please review your responses and try again.',
  load: 'Error loading Traction Plan Feedback',
  unavailable:
    'This survey request has expired or has been completed. Please contact support with any questions',
} as const;
/** Where the unavailable text links to. */
export const CHECKUP_SURVEY_SUPPORT_PATH = '/support';

export const CHECKUP_FEEDBACK_LIMITS = {
  comment: 2000,
  formatText: 4000,
  formatTitle: 200,
  strengths: 40,
  constraints: 20,
  steps: 400,
  surveyCode: 100,
} as const;

const zComment = z
  .string()
  .max(CHECKUP_FEEDBACK_LIMITS.comment)
  .nullish()
  .transform((value) => (value ?? '').trim());
const zFormatTitle = z.string().trim().min(1).max(CHECKUP_FEEDBACK_LIMITS.formatTitle);
const zFormatText = z.string().trim().max(CHECKUP_FEEDBACK_LIMITS.formatText);
const zRequiredFormatText = zFormatText.min(1);

// ---------------------------------------------------------------------------------------------
// Feedback formats

export const FEEDBACK_FORMAT_SECTIONS = [
  'introduction',
  'strengths',
  'constraints',
  'steps',
  'encouragement',
] as const;
export type FeedbackFormatSection = (typeof FEEDBACK_FORMAT_SECTIONS)[number];

/** A section's title and its lead text (may be blank). */
export const zFeedbackFormatSectionTexts = z.object({ title: zFormatTitle, text: zFormatText });

/**
 * The texts of a format in one language. `{{participantName}}` in any text is replaced by the
 * participant's name in the survey the partner opens.
 */
export const zFeedbackFormatTexts = z.object({
  header: zRequiredFormatText,
  sections: z.object({
    introduction: zFeedbackFormatSectionTexts,
    strengths: zFeedbackFormatSectionTexts,
    constraints: zFeedbackFormatSectionTexts,
    steps: zFeedbackFormatSectionTexts,
    encouragement: zFeedbackFormatSectionTexts,
  }),
  acknowledgeText: zRequiredFormatText,
  completedText: zRequiredFormatText,
  unavailableText: zRequiredFormatText,
  errors: z.object({
    submit: zRequiredFormatText,
    incomplete: zRequiredFormatText,
    load: zRequiredFormatText,
    unavailable: zRequiredFormatText,
  }),
});
export type FeedbackFormatTexts = z.output<typeof zFeedbackFormatTexts>;

/** The placeholder every format text may carry. */
export const FEEDBACK_FORMAT_PARTICIPANT_PLACEHOLDER = '{{participantName}}';

export const zFeedbackFormatName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,60}$/, 'Use letters, digits, dashes and underscores');

/**
 * `feedbackformat/save`: creates or replaces one version of a named format. Without a version
 * a new version (one above the highest of the name) is created. en-us texts are required; the
 * other languages fall back to them.
 */
export const zFeedbackFormatInput = z.object({
  name: zFeedbackFormatName,
  version: z.number().int().min(1).max(100_000).nullish(),
  texts: z
    .partialRecord(z.enum(LOCALES), zFeedbackFormatTexts)
    .refine((texts) => texts['en-us'] !== undefined, {
      message: 'The en-us texts are required',
      path: ['en-us'],
    }),
});
export type FeedbackFormatInput = z.output<typeof zFeedbackFormatInput>;

export const zFeedbackFormat = z.object({
  id: zGuid,
  appName: z.string(),
  name: z.string(),
  version: z.number().int(),
  /** The version surveys use when none is named (one default per name and brand). */
  isDefault: z.boolean(),
  texts: z.partialRecord(z.enum(LOCALES), zFeedbackFormatTexts),
  updatedUTC: z.string(),
});
export type FeedbackFormat = z.output<typeof zFeedbackFormat>;

/** `feedbackformat/SetAsDefault` body. */
export const zFeedbackFormatVersionRef = z.object({
  name: zFeedbackFormatName,
  version: z.number().int().min(1),
});
export type FeedbackFormatVersionRef = z.output<typeof zFeedbackFormatVersionRef>;

/** A format's texts in a language: that language, else en-us. */
export function feedbackFormatTextsFor(
  texts: Partial<Record<LocaleCode, FeedbackFormatTexts>>,
  locale: LocaleCode,
): FeedbackFormatTexts | undefined {
  return texts[locale] ?? texts['en-us'];
}

// ---------------------------------------------------------------------------------------------
// The survey a partner opens (GetFeedbackByCode)

export const zCheckupSurveyStep = z.object({ id: z.string(), description: z.string() });
export type CheckupSurveyStep = z.output<typeof zCheckupSurveyStep>;

/** A constraint of the participant's plan; `index` is its place in the plan. */
export const zCheckupSurveyConstraint = z.object({
  index: z.number().int().min(0),
  name: z.string(),
  definition: z.array(z.string()),
  steps: z.array(zCheckupSurveyStep),
});
export type CheckupSurveyConstraint = z.output<typeof zCheckupSurveyConstraint>;

/** What the rules need to know of the survey to judge a submission. */
export type CheckupSurveySubject = {
  strengths: readonly string[];
  constraints: readonly Pick<CheckupSurveyConstraint, 'index' | 'steps'>[];
  acknowledgementRequired: boolean;
};

export const zOpenCheckupSurvey = z.object({
  available: z.literal(true),
  surveyCode: z.string(),
  checkupParticipantId: zGuid,
  participantFirstName: z.string(),
  participantLastName: z.string(),
  partnerFirstName: z.string(),
  partnerLastName: z.string(),
  goal: z.string(),
  strengths: z.array(z.string()),
  constraints: z.array(zCheckupSurveyConstraint),
  isAnonymous: z.boolean(),
  /** The acknowledgement line is shown and required (the checkup is not anonymous). */
  acknowledgementRequired: z.boolean(),
  /** The format version the texts come from; send it back with the submission. */
  surveyVersion: z.number().int(),
  /** The format's texts in the asked language, `{{participantName}}` filled in. */
  texts: zFeedbackFormatTexts,
});
export type OpenCheckupSurvey = z.output<typeof zOpenCheckupSurvey>;

/**
 * An unknown, expired or answered code: the same answer for each, so a code reveals nothing.
 * The texts are the brand's default format's (the unavailable text and the error texts).
 */
export const zUnavailableCheckupSurvey = z.object({
  available: z.literal(false),
  texts: zFeedbackFormatTexts,
});

/** `GET tractionplancheckup/GetFeedbackByCode/{code}?locale=`. */
export const zCheckupSurvey = z.discriminatedUnion('available', [
  zOpenCheckupSurvey,
  zUnavailableCheckupSurvey,
]);
export type CheckupSurvey = z.output<typeof zCheckupSurvey>;

// ---------------------------------------------------------------------------------------------
// The submission (SubmitFeedback)

export const zCheckupStepRating = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(CHECKUP_RATING_NOT_APPLICABLE),
]);
export type CheckupStepRating = z.output<typeof zCheckupStepRating>;

export const zCheckupConstraintAnswer = z.object({
  index: z.number().int().min(0),
  /** true agree, false disagree, null not chosen yet. */
  agree: z
    .boolean()
    .nullish()
    .transform((value) => value ?? null),
  comment: zComment,
});
export type CheckupConstraintAnswer = z.output<typeof zCheckupConstraintAnswer>;

export const zCheckupStepAnswer = z.object({
  stepId: z.string().max(64),
  /** 1-5, 'NA', or null when not rated yet. */
  rating: zCheckupStepRating.nullish().transform((value) => value ?? null),
  comment: zComment,
});
export type CheckupStepAnswer = z.output<typeof zCheckupStepAnswer>;

/**
 * The partner's answers. The shape accepts an unfinished form (nulls, missing answers) so that
 * the rules, not the shape, answer with the survey's own messages.
 */
export const zCheckupFeedbackAnswers = z.object({
  interactionFrequency: zInteractionFrequency.nullish().transform((value) => value ?? null),
  /** The strengths chosen, as the plan words them. */
  strengths: z
    .array(z.string().max(1000))
    .max(CHECKUP_FEEDBACK_LIMITS.strengths)
    .nullish()
    .transform((value) => value ?? []),
  strengthsComment: zComment,
  constraints: z
    .array(zCheckupConstraintAnswer)
    .max(CHECKUP_FEEDBACK_LIMITS.constraints)
    .nullish()
    .transform((value) => value ?? []),
  steps: z
    .array(zCheckupStepAnswer)
    .max(CHECKUP_FEEDBACK_LIMITS.steps)
    .nullish()
    .transform((value) => value ?? []),
  encouragement: zComment,
  acknowledged: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
});
export type CheckupFeedbackAnswers = z.output<typeof zCheckupFeedbackAnswers>;

/** `POST tractionplancheckup/SubmitFeedback` body. */
export const zCheckupFeedbackSubmission = zCheckupFeedbackAnswers.extend({
  surveyCode: z.string().trim().min(1).max(CHECKUP_FEEDBACK_LIMITS.surveyCode),
  /** The format version the partner saw; the default version when missing. */
  surveyVersion: z.number().int().min(1).nullish(),
});
export type CheckupFeedbackSubmission = z.output<typeof zCheckupFeedbackSubmission>;

/** One failed rule: the field (`constraints.{index}.agree`, `steps.{stepId}.rating`...). */
export type CheckupFeedbackError = {
  field: string;
  rule: CheckupFeedbackRule;
  message: string;
};

/** SubmitFeedback's answer. A failed rule is a 400 with the incomplete text and the errors. */
export const zCheckupFeedbackSubmitResult = z.object({
  submitted: z.literal(true),
  /** The format's completed text (localized, filled), for the thank-you screen. */
  completedText: z.string(),
});
export type CheckupFeedbackSubmitResult = z.output<typeof zCheckupFeedbackSubmitResult>;

// ---------------------------------------------------------------------------------------------
// Partners' feedback (GetParticipantsFeedback) and the report

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
