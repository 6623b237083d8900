import { z } from 'zod';
import { SURVEY_SPECIAL_FIELDS } from '../domain/names';
import { LOCALE_FALLBACKS, LOCALES, type LocaleCode } from '../i18n/locales';

/**
 * A survey definition: the JSON a survey admin builds and every respondent's page renders. Its
 * vocabulary is SurveyJS's form JSON (question `type` names, `choices`, `rateMin`/`rateMax`,
 * `isRequired`, texts keyed `default` and by language), so a definition reads the same to
 * anyone who knows that format; the conditions are structured (`visibleWhen`) instead of
 * expression strings, so the server and the web check them with one function of core.
 */

export const SURVEY_LIMITS = {
  name: 64,
  text: 2000,
  pages: 50,
  questions: 300,
  choices: 100,
  answerText: 5000,
} as const;

/** A text of a definition: one string for every language, or `default` plus translations. */
export const zSurveyText = z.union([
  z.string().max(SURVEY_LIMITS.text),
  z
    .object({ default: z.string().max(SURVEY_LIMITS.text) })
    .extend(
      Object.fromEntries(
        LOCALES.map((locale) => [locale, z.string().max(SURVEY_LIMITS.text).optional()]),
      ) as Record<LocaleCode, z.ZodOptional<z.ZodString>>,
    )
    .strict(),
]);
export type TSurveyText = z.infer<typeof zSurveyText>;

/** A question's name: its key in the answers, kept across versions. */
export const zQuestionName = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'Letters, digits and underscores, starting with a letter')
  .max(SURVEY_LIMITS.name);

export const zChoice = z
  .object({
    value: z.union([z.string().min(1).max(SURVEY_LIMITS.name), z.number().finite()]),
    text: zSurveyText,
  })
  .strict();
export type TChoice = z.infer<typeof zChoice>;
const zChoices = z.array(zChoice).min(1).max(SURVEY_LIMITS.choices);

export const CONDITION_OPERATORS = [
  'equals',
  'notEquals',
  'anyOf',
  'contains',
  'answered',
  'greaterThan',
  'lessThan',
] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

/** Shows a question only when an earlier question's answer matches. */
export const zCondition = z
  .object({
    question: zQuestionName,
    operator: z.enum(CONDITION_OPERATORS),
    value: z.union([z.string(), z.number(), z.boolean()]).optional(),
    values: z
      .array(z.union([z.string(), z.number()]))
      .max(SURVEY_LIMITS.choices)
      .optional(),
  })
  .strict();
export type TCondition = z.infer<typeof zCondition>;

const questionBase = {
  name: zQuestionName,
  title: zSurveyText,
  description: zSurveyText.optional(),
  isRequired: z.boolean().optional(),
  visibleWhen: zCondition.optional(),
};

const zTextQuestion = z
  .object({
    ...questionBase,
    type: z.literal('text'),
    inputType: z.enum(['text', 'number', 'date', 'email', 'tel']).optional(),
    special: z.enum(SURVEY_SPECIAL_FIELDS).optional(),
    minLength: z.number().int().min(0).max(SURVEY_LIMITS.answerText).optional(),
    maxLength: z.number().int().min(1).max(SURVEY_LIMITS.answerText).optional(),
    /** For numbers a number, for dates a `YYYY-MM-DD` day. */
    min: z.union([z.number().finite(), z.string().date()]).optional(),
    max: z.union([z.number().finite(), z.string().date()]).optional(),
  })
  .strict();

const zCommentQuestion = z
  .object({
    ...questionBase,
    type: z.literal('comment'),
    minLength: z.number().int().min(0).max(SURVEY_LIMITS.answerText).optional(),
    maxLength: z.number().int().min(1).max(SURVEY_LIMITS.answerText).optional(),
  })
  .strict();

const zRadiogroupQuestion = z
  .object({ ...questionBase, type: z.enum(['radiogroup', 'dropdown']), choices: zChoices })
  .strict();

