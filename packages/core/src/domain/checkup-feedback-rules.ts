import {
  CHECKUP_COMMENT_REQUIRED_RATINGS,
  CHECKUP_FEEDBACK_MESSAGES,
  CHECKUP_STRENGTHS_MAX,
  CHECKUP_STRENGTHS_MIN,
  type CheckupConstraintAnswer,
  type CheckupFeedbackAnswers,
  type CheckupFeedbackError,
  type CheckupFeedbackRule,
  type CheckupStepAnswer,
  type CheckupSurveySubject,
  type FeedbackFormatTexts,
} from '../validation/checkup-feedback';

/**
 * The rules of the partners' checkup survey, one place for the web form (messages under the
 * fields as the partner answers) and the server (SubmitFeedback refuses what breaks them).
 */

const error = (field: string, rule: CheckupFeedbackRule): CheckupFeedbackError => ({
  field,
  rule,
  message: CHECKUP_FEEDBACK_MESSAGES[rule],
});

/** Partners confirm they know their answers carry their name, unless the checkup is anonymous. */
export function isAcknowledgementRequired(isAnonymous: boolean): boolean {
  return !isAnonymous;
}

/** How many strengths a partner must choose: 1 to 5, never more than the plan has. */
export function strengthChoiceRange(strengthCount: number): { min: number; max: number } {
  const max = Math.min(CHECKUP_STRENGTHS_MAX, strengthCount);
  return { min: Math.min(CHECKUP_STRENGTHS_MIN, max), max };
}

/** The rule a constraint's answer breaks, if any. */
export function constraintAnswerRule(
  answer: Pick<CheckupConstraintAnswer, 'agree'> | undefined,
): CheckupFeedbackRule | null {
  return answer?.agree === true || answer?.agree === false ? null : 'constraintAgreement';
}

/** The rule a step's answer breaks, if any: a rating or N/A; a comment with rating 1 or 2. */
export function stepAnswerRule(
  answer: Pick<CheckupStepAnswer, 'rating' | 'comment'> | undefined,
): CheckupFeedbackRule | null {
  const rating = answer?.rating ?? null;
  if (rating === null) return 'stepRating';
  const needsComment =
    rating !== 'NA' && (CHECKUP_COMMENT_REQUIRED_RATINGS as readonly number[]).includes(rating);
  return needsComment && !answer?.comment?.trim() ? 'stepComment' : null;
}

const stepField = (stepId: string, rule: CheckupFeedbackRule) =>
  `steps.${stepId}.${rule === 'stepComment' ? 'comment' : 'rating'}`;

function strengthErrors(subject: CheckupSurveySubject, chosen: readonly string[]) {
  const known = new Set(subject.strengths);
  if (chosen.some((s) => !known.has(s))) return [error('strengths', 'unknownItem')];
  const { min, max } = strengthChoiceRange(subject.strengths.length);
  const count = new Set(chosen).size;
  return count < min || count > max || count !== chosen.length
    ? [error('strengths', 'strengths')]
    : [];
}

function unknownAnswerErrors(subject: CheckupSurveySubject, answers: CheckupFeedbackAnswers) {
  const indexes = new Set(subject.constraints.map((c) => c.index));
  const stepIds = new Set(subject.constraints.flatMap((c) => c.steps.map((s) => s.id)));
  return [
    ...answers.constraints
      .filter((a) => !indexes.has(a.index))
      .map((a) => error(`constraints.${a.index}`, 'unknownItem')),
    ...answers.steps
      .filter((a) => !stepIds.has(a.stepId))
      .map((a) => error(`steps.${a.stepId}`, 'unknownItem')),
  ];
}

/**
 * Every rule a submission breaks against the survey it answers; empty when it may be stored.
 * Answers are matched by constraint index and step id; a missing answer counts as unanswered.
 */
export function checkupFeedbackErrors(
  subject: CheckupSurveySubject,
  answers: CheckupFeedbackAnswers,
): CheckupFeedbackError[] {
  const errors: CheckupFeedbackError[] = [];
  if (answers.interactionFrequency === null) {
    errors.push(error('interactionFrequency', 'interactionFrequency'));
  }
  errors.push(...strengthErrors(subject, answers.strengths));
  const constraintAnswers = new Map(answers.constraints.map((a) => [a.index, a]));
  const stepAnswers = new Map(answers.steps.map((a) => [a.stepId, a]));
  for (const constraint of subject.constraints) {
    const rule = constraintAnswerRule(constraintAnswers.get(constraint.index));
    if (rule) errors.push(error(`constraints.${constraint.index}.agree`, rule));
    for (const step of constraint.steps) {
      const stepRule = stepAnswerRule(stepAnswers.get(step.id));
      if (stepRule) errors.push(error(stepField(step.id, stepRule), stepRule));
    }
  }
  errors.push(...unknownAnswerErrors(subject, answers));
  if (subject.acknowledgementRequired && !answers.acknowledged) {
    errors.push(error('acknowledged', 'acknowledgement'));
  }
  return errors;
}

/** Fills `{{participantName}}` in a format text. */
export function fillFeedbackText(text: string, participantName: string): string {
  return text.replaceAll('{{participantName}}', participantName);
}

/** Every text of a format passed through `change` (filling placeholders, say). */
export function mapFeedbackFormatTexts(
  texts: FeedbackFormatTexts,
  change: (text: string) => string,
): FeedbackFormatTexts {
  const section = (s: { title: string; text: string }) => ({
    title: change(s.title),
    text: change(s.text),
  });
  const { sections, errors } = texts;
  return {
    header: change(texts.header),
    sections: {
      introduction: section(sections.introduction),
      strengths: section(sections.strengths),
      constraints: section(sections.constraints),
      steps: section(sections.steps),
      encouragement: section(sections.encouragement),
    },
    acknowledgeText: change(texts.acknowledgeText),
    completedText: change(texts.completedText),
    unavailableText: change(texts.unavailableText),
    errors: {
      submit: change(errors.submit),
      incomplete: change(errors.incomplete),
      load: change(errors.load),
      unavailable: change(errors.unavailable),
    },
  };
}
