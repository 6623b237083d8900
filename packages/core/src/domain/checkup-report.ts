import {
  CHECKUP_RATINGS,
  INTERACTION_FREQUENCIES,
  type CheckupRating,
  type CheckupFeedbackAnswers,
  type CheckupStepRating,
  type CheckupSurveyConstraint,
} from '../validation/checkup-feedback';
import type {
  CheckupRatingDistribution,
  CheckupRatingSummary,
  CheckupReportBody,
  CheckupReportComment,
} from '../validation/checkup-report';
import type { InteractionFrequency } from './enums';

/** One partner's stored answers; `from` is their name, or null when the checkup is anonymous. */
export type CheckupReportResponse = { answers: CheckupFeedbackAnswers; from: string | null };

/** The plan the partners answered about: its strengths, constraints and steps, in plan order. */
export type CheckupReportPlan = {
  strengths: readonly string[];
  constraints: readonly CheckupSurveyConstraint[];
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Average (2 decimals), distribution and counts of a list of ratings; N/A is counted apart. */
export function summarizeRatings(ratings: readonly CheckupStepRating[]): CheckupRatingSummary {
  const rated = ratings.filter((r): r is CheckupRating => r !== 'NA');
  const distribution = CHECKUP_RATINGS.map(
    (value) => rated.filter((r) => r === value).length,
  ) as CheckupRatingDistribution;
  const ratedCount = rated.length;
  const sum = rated.reduce<number>((total, r) => total + r, 0);
  const notApplicableCount = ratings.length - ratedCount;
  return {
    average: ratedCount === 0 ? null : round2(sum / ratedCount),
    distribution,
    ratedCount,
    notApplicableCount,
  };
}

const commentsOf = (
  responses: readonly CheckupReportResponse[],
  pick: (answers: CheckupFeedbackAnswers) => string | undefined,
): CheckupReportComment[] =>
  responses.flatMap((r) => {
    const text = pick(r.answers)?.trim();
    return text ? [{ text, from: r.from }] : [];
  });

function frequencies(responses: readonly CheckupReportResponse[]) {
  const counts = Object.fromEntries(INTERACTION_FREQUENCIES.map((f) => [f, 0])) as Record<
    InteractionFrequency,
    number
  >;
  for (const { answers } of responses) {
    if (answers.interactionFrequency) counts[answers.interactionFrequency]++;
  }
  return counts;
}

function constraintOf(
  constraint: CheckupSurveyConstraint,
  responses: readonly CheckupReportResponse[],
) {
  const answersTo = responses.map((r) => ({
    from: r.from,
    answer: r.answers.constraints.find((a) => a.index === constraint.index),
  }));
  const steps = constraint.steps.map((step) => {
    const stepAnswers = (answers: CheckupFeedbackAnswers) =>
      answers.steps.find((a) => a.stepId === step.id);
    const ratings = responses.flatMap((r) => {
      const rating = stepAnswers(r.answers)?.rating;
      return rating === null || rating === undefined ? [] : [rating];
    });
    return {
      id: step.id,
      description: step.description,
      ...summarizeRatings(ratings),
      comments: commentsOf(responses, (a) => stepAnswers(a)?.comment),
    };
  });
  return {
    index: constraint.index,
    name: constraint.name,
    definition: [...constraint.definition],
    agreeCount: answersTo.filter((a) => a.answer?.agree === true).length,
    disagreeCount: answersTo.filter((a) => a.answer?.agree === false).length,
    comments: commentsOf(
      responses,
      (a) => a.constraints.find((c) => c.index === constraint.index)?.comment,
    ),
    steps,
  };
}

/**
 * The partners' answers gathered per strength, constraint and step, in the plan's order.
 * Answers to what is no longer in the plan are left out; comments keep the order of the
 * responses given (oldest first).
 */
export function buildCheckupReport(
  plan: CheckupReportPlan,
  responses: readonly CheckupReportResponse[],
): CheckupReportBody {
  const constraints = plan.constraints.map((c) => constraintOf(c, responses));
  const known = new Set(plan.constraints.flatMap((c) => c.steps.map((s) => s.id)));
  const allRatings = responses.flatMap((r) =>
    r.answers.steps.flatMap((s) => (known.has(s.stepId) && s.rating !== null ? [s.rating] : [])),
  );
  return {
    responseCount: responses.length,
    interactionFrequencies: frequencies(responses),
    strengths: plan.strengths.map((text) => ({
      text,
      chosenCount: responses.filter((r) => r.answers.strengths.includes(text)).length,
    })),
    strengthComments: commentsOf(responses, (a) => a.strengthsComment),
    constraints,
    overall: summarizeRatings(allRatings),
    encouragements: commentsOf(responses, (a) => a.encouragement),
  };
}
