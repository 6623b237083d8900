import { z } from 'zod';
import { InteractionFrequency } from '../domain/enums';
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
