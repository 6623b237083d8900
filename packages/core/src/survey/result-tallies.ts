import type { LocaleCode } from '../i18n/locales';
import type { TSurveyAnswerValue } from './answers';
import { surveyText, type TChoice, type TSurveyQuestion } from './definition';

/** The texts a question's results list (the newest first); `answered` says how many there are. */
export const SURVEY_RESULT_TEXTS = 100;

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

/**
 * The tally of one question: answers are added one response at a time, in one pass over the
 * responses, and the figures read at the end (no list of answers kept but the texts').
 */
export type QuestionTally = {
  add: (answer: TSurveyAnswerValue) => void;
  result: () => TQuestionResult;
};

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const percentOf = (count: number, of: number) => (of ? round((100 * count) / of, 1) : 0);

type Labelled = { value: string; label: string };
const labelled = (choices: readonly TChoice[], locale: LocaleCode): Labelled[] =>
  choices.map((choice) => ({
    value: String(choice.value),
    label: surveyText(choice.text, locale),
  }));

/** Counts per choice; a value no longer among the choices (an older version's) is not counted. */
function counter(choices: readonly Labelled[]) {
  const counts = new Map(choices.map((choice) => [choice.value, 0]));
  return {
    add(value: unknown) {
      const key = String(value);
      const count = counts.get(key);
      if (count === undefined) return false;
      counts.set(key, count + 1);
      return true;
    },
    of: (answered: number): TChoiceCount[] =>
      choices.map((choice) => ({
        ...choice,
        count: counts.get(choice.value)!,
        percent: percentOf(counts.get(choice.value)!, answered),
      })),
  };
}

/** The average and median of values given as counts per value. */
export function scaleFigures(counts: ReadonlyMap<number, number>) {
  const distribution: TScaleCount[] = [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([value, count]) => ({ value, count }));
  const n = distribution.reduce((sum, d) => sum + d.count, 0);
  if (n === 0) return { average: null, median: null, distribution };
  const sum = distribution.reduce((total, d) => total + d.value * d.count, 0);
  // The value at a rank (0-based) of the values in order.
  const at = (rank: number) => {
    let seen = 0;
    for (const d of distribution) {
      seen += d.count;
      if (rank < seen) return d.value;
    }
    return distribution.at(-1)!.value;
  };
  const middle = Math.floor(n / 2);
  const median = n % 2 ? at(middle) : round((at(middle - 1) + at(middle)) / 2);
  return { average: round(sum / n), median, distribution };
}

function scaleTally(range: { min: number; max: number } | null) {
  const counts = new Map<number, number>();
  if (range) for (let value = range.min; value <= range.max; value++) counts.set(value, 0);
  let answered = 0;
  return {
    add(answer: TSurveyAnswerValue) {
      if (typeof answer !== 'number') return;
      answered++;
      counts.set(answer, (counts.get(answer) ?? 0) + 1);
    },
    result: () => ({ kind: 'scale' as const, answered, ...scaleFigures(counts) }),
  };
}

function choicesTally(choices: Labelled[], many: boolean) {
  const count = counter(choices);
  let answered = 0;
  return {
    add(answer: TSurveyAnswerValue) {
      answered++;
      if (!many) count.add(answer);
      else if (Array.isArray(answer)) for (const value of answer) count.add(value);
    },
    result: () => ({ kind: 'choices' as const, answered, choices: count.of(answered) }),
  };
}

/** Per row: its columns' counts and its average, of the columns' values when all are numbers, else of their positions from 1. */
function matrixTally(question: Extract<TSurveyQuestion, { type: 'matrix' }>, locale: LocaleCode) {
  const columns = labelled(question.columns, locale);
  const numeric = question.columns.every((column) => typeof column.value === 'number');
  const score = new Map(
    question.columns.map((column, index) => [
      String(column.value),
      numeric ? Number(column.value) : index + 1,
    ]),
  );
  const rows = labelled(question.rows, locale).map((row) => ({
    row,
    count: counter(columns),
    answered: 0,
    sum: 0,
  }));
  let answered = 0;
  return {
    add(answer: TSurveyAnswerValue) {
      if (typeof answer !== 'object' || Array.isArray(answer)) return;
      answered++;
      for (const tally of rows) {
        const chosen = answer[tally.row.value];
        if (chosen === undefined || !tally.count.add(chosen)) continue;
        tally.answered++;
        tally.sum += score.get(String(chosen))!;
      }
    },
    result: () => ({
      kind: 'matrix' as const,
      answered,
      columns,
      rows: rows.map(({ row, count, answered: n, sum }) => ({
        ...row,
        answered: n,
        average: n ? round(sum / n) : null,
        columns: count.of(n),
      })),
    }),
  };
}

function rankingTally(choices: Labelled[]) {
  const ranks = new Map(choices.map((choice) => [choice.value, { sum: 0, n: 0 }]));
  let answered = 0;
  return {
    add(answer: TSurveyAnswerValue) {
      if (!Array.isArray(answer)) return;
      answered++;
      answer.forEach((value, index) => {
        const rank = ranks.get(String(value));
        if (!rank) return;
        rank.sum += index + 1;
        rank.n++;
      });
    },
    result: () => ({
      kind: 'ranking' as const,
      answered,
      choices: choices.map((choice) => {
        const { sum, n } = ranks.get(choice.value)!;
        return { ...choice, averageRank: n ? round(sum / n) : null };
      }),
    }),
  };
}

/**
 * The texts given, the first SURVEY_RESULT_TEXTS of them (the responses come newest first); the
 * download has every one.
 */
function textsTally() {
  const texts: string[] = [];
  let answered = 0;
  return {
    add(answer: TSurveyAnswerValue) {
      answered++;
      if (texts.length < SURVEY_RESULT_TEXTS) texts.push(String(answer));
    },
    result: () => ({ kind: 'texts' as const, answered, texts }),
  };
}

function tallyOfType(question: TSurveyQuestion, locale: LocaleCode) {
  switch (question.type) {
    case 'radiogroup':
    case 'dropdown':
      return choicesTally(labelled(question.choices, locale), false);
    case 'checkbox':
      return choicesTally(labelled(question.choices, locale), true);
    case 'boolean':
      // An empty label: the screen says yes or no in the reader's language.
      return choicesTally(
        [
          { value: 'true', label: surveyText(question.labelTrue, locale) },
          { value: 'false', label: surveyText(question.labelFalse, locale) },
        ],
        false,
      );
    case 'rating':
      return scaleTally({ min: question.rateMin ?? 1, max: question.rateMax ?? 5 });
    case 'matrix':
      return matrixTally(question, locale);
    case 'ranking':
      return rankingTally(labelled(question.choices, locale));
    case 'text':
      return question.inputType === 'number' ? scaleTally(null) : textsTally();
    case 'comment':
      return textsTally();
  }
}

/** A question's tally, its figures headed by the question's name, title and type. */
export function questionTally(question: TSurveyQuestion, locale: LocaleCode): QuestionTally {
  const tally = tallyOfType(question, locale);
  const head = {
    name: question.name,
    title: surveyText(question.title, locale),
    type: question.type,
  };
  return { add: tally.add, result: () => ({ ...head, ...tally.result() }) };
}
