import type { LocaleCode } from '../i18n/locales';
import { DEFAULT_MIN_GROUP_SIZE } from '../validation/profile-instrument';
import type { TSurveyAnswers, TSurveyAnswerValue } from './answers';
import { questionTally, type TQuestionResult } from './result-tallies';
import { questionsOf, type TSurveyBody, type TSurveyQuestion } from './definition';

/**
 * A release's results: per question of the definition's latest version, the figures of the
 * completed responses (docs/decisions.md, "Survey results").
 */

/**
 * An anonymous release shows no result of fewer responses than the 360's anonymity minimum: the
 * whole release and each filtered view alike.
 */
export const SURVEY_ANONYMITY_MINIMUM = DEFAULT_MIN_GROUP_SIZE;

/**
 * Whether an anonymous view of `count` responses is hidden: too few responses, or too few left
 * out of a wider view the reader may also ask for (`widerCounts`: the counts of
 * `widerResultFilters`), since the difference of two views is a view of its own. A wider view of
 * the same responses reveals nothing more. The narrower view is the one hidden, so the responses
 * only one of two views holds are never fewer than the minimum (docs/decisions.md, "Survey
 * results"). Views that overlap without one holding the other (shifted day ranges) are not
 * compared.
 */
export function revealsTooFew(count: number, widerCounts: readonly number[]): boolean {
  return (
    count < SURVEY_ANONYMITY_MINIMUM ||
    widerCounts.some((wider) => wider > count && wider - count < SURVEY_ANONYMITY_MINIMUM)
  );
}

/** The results of a set of responses, or only that they are hidden (too few, anonymous). */
export type TSurveyResultSet =
  { hidden: false; responses: number; questions: TQuestionResult[] } | { hidden: true };

/** A completed response: the version it answered and its answers (newest first). */
export type ResultResponse = { version: number; answers: TSurveyAnswers };

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
 * latest version no longer offers is not counted. An anonymous release's view is hidden as
 * `revealsTooFew` says, given the counts of its wider views.
 */
export function surveyResults(
  body: TSurveyBody,
  versions: ReadonlyMap<number, TSurveyBody>,
  responses: readonly ResultResponse[],
  options: { locale: LocaleCode; anonymous: boolean; widerCounts?: readonly number[] },
): TSurveyResultSet {
  if (options.anonymous && revealsTooFew(responses.length, options.widerCounts ?? []))
    return { hidden: true };
  const tallies = questionsOf(body).map((question) => ({
    question,
    tally: questionTally(question, options.locale),
  }));
  // Per version, the tallies its answers count for (same name, same type).
  const countedIn = new Map(
    [...versions].map(([version, versionBody]) => {
      const types = new Map(questionsOf(versionBody).map((q) => [q.name, q.type]));
      return [
        version,
        tallies.filter(({ question }) => types.get(question.name) === question.type),
      ];
    }),
  );
  for (const response of responses) {
    for (const { question, tally } of countedIn.get(response.version) ?? []) {
      const answer = response.answers[question.name];
      if (answer !== undefined) tally.add(answer);
    }
  }
  return {
    hidden: false,
    responses: responses.length,
    questions: tallies.map(({ tally }) => tally.result()),
  };
}
