import type { LocaleCode } from '../i18n/locales';
import { DEFAULT_MIN_GROUP_SIZE } from '../validation/profile-instrument';
import type { TSurveyAnswers, TSurveyAnswerValue } from './answers';
import {
  questionsOf,
  surveyText,
  type TChoice,
  type TSurveyBody,
  type TSurveyQuestion,
} from './definition';

/**
 * A release's results: per question of the definition's latest version, the figures of the
 * completed responses (docs/decisions.md, "Survey results").
 */

/**
 * An anonymous release shows no result of fewer responses than the 360's anonymity minimum: the
 * whole release and each filtered view alike.
 */
export const SURVEY_ANONYMITY_MINIMUM = DEFAULT_MIN_GROUP_SIZE;

/** A choice with how many responses chose it; `percent` of the question's answers, 0–100. */
export type TChoiceCount = { value: string; label: string; count: number; percent: number };

type QuestionBase = {
  name: string;
  title: string;
  type: TSurveyQuestion['type'];
  answered: number;
};

/** A value of a scale (a rating, a number) and how many gave it. */
export type TScaleCount = { value: number; count: number };

export type TMatrixRowResult = {
  value: string;
  label: string;
  answered: number;
  /** Of the columns' values when they are all numbers, else of their positions from 1. */
  average: number | null;
  columns: TChoiceCount[];
};

export type TQuestionResult = QuestionBase &
  (
    | { kind: 'choices'; choices: TChoiceCount[] }
    | {
        kind: 'scale';
        average: number | null;
        median: number | null;
        distribution: TScaleCount[];
      }
    | { kind: 'matrix'; columns: { value: string; label: string }[]; rows: TMatrixRowResult[] }
    | { kind: 'ranking'; choices: { value: string; label: string; averageRank: number | null }[] }
    | { kind: 'texts'; texts: string[] }
  );

/** The results of a set of responses, or only that they are hidden (too few, anonymous). */
export type TSurveyResultSet =
  { hidden: false; responses: number; questions: TQuestionResult[] } | { hidden: true };

/** A completed response: the version it answered and its answers. */
export type ResultResponse = { version: number; answers: TSurveyAnswers };

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const averageOf = (values: readonly number[]) =>
  values.length ? round(values.reduce((a, b) => a + b, 0) / values.length) : null;

export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

const percentOf = (count: number, of: number) => (of ? round((100 * count) / of, 1) : 0);

function choiceCounts(
  choices: readonly { value: string; label: string }[],
  given: readonly string[],
  answered: number,
): TChoiceCount[] {
  const counts = new Map(choices.map((choice) => [choice.value, 0]));
  for (const value of given) {
    const count = counts.get(value);
    // A value no longer among the choices (an older version's) is not counted.
    if (count !== undefined) counts.set(value, count + 1);
  }
  return choices.map((choice) => ({
    ...choice,
    count: counts.get(choice.value)!,
    percent: percentOf(counts.get(choice.value)!, answered),
  }));
}

const labelled = (choices: readonly TChoice[], locale: LocaleCode) =>
  choices.map((choice) => ({
    value: String(choice.value),
    label: surveyText(choice.text, locale),
  }));

function scaleResult(values: number[], range: { min: number; max: number } | null) {
  const counts = new Map<number, number>();
  if (range) for (let value = range.min; value <= range.max; value++) counts.set(value, 0);
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return {
    kind: 'scale' as const,
    average: averageOf(values),
    median: medianOf(values),
    distribution: [...counts.entries()]
      .sort(([a], [b]) => a - b)
      .map(([value, count]) => ({ value, count })),
  };
}

function matrixResult(
  question: Extract<TSurveyQuestion, { type: 'matrix' }>,
  answers: Record<string, string | number>[],
  locale: LocaleCode,
) {
  const columns = labelled(question.columns, locale);
  const numeric = question.columns.every((column) => typeof column.value === 'number');
  const score = new Map(
    question.columns.map((column, index) => [
      String(column.value),
      numeric ? Number(column.value) : index + 1,
    ]),
  );
  const rows = labelled(question.rows, locale).map((row) => {
    const given = answers.flatMap((answer) =>
      answer[row.value] === undefined ? [] : [String(answer[row.value])],
    );
    const known = given.filter((value) => score.has(value));
    return {
      ...row,
      answered: known.length,
      average: averageOf(known.map((value) => score.get(value)!)),
      columns: choiceCounts(columns, known, known.length),
    };
  });
  return { kind: 'matrix' as const, columns, rows };
}

