import { useCallback, useState } from 'react';
import {
  zCheckupFeedbackAnswers,
  type CheckupFeedbackAnswers,
  type OpenCheckupSurvey,
} from '@portal/core';

/** Where a survey's unfinished answers wait, per survey code (see docs/decisions.md). */
export const draftKey = (surveyCode: string) => `checkupSurvey.draft.${surveyCode}`;

/** A blank answer sheet for the survey: one row per constraint and per step, nothing chosen. */
export function emptyAnswers(survey: OpenCheckupSurvey): CheckupFeedbackAnswers {
  return {
    interactionFrequency: null,
    strengths: [],
    strengthsComment: '',
    constraints: survey.constraints.map((c) => ({ index: c.index, agree: null, comment: '' })),
    steps: survey.constraints.flatMap((c) =>
      c.steps.map((s) => ({ stepId: s.id, rating: null, comment: '' })),
    ),
    encouragement: '',
    acknowledged: false,
  };
}

/**
 * The stored draft when it still fits the survey: parsed by core's schema, and only answers of
 * strengths, constraints and steps the survey still has (a plan may change between visits).
 */
function restore(survey: OpenCheckupSurvey): CheckupFeedbackAnswers {
  const blank = emptyAnswers(survey);
  let stored: unknown;
  try {
    stored = JSON.parse(sessionStorage.getItem(draftKey(survey.surveyCode)) ?? 'null');
  } catch {
    return blank;
  }
  const parsed = zCheckupFeedbackAnswers.safeParse(stored);
  if (!parsed.success) return blank;
  const saved = parsed.data;
  const constraints = new Map(saved.constraints.map((c) => [c.index, c]));
  const steps = new Map(saved.steps.map((s) => [s.stepId, s]));
  return {
    ...saved,
    strengths: saved.strengths.filter((s) => survey.strengths.includes(s)),
    constraints: blank.constraints.map((c) => constraints.get(c.index) ?? c),
    steps: blank.steps.map((s) => steps.get(s.stepId) ?? s),
  };
}

function store(surveyCode: string, answers: CheckupFeedbackAnswers) {
  try {
    sessionStorage.setItem(draftKey(surveyCode), JSON.stringify(answers));
  } catch {
    // Storage full or refused (private mode): the answers stay on the page, only a reload loses them.
  }
}

/**
 * The rater's answers, written to session storage on every change, so a reload or a phone
 * that drops the page loses nothing; `discard` forgets them once the survey is submitted.
 */
export function useSurveyDraft(survey: OpenCheckupSurvey) {
  const [answers, setAnswers] = useState<CheckupFeedbackAnswers>(() => restore(survey));
  const { surveyCode } = survey;

  const update = useCallback(
    (change: (current: CheckupFeedbackAnswers) => CheckupFeedbackAnswers) =>
      setAnswers((current) => {
        const next = change(current);
        store(surveyCode, next);
        return next;
      }),
    [surveyCode],
  );
  const discard = useCallback(() => sessionStorage.removeItem(draftKey(surveyCode)), [surveyCode]);
  return { answers, update, discard };
}
