import {
  checkupFeedbackErrors,
  type CheckupConstraintAnswer,
  type CheckupFeedbackAnswers,
  type CheckupFeedbackError,
  type CheckupStepAnswer,
  type OpenCheckupSurvey,
} from '@portal/core';

// Pure changes of the answer sheet, so the form's handlers stay one line each.

export const toggleStrength =
  (strength: string, max: number) =>
  (answers: CheckupFeedbackAnswers): CheckupFeedbackAnswers => {
    if (answers.strengths.includes(strength))
      return { ...answers, strengths: answers.strengths.filter((s) => s !== strength) };
    if (answers.strengths.length >= max) return answers;
    return { ...answers, strengths: [...answers.strengths, strength] };
  };

export const changeConstraint =
  (index: number, change: Partial<Omit<CheckupConstraintAnswer, 'index'>>) =>
  (answers: CheckupFeedbackAnswers): CheckupFeedbackAnswers => ({
    ...answers,
    constraints: answers.constraints.map((c) => (c.index === index ? { ...c, ...change } : c)),
  });

export const changeStep =
  (stepId: string, change: Partial<Omit<CheckupStepAnswer, 'stepId'>>) =>
  (answers: CheckupFeedbackAnswers): CheckupFeedbackAnswers => ({
    ...answers,
    steps: answers.steps.map((s) => (s.stepId === stepId ? { ...s, ...change } : s)),
  });

/** Every broken rule of the answers, by the field it belongs to (core's rules, the server's too). */
export function errorsByField(
  survey: OpenCheckupSurvey,
  answers: CheckupFeedbackAnswers,
): ReadonlyMap<string, CheckupFeedbackError> {
  const subject = {
    strengths: survey.strengths,
    constraints: survey.constraints,
    acknowledgementRequired: survey.acknowledgementRequired,
  };
  return new Map(checkupFeedbackErrors(subject, answers).map((e) => [e.field, e]));
}

/** The element id of a field's control, to scroll the first broken one into view. */
export const fieldId = (field: string) => `checkup-${field.replace(/[^A-Za-z0-9_-]/g, '-')}`;
