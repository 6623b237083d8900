import type { LocaleCode } from '../i18n/locales';
import type { TSurveyAnswerValue } from './answers';
import { surveyText, type TChoice, type TSurveyQuestion } from './definition';

/** Joins the labels of several chosen options. */
export const ANSWER_JOIN = '; ';

/** The label of a choice value in a language (the value itself when it is not a choice). */
export function choiceLabel(choices: readonly TChoice[], locale: LocaleCode) {
  const labels = new Map(choices.map((c) => [String(c.value), surveyText(c.text, locale)]));
  return (value: unknown) => labels.get(String(value)) ?? String(value);
}

/**
 * An answer as a person reads it, for the questions answered with one value or a list (not the
 * matrix, answered by row): the chosen options' labels, yes or no in the question's words, the
 * text as given. Dates stay `YYYY-MM-DD`; the caller formats them.
 */
export function answerText(
  question: Exclude<TSurveyQuestion, { type: 'matrix' }>,
  answer: TSurveyAnswerValue,
  locale: LocaleCode,
  yesNo: { yes: string; no: string },
): string {
  switch (question.type) {
    case 'radiogroup':
    case 'dropdown':
      return choiceLabel(question.choices, locale)(answer);
    case 'checkbox':
    case 'ranking': {
      const label = choiceLabel(question.choices, locale);
      return Array.isArray(answer) ? answer.map(label).join(ANSWER_JOIN) : String(answer);
    }
    case 'boolean':
      return answer === true
        ? surveyText(question.labelTrue, locale) || yesNo.yes
        : surveyText(question.labelFalse, locale) || yesNo.no;
    default:
      return String(answer);
  }
}
