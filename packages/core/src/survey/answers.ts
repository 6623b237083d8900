import { z } from 'zod';
import {
  SURVEY_LIMITS,
  questionsOf,
  type TCondition,
  type TSurveyBody,
  type TSurveyQuestion,
} from './definition';

/**
 * A respondent's answers, by question name: text, a number, yes/no, the chosen values (multiple
 * choice, ranking in order) or, for a matrix, the column chosen per row.
 */
const zScalar = z.union([z.string().max(SURVEY_LIMITS.answerText), z.number().finite()]);
export const zSurveyAnswerValue = z.union([
  zScalar,
  z.boolean(),
  z.array(zScalar).max(SURVEY_LIMITS.choices),
  z.record(z.string().max(SURVEY_LIMITS.name), zScalar),
]);
export type TSurveyAnswerValue = z.infer<typeof zSurveyAnswerValue>;
export const zSurveyAnswers = z
  .record(z.string().max(SURVEY_LIMITS.name), zSurveyAnswerValue)
  .refine((answers) => Object.keys(answers).length <= SURVEY_LIMITS.questions, 'Too many answers');
export type TSurveyAnswers = z.infer<typeof zSurveyAnswers>;

/** Why an answer is refused; the texts are `surveys:answerErrors.<key>`. */
export type SurveyAnswerError =
  | 'required'
  | 'invalid'
  | 'notAChoice'
  | 'tooShort'
  | 'tooLong'
  | 'belowMin'
  | 'aboveMax'
  | 'tooFewChoices'
  | 'tooManyChoices'
  | 'incompleteRanking';

const isEmpty = (answer: TSurveyAnswerValue | undefined): answer is undefined =>
  answer === undefined ||
  answer === '' ||
  (Array.isArray(answer) && answer.length === 0) ||
  (typeof answer === 'object' && !Array.isArray(answer) && Object.keys(answer).length === 0);

const sameValue = (a: unknown, b: unknown) => String(a) === String(b);

/** Whether an answer meets a condition (a missing answer meets none but `answered` false). */
export function meetsCondition(
  condition: TCondition,
  answer: TSurveyAnswerValue | undefined,
): boolean {
  if (condition.operator === 'answered') return !isEmpty(answer);
  if (isEmpty(answer)) return false;
  const value = condition.value;
  switch (condition.operator) {
    case 'equals':
      return sameValue(answer, value);
    case 'notEquals':
      return !sameValue(answer, value);
    case 'anyOf':
      return (condition.values ?? []).some((candidate) => sameValue(answer, candidate));
    case 'contains':
      return Array.isArray(answer)
        ? answer.some((item) => sameValue(item, value))
        : String(answer).toLowerCase().includes(String(value).toLowerCase());
    case 'greaterThan':
      return Number(answer) > Number(value);
    case 'lessThan':
      return Number(answer) < Number(value);
  }
}

/**
 * The questions shown for these answers, in order. A question hidden by its condition hides the
 * questions that depend on it too (its answer no longer counts).
 */
export function visibleQuestions(body: TSurveyBody, answers: TSurveyAnswers): TSurveyQuestion[] {
  const shown = new Set<string>();
  return questionsOf(body).filter((question) => {
    const condition = question.visibleWhen;
    const visible =
      !condition ||
      (shown.has(condition.question) && meetsCondition(condition, answers[condition.question]));
    if (visible) shown.add(question.name);
    return visible;
  });
}

/** The answers of the visible questions only: what is stored and counted. */
export function keptAnswers(body: TSurveyBody, answers: TSurveyAnswers): TSurveyAnswers {
  const kept: TSurveyAnswers = {};
  for (const question of visibleQuestions(body, answers)) {
    const answer = answers[question.name];
    if (!isEmpty(answer)) kept[question.name] = answer;
  }
  return kept;
}

const choiceValues = (choices: { value: string | number }[]) =>
  new Set(choices.map((choice) => String(choice.value)));

function lengthError(
  text: string,
  limits: { minLength?: number; maxLength?: number },
): SurveyAnswerError | null {
  if (limits.minLength !== undefined && text.length < limits.minLength) return 'tooShort';
  if (text.length > (limits.maxLength ?? SURVEY_LIMITS.answerText)) return 'tooLong';
  return null;
}

