import { z } from 'zod';
import { RATING_LABELS } from '../domain/names';
import { optionalText } from './event-catalog';

/**
 * The post-event survey of a training event (pages `event/{eventId}/survey`, `surveycompleted`,
 * `surveyAdmin`): five agreement ratings (1 Strongly Disagree to 5 Strongly Agree, the spec's
 * labels) and an optional comment. The catalog item decides whether answers may be anonymous
 * (`allowAnonymousSurvey`), whether a person may answer more than once
 * (`surveyMultipleResponses`) and how long the survey stays open (`surveyExpirationDays` after
 * the event's end). See docs/decisions.md, "Events: jobs, make-up events and the post-event survey".
 */

export const EVENT_SURVEY_RATING_QUESTIONS = [
  'worthTime',
  'relevant',
  'trainer',
  'apply',
  'recommend',
] as const;
export type EventSurveyRatingQuestion = (typeof EVENT_SURVEY_RATING_QUESTIONS)[number];

/**
 * The statements rated, in English (the web shows them through its own i18n keys, by id; the
 * server uses these texts in results exports and e-mails).
 */
export const EVENT_SURVEY_QUESTION_TEXTS: Readonly<Record<EventSurveyRatingQuestion, string>> = {
  worthTime: 'Overall, this event was worth my time.',
  relevant: 'The content is relevant to my work.',
  trainer: 'The trainer was well prepared and engaging.',
  apply: 'I will apply what I learned in the coming weeks.',
  recommend: 'I would recommend this event to a colleague.',
};
export const EVENT_SURVEY_COMMENT_TEXT = 'What else would you like to tell us?';
export const EVENT_SURVEY_COMMENT_MAX = 4000;

export const EVENT_SURVEY_RATING_LABELS = RATING_LABELS;

const zRating = z.number().int().min(1).max(5);

/** POST event/SubmitSurvey/{eventId}: every statement rated, a comment if any. */
export const ZEventSurveySubmit = z.object({
  ratings: z.object(
    Object.fromEntries(EVENT_SURVEY_RATING_QUESTIONS.map((q) => [q, zRating])) as Record<
      EventSurveyRatingQuestion,
      typeof zRating
    >,
  ),
  comment: optionalText(EVENT_SURVEY_COMMENT_MAX),
  /** Only where the catalog allows anonymous answers; refused (400) otherwise. */
  anonymous: z.boolean().default(false),
});
export type TEventSurveySubmit = z.input<typeof ZEventSurveySubmit>;
export type TEventSurveyAnswers = z.output<typeof ZEventSurveySubmit>;

/**
 * Who answers: a registered participant for themselves (`participant`), or the event's trainer
 * collecting answers in the room on their own device (`room`, always anonymous).
 */
export const EventSurveyRespondent = { Participant: 'participant', Room: 'room' } as const;
export type EventSurveyRespondent =
  (typeof EventSurveyRespondent)[keyof typeof EventSurveyRespondent];

/** GET event/GetSurvey/{eventId}: the survey page's state for the caller. */
export type TEventSurvey = {
  eventId: string;
  eventName: string;
  eventTypeName: string | null;
  startDate: string | null;
  endDate: string | null;
  ianaLocationTimeZone: string;
  trainer: string | null;
  ratingQuestions: readonly EventSurveyRatingQuestion[];
  /** Open now: from the event's start to `closesUTC` (no end when null). */
  isOpen: boolean;
  closesUTC: string | null;
  allowAnonymous: boolean;
  multipleResponses: boolean;
  /** How the caller would answer, or null when they may not. */
  respondent: EventSurveyRespondent | null;
  /** The caller's own answers already recorded (participants). */
  answered: boolean;
  /** True when the caller may submit now. */
  canAnswer: boolean;
  /** Why not, when `canAnswer` is false. */
  message: string | null;
  /** The caller may open the results (the event's managers). */
  canSeeResults: boolean;
};

export type TEventSurveySubmitResult = {
  responseId: string;
  respondent: EventSurveyRespondent;
  anonymous: boolean;
};

export type TEventSurveyQuestionResult = {
  id: EventSurveyRatingQuestion;
  text: string;
  /** Answers to this statement. */
  count: number;
  /** Mean rating, two decimals; null without answers. */
  average: number | null;
  /** How many gave 1, 2, 3, 4, 5 (index 0 is rating 1). */
  distribution: [number, number, number, number, number];
};

export type TEventSurveyComment = {
  text: string;
  createdUTC: string;
  /** The participant's name; null for anonymous and in-room answers. */
  name: string | null;
};

/** GET event/GetSurveyResults/{eventId} (page surveyAdmin). */
export type TEventSurveyResults = {
  eventId: string;
  eventName: string;
  responseCount: number;
  participantCount: number;
  checkedInCount: number;
  /** Responses of registered participants (not in-room, not repeated): for the response rate. */
  respondentCount: number;
  questions: TEventSurveyQuestionResult[];
  comments: TEventSurveyComment[];
};

/** The counts and means of a set of answers (pure: the server and tests use it alike). */
export function summarizeSurveyRatings(
  answers: readonly { ratings: Partial<Record<string, unknown>> }[],
): TEventSurveyQuestionResult[] {
  return EVENT_SURVEY_RATING_QUESTIONS.map((id) => {
    const distribution: [number, number, number, number, number] = [0, 0, 0, 0, 0];
    let sum = 0;
    let count = 0;
    for (const answer of answers) {
      const value = answer.ratings[id];
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 5) continue;
      distribution[value - 1] = (distribution[value - 1] ?? 0) + 1;
      sum += value;
      count++;
    }
    return {
      id,
      text: EVENT_SURVEY_QUESTION_TEXTS[id],
      count,
      average: count === 0 ? null : Math.round((sum / count) * 100) / 100,
      distribution,
    };
  });
}