function rankingResult(choices: { value: string; label: string }[], answers: unknown[][]) {
  return {
    kind: 'ranking' as const,
    choices: choices.map((choice) => {
      const ranks = answers.flatMap((order) => {
        const index = order.findIndex((value) => String(value) === choice.value);
        return index < 0 ? [] : [index + 1];
      });
      return { ...choice, averageRank: averageOf(ranks) };
    }),
  };
}

const isRecord = (answer: TSurveyAnswerValue): answer is Record<string, string | number> =>
  typeof answer === 'object' && !Array.isArray(answer);

/** The figures of one question over its answers (already of the right type's versions). */
function questionResult(
  question: TSurveyQuestion,
  answers: TSurveyAnswerValue[],
  locale: LocaleCode,
): TQuestionResult {
  const base = {
    name: question.name,
    title: surveyText(question.title, locale),
    type: question.type,
    answered: answers.length,
  };
  switch (question.type) {
    case 'radiogroup':
    case 'dropdown':
      return {
        ...base,
        kind: 'choices',
        choices: choiceCounts(
          labelled(question.choices, locale),
          answers.map(String),
          answers.length,
        ),
      };
    case 'checkbox':
      return {
        ...base,
        kind: 'choices',
        choices: choiceCounts(
          labelled(question.choices, locale),
          answers.flatMap((answer) => (Array.isArray(answer) ? answer.map(String) : [])),
          answers.length,
        ),
      };
    case 'boolean': {
      const options = [
        { value: 'true', label: surveyText(question.labelTrue, locale) },
        { value: 'false', label: surveyText(question.labelFalse, locale) },
      ];
      return {
        ...base,
        kind: 'choices',
        choices: choiceCounts(options, answers.map(String), answers.length),
      };
    }
    case 'rating': {
      const range = { min: question.rateMin ?? 1, max: question.rateMax ?? 5 };
      const values = answers.filter((answer) => typeof answer === 'number');
      return { ...base, ...scaleResult(values, range) };
    }
    case 'matrix':
      return { ...base, ...matrixResult(question, answers.filter(isRecord), locale) };
    case 'ranking':
      return {
        ...base,
        ...rankingResult(labelled(question.choices, locale), answers.filter(Array.isArray)),
      };
    case 'text':
      if (question.inputType === 'number') {
        const values = answers.filter((answer) => typeof answer === 'number');
        return { ...base, ...scaleResult(values, null) };
      }
      return { ...base, kind: 'texts', texts: answers.map(String) };
    case 'comment':
      return { ...base, kind: 'texts', texts: answers.map(String) };
  }
}

/**
 * A response's answer to a question of the latest version, as results and downloads count it:
 * only when the version it answered has a question of the same name and the same type (a
 * question renamed, retyped or removed since does not mix its answers in). `versions` holds the
 * body of every version the responses name.
 */
export function answerCounted(versions: ReadonlyMap<number, TSurveyBody>) {
  const typesOf = new Map(
    [...versions].map(([version, versionBody]) => [
      version,
      new Map(questionsOf(versionBody).map((question) => [question.name, question.type])),
    ]),
  );
  return (response: ResultResponse, question: TSurveyQuestion): TSurveyAnswerValue | undefined =>
    typesOf.get(response.version)?.get(question.name) === question.type
      ? response.answers[question.name]
      : undefined;
}

/**
 * The results of completed responses, per question of `body` (the definition's latest version).
 * A response given to another version counts as `answerCounted` says, and a choice value the
 * latest version no longer offers is not counted.
 */
export function surveyResults(
  body: TSurveyBody,
  versions: ReadonlyMap<number, TSurveyBody>,
  responses: readonly ResultResponse[],
  options: { locale: LocaleCode; anonymous: boolean },
): TSurveyResultSet {
  if (options.anonymous && responses.length < SURVEY_ANONYMITY_MINIMUM) return { hidden: true };
  const answerOf = answerCounted(versions);
  const questions = questionsOf(body).map((question) => {
    const answers = responses.flatMap((response) => {
      const answer = answerOf(response, question);
      return answer === undefined ? [] : [answer];
    });
    return questionResult(question, answers, options.locale);
  });
  return { hidden: false, responses: responses.length, questions };
}
