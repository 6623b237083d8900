import type { TSurveyAnswers } from '../survey/answers';
import type { TSurveyBody, TSurveyQuestion, TSurveyText } from '../survey/definition';

/**
 * The scores of an assessment: an options question is scored when every option's value is a
 * number (the value is the option's score); a section's score is the share of the most its
 * answered scored questions could earn, so sections of different lengths compare.
 */

/** One section (a page of the definition) with its score, null when nothing scored was answered. */
export type TSectionScore = {
  section: string;
  title: TSurveyText;
  /** Percent of the section's maximum, 0–100, rounded to a whole number. */
  percent: number | null;
};

type ScoredQuestion = Extract<TSurveyQuestion, { type: 'radiogroup' | 'dropdown' | 'checkbox' }>;

const scoreValues = (question: TSurveyQuestion): number[] | null => {
  if (
    question.type !== 'radiogroup' &&
    question.type !== 'dropdown' &&
    question.type !== 'checkbox'
  )
    return null;
  const values = (question as ScoredQuestion).choices.map((choice) => choice.value);
  return values.every((value) => typeof value === 'number') ? (values as number[]) : null;
};

/** True when the definition has a scored question: its assessments have a growth summary. */
export const hasScores = (body: TSurveyBody): boolean =>
  body.pages.some((page) => page.elements.some((question) => scoreValues(question) !== null));

/** What a question earned and could earn; undefined when unscored or not answered. */
function questionScore(question: TSurveyQuestion, answer: unknown) {
  const values = scoreValues(question);
  if (!values || answer === undefined) return undefined;
  const positive = values.filter((value) => value > 0);
  if (question.type === 'checkbox') {
    const chosen = Array.isArray(answer)
      ? answer.filter((v): v is number => typeof v === 'number')
      : [];
    return {
      earned: chosen.reduce((sum, v) => sum + v, 0),
      most: positive.reduce((s, v) => s + v, 0),
    };
  }
  return typeof answer === 'number' ? { earned: answer, most: Math.max(0, ...values) } : undefined;
}

/** Every section's score for these answers, in the definition's order. */
export function sectionScores(body: TSurveyBody, answers: TSurveyAnswers): TSectionScore[] {
  return body.pages.map((page) => {
    let earned = 0;
    let most = 0;
    for (const question of page.elements) {
      const score = questionScore(question, answers[question.name]);
      if (!score) continue;
      earned += score.earned;
      most += score.most;
    }
    return {
      section: page.name,
      title: page.title ?? page.name,
      percent: most > 0 ? Math.round((earned / most) * 100) : null,
    };
  });
}