const zCheckboxQuestion = z
  .object({
    ...questionBase,
    type: z.literal('checkbox'),
    choices: zChoices,
    minSelectedChoices: z.number().int().min(1).max(SURVEY_LIMITS.choices).optional(),
    maxSelectedChoices: z.number().int().min(1).max(SURVEY_LIMITS.choices).optional(),
  })
  .strict();

const zRatingQuestion = z
  .object({
    ...questionBase,
    type: z.literal('rating'),
    rateMin: z.number().int().min(0).max(10).optional(),
    rateMax: z.number().int().min(1).max(11).optional(),
    minRateDescription: zSurveyText.optional(),
    maxRateDescription: zSurveyText.optional(),
  })
  .strict();

/** A Likert matrix: one answer (a column) per row. */
const zMatrixQuestion = z
  .object({ ...questionBase, type: z.literal('matrix'), rows: zChoices, columns: zChoices })
  .strict();

const zBooleanQuestion = z
  .object({
    ...questionBase,
    type: z.literal('boolean'),
    labelTrue: zSurveyText.optional(),
    labelFalse: zSurveyText.optional(),
  })
  .strict();

/** The respondent puts every choice in order (the answer lists all of them). */
const zRankingQuestion = z
  .object({ ...questionBase, type: z.literal('ranking'), choices: zChoices })
  .strict();

export const zSurveyQuestion = z.discriminatedUnion('type', [
  zTextQuestion,
  zCommentQuestion,
  zRadiogroupQuestion,
  zCheckboxQuestion,
  zRatingQuestion,
  zMatrixQuestion,
  zBooleanQuestion,
  zRankingQuestion,
]);
export type TSurveyQuestion = z.infer<typeof zSurveyQuestion>;
export type SurveyQuestionType = TSurveyQuestion['type'];
export const SURVEY_QUESTION_TYPES: readonly SurveyQuestionType[] = [
  'radiogroup',
  'checkbox',
  'dropdown',
  'rating',
  'matrix',
  'text',
  'comment',
  'boolean',
  'ranking',
];

export const zSurveyPage = z
  .object({
    name: zQuestionName,
    title: zSurveyText.optional(),
    description: zSurveyText.optional(),
    elements: z.array(zSurveyQuestion).min(1).max(SURVEY_LIMITS.questions),
  })
  .strict();
export type TSurveyPage = z.infer<typeof zSurveyPage>;

/** Every question of a definition, page after page. */
export const questionsOf = (body: Pick<TSurveyBody, 'pages'>): TSurveyQuestion[] =>
  body.pages.flatMap((page) => page.elements);

export const zSurveyBody = z
  .object({
    title: zSurveyText,
    description: zSurveyText.optional(),
    completedText: zSurveyText.optional(),
    pages: z.array(zSurveyPage).min(1).max(SURVEY_LIMITS.pages),
  })
  .strict()
  .superRefine((body, issue) => {
    const seen = new Set<string>();
    const questions = questionsOf(body);
    if (questions.length > SURVEY_LIMITS.questions) {
      issue.addIssue({ code: 'custom', message: 'Too many questions', path: ['pages'] });
    }
    questions.forEach((question, index) => {
      const condition = question.visibleWhen;
      // A condition looks back only: an answer decides what comes after it, never before.
      if (condition && !seen.has(condition.question)) {
        issue.addIssue({
          code: 'custom',
          message: `"${question.name}" depends on "${condition.question}", which is not an earlier question`,
          path: ['questions', index, 'visibleWhen'],
        });
      }
      if (seen.has(question.name)) {
        issue.addIssue({
          code: 'custom',
          message: `Two questions are named "${question.name}"`,
          path: ['questions', index, 'name'],
        });
      }
      seen.add(question.name);
    });
  });
export type TSurveyBody = z.infer<typeof zSurveyBody>;

/** A definition's text in a language: the language, the languages it falls back on, `default`. */
export function surveyText(text: TSurveyText | undefined, locale: LocaleCode): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  for (const candidate of [locale, ...LOCALE_FALLBACKS[locale]]) {
    const found = text[candidate];
    if (found) return found;
  }
  return text.default;
}
