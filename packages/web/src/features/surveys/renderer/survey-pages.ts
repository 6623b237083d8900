import {
  surveyAnswerErrors,
  visibleQuestions,
  type SurveyAnswerError,
  type TSurveyAnswerValue,
  type TSurveyAnswers,
  type TSurveyBody,
  type TSurveyPage,
  type TSurveyQuestion,
} from '@portal/core';

/** A page as the respondent sees it: only the questions their answers so far show. */
export type ShownPage = { page: TSurveyPage; questions: TSurveyQuestion[] };

/** The pages with at least one question shown, in order (a page all hidden is skipped). */
export function shownPages(body: TSurveyBody, answers: TSurveyAnswers): ShownPage[] {
  const shown = new Set(visibleQuestions(body, answers).map((question) => question.name));
  return body.pages
    .map((page) => ({ page, questions: page.elements.filter((q) => shown.has(q.name)) }))
    .filter((page) => page.questions.length > 0);
}

/** The errors of these questions were the survey submitted now (core's one check). */
export function questionErrors(
  body: TSurveyBody,
  answers: TSurveyAnswers,
  questions: readonly TSurveyQuestion[],
): Record<string, SurveyAnswerError> {
  const all = surveyAnswerErrors(body, answers, { complete: true });
  const errors: Record<string, SurveyAnswerError> = {};
  for (const { name } of questions) {
    const error = all[name];
    if (error) errors[name] = error;
  }
  return errors;
}

/** The answers with one answer set, or removed when it is empty. */
export function withAnswer(
  answers: TSurveyAnswers,
  name: string,
  value: TSurveyAnswerValue | undefined,
): TSurveyAnswers {
  const next = { ...answers };
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    delete next[name];
  } else {
    next[name] = value;
  }
  return next;
}

/** The ids of a question's parts, which its controls name for assistive technology. */
export const questionIds = (name: string) => ({
  field: `survey-q-${name}`,
  title: `survey-q-${name}-title`,
  description: `survey-q-${name}-description`,
  error: `survey-q-${name}-error`,
});

/** The id of the one input of a question (text, dropdown), which its title labels. */
export const inputIdOf = (name: string) => `survey-q-${name}-input`;
