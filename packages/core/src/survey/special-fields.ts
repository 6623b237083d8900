import { questionsOf, type TSurveyBody } from './definition';
import type { TSurveyAnswers } from './answers';

/** What the special fields are filled from: the person answering, and the link they came by. */
export type SurveyRespondent = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  title?: string | null;
  phone?: string | null;
  nonRegisteredGroup?: string | null;
};

const SOURCES = {
  Root_FirstName: 'firstName',
  Root_LastName: 'lastName',
  Root_Email: 'email',
  Root_Title: 'title',
  Root_Phone: 'phone',
  NonRegisteredGroup: 'nonRegisteredGroup',
} as const;

/** The special fields' answers for a known respondent (a question already answered keeps its answer). */
export function prefilledAnswers(
  body: TSurveyBody,
  respondent: SurveyRespondent,
  answers: TSurveyAnswers = {},
): TSurveyAnswers {
  const filled: TSurveyAnswers = { ...answers };
  for (const question of questionsOf(body)) {
    if (question.type !== 'text' || !question.special) continue;
    const value = respondent[SOURCES[question.special]];
    if (value && filled[question.name] === undefined) filled[question.name] = value;
  }
  return filled;
}