function rangeError(
  value: number | string,
  limits: { min?: number | string; max?: number | string },
): SurveyAnswerError | null {
  if (limits.min !== undefined && value < limits.min) return 'belowMin';
  if (limits.max !== undefined && value > limits.max) return 'aboveMax';
  return null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function textAnswerError(
  question: Extract<TSurveyQuestion, { type: 'text' }>,
  answer: TSurveyAnswerValue,
): SurveyAnswerError | null {
  const limits = { min: question.min, max: question.max };
  switch (question.inputType) {
    case 'number':
      return typeof answer === 'number' ? rangeError(answer, limits) : 'invalid';
    case 'date':
      return typeof answer === 'string' && DAY.test(answer) && !Number.isNaN(Date.parse(answer))
        ? rangeError(answer, limits)
        : 'invalid';
    case 'email':
      return typeof answer === 'string' && EMAIL.test(answer)
        ? lengthError(answer, question)
        : 'invalid';
    default:
      return typeof answer === 'string' ? lengthError(answer, question) : 'invalid';
  }
}

function selectionError(
  question: Extract<TSurveyQuestion, { type: 'checkbox' }>,
  answer: TSurveyAnswerValue,
): SurveyAnswerError | null {
  if (!Array.isArray(answer)) return 'invalid';
  const allowed = choiceValues(question.choices);
  if (answer.some((value) => !allowed.has(String(value)))) return 'notAChoice';
  if (new Set(answer.map(String)).size !== answer.length) return 'invalid';
  if (question.minSelectedChoices && answer.length < question.minSelectedChoices)
    return 'tooFewChoices';
  if (question.maxSelectedChoices && answer.length > question.maxSelectedChoices)
    return 'tooManyChoices';
  return null;
}

function matrixError(
  question: Extract<TSurveyQuestion, { type: 'matrix' }>,
  answer: TSurveyAnswerValue,
): SurveyAnswerError | null {
  if (typeof answer !== 'object' || Array.isArray(answer)) return 'invalid';
  const rows = choiceValues(question.rows);
  const columns = choiceValues(question.columns);
  const entries = Object.entries(answer);
  if (entries.some(([row, column]) => !rows.has(row) || !columns.has(String(column))))
    return 'notAChoice';
  return question.isRequired && entries.length < rows.size ? 'required' : null;
}

/** What is wrong with one given (non-empty) answer to a question, or null. */
export function answerError(
  question: TSurveyQuestion,
  answer: TSurveyAnswerValue,
): SurveyAnswerError | null {
  switch (question.type) {
    case 'text':
      return textAnswerError(question, answer);
    case 'comment':
      return typeof answer === 'string' ? lengthError(answer, question) : 'invalid';
    case 'radiogroup':
    case 'dropdown':
      if (typeof answer !== 'string' && typeof answer !== 'number') return 'invalid';
      return choiceValues(question.choices).has(String(answer)) ? null : 'notAChoice';
    case 'checkbox':
      return selectionError(question, answer);
    case 'rating':
      if (typeof answer !== 'number' || !Number.isInteger(answer)) return 'invalid';
      return rangeError(answer, { min: question.rateMin ?? 1, max: question.rateMax ?? 5 });
    case 'matrix':
      return matrixError(question, answer);
    case 'boolean':
      return typeof answer === 'boolean' ? null : 'invalid';
    case 'ranking': {
      if (!Array.isArray(answer)) return 'invalid';
      const allowed = choiceValues(question.choices);
      const given = new Set(answer.map(String));
      if ([...given].some((value) => !allowed.has(value))) return 'notAChoice';
      return given.size === allowed.size && answer.length === allowed.size
        ? null
        : 'incompleteRanking';
    }
  }
}

/**
 * The errors of a set of answers, by question name. `complete` adds the required questions
 * left empty (a submission); without it only the answers given are checked (progress saved on
 * the way). Answers to questions that do not exist are refused as `invalid`.
 */
export function surveyAnswerErrors(
  body: TSurveyBody,
  answers: TSurveyAnswers,
  options: { complete: boolean },
): Record<string, SurveyAnswerError> {
  const errors: Record<string, SurveyAnswerError> = {};
  const known = new Set(questionsOf(body).map((question) => question.name));
  for (const name of Object.keys(answers)) if (!known.has(name)) errors[name] = 'invalid';
  for (const question of visibleQuestions(body, answers)) {
    const answer = answers[question.name];
    if (isEmpty(answer)) {
      if (options.complete && question.isRequired) errors[question.name] = 'required';
      continue;
    }
    const error = answerError(question, answer);
    if (error) errors[question.name] = error;
  }
  return errors;
}
