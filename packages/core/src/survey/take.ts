import { z } from 'zod';
import { LOCALES, type LocaleCode } from '../i18n/locales';
import { zGuid } from '../validation/guid';
import { zSurveyCode } from '../validation/profile-participant';
import { answerError, visibleQuestions, zSurveyAnswers, type TSurveyAnswers } from './answers';
import {
  questionsOf,
  surveyText,
  type TSurveyBody,
  type TSurveyQuestion,
  type TSurveyText,
} from './definition';

/**
 * Taking a survey: a person's invitation by its survey code, an open or public release by its
 * short code, one-click answers from an e-mail and short links that carry parameters.
 */

/** A release's short code (open and public surveys) or a short link's code. */
export const zShortCode = z
  .string()
  .min(4)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/);
/** The key a visitor's browser keeps to come back to a public survey (43 characters, random). */
export const zResumeKey = zSurveyCode;

export const SURVEY_PARAM_LIMITS = { count: 20, value: 200 } as const;

/**
 * The parameters a short link carries into a survey, by name. `entityId` names the account a
 * PersonAndEntity release is answered about; `NonRegisteredGroup` a non-registered group's id,
 * whose name fills the special field of that name. Others are kept with the response.
 */
export const zSurveyParams = z
  .record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/),
    z.string().max(SURVEY_PARAM_LIMITS.value),
  )
  .refine((params) => Object.keys(params).length <= SURVEY_PARAM_LIMITS.count, 'Too many');
export type TSurveyParams = z.infer<typeof zSurveyParams>;

/** The params a survey understands (the rest only travel with the response). */
export const SURVEY_PARAM = { entity: 'entityId', group: 'NonRegisteredGroup' } as const;

/** The name/value pairs of a short link's path (`/squrl/{code}/name/value/...`). */
export function pathParams(path: string): TSurveyParams {
  const parts = path.split('/').filter((part) => part !== '');
  const pairs: [string, string][] = [];
  for (let index = 0; index + 1 < parts.length; index += 2) {
    pairs.push([decodeSafely(parts[index] as string), decodeSafely(parts[index + 1] as string)]);
  }
  const parsed = zSurveyParams.safeParse(Object.fromEntries(pairs));
  return parsed.success ? parsed.data : {};
}

function decodeSafely(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** What a survey link opens: the survey, or why not (unknown, other brand, archived… alike). */
export const SURVEY_TAKE_STATES = ['open', 'completed', 'closed', 'unavailable'] as const;
export type SurveyTakeState = (typeof SURVEY_TAKE_STATES)[number];

/** A survey to answer: the version's definition and the answers so far (or prefilled). */
export type TOpenSurvey = {
  state: 'open';
  version: number;
  body: TSurveyBody;
  anonymous: boolean;
  allowMultiple: boolean;
  closesAt: string | null;
  answers: TSurveyAnswers;
};
export type TSurveyToTake = TOpenSurvey | { state: Exclude<SurveyTakeState, 'open'> };

/** One line of a person's list of surveys. */
export type TMySurvey = {
  surveyCode: string;
  title: TSurveyText;
  /** The account the answers are about, for the "multi" triggers. */
  entityName: string | null;
  opensAt: string;
  closesAt: string | null;
  inProgress: boolean;
  completedAt: string | null;
  /** The release takes another response from the same person. */
  allowMultiple: boolean;
  /**
   * The person's latest response to read again (`mysurvey/{surveyCode}/{responseId}`): named
   * releases only, an anonymous response is never linked back to its person.
   */
  responseId: string | null;
};
export type TMySurveys = { pending: TMySurvey[]; done: TMySurvey[] };

/**
 * A person's surveys as others see them by the person's share code (`mysurveys/{shareCode}`):
 * no survey code (it is the person's credential), only the releases whose results the caller
 * reads, each answered one with its release to read the response (`mysurvey/{releaseId}/
 * {responseId}/viewer`).
 */
export type TSharedSurvey = Omit<TMySurvey, 'surveyCode' | 'allowMultiple'> & { releaseId: string };
export type TSharedSurveys = {
  /** The person's name. */
  person: string;
  pending: TSharedSurvey[];
  done: TSharedSurvey[];
};

/** An answered survey read again: the version answered, its answers, whose they are. */
export type TSurveyResponseView = {
  body: TSurveyBody;
  answers: TSurveyAnswers;
  completedAt: string;
  /** The person who answered, for a viewer; null on one's own response. */
  respondent: string | null;
};

const answersPart = {
  version: z.number().int().min(1),
  answers: zSurveyAnswers,
};
const submitPart = { ...answersPart, language: z.enum(LOCALES) };

export const ZSurveyProgress = z.object({ surveyCode: zSurveyCode, ...answersPart }).strict();
export type TSurveyProgress = z.infer<typeof ZSurveyProgress>;
export const ZSurveySubmit = z.object({ surveyCode: zSurveyCode, ...submitPart }).strict();
export type TSurveySubmit = z.infer<typeof ZSurveySubmit>;

const releasePart = { shortCode: zShortCode, params: zSurveyParams.default({}) };
export const ZOpenSurveyProgress = z.object({ ...releasePart, ...answersPart }).strict();
export type TOpenSurveyProgress = z.infer<typeof ZOpenSurveyProgress>;
export const ZOpenSurveySubmit = z.object({ ...releasePart, ...submitPart }).strict();
export type TOpenSurveySubmit = z.infer<typeof ZOpenSurveySubmit>;

export const ZPublicSurveyResume = z.object({ shortCode: zShortCode, resumeKey: zResumeKey });
export type TPublicSurveyResume = z.infer<typeof ZPublicSurveyResume>;
export const ZPublicSurveyProgress = ZOpenSurveyProgress.extend({ resumeKey: zResumeKey });
export type TPublicSurveyProgress = z.infer<typeof ZPublicSurveyProgress>;
export const ZPublicSurveySubmit = ZOpenSurveySubmit.extend({ resumeKey: zResumeKey });
export type TPublicSurveySubmit = z.infer<typeof ZPublicSurveySubmit>;

/** A public survey's answers in progress, found by the visitor's resume key. */
export type TPublicSurveyDraft = { version: number; answers: TSurveyAnswers } | null;

/** Progress kept: when (the page says it is saved). */
export type TSurveySaved = { savedAt: string };

export type TSurveySubmitResult = {
  /** The release takes another response from the same person (or browser). */
  canAnswerAgain: boolean;
};

/** `/survey/{surveyId}/{userAccountId}/{questionIndex}/{questionResponse}`: an e-mail's answer. */
export const ZOneClickAnswer = z
  .object({
    surveyCode: zSurveyCode,
    userAccountId: zGuid,
    /** The question's place among all the definition's questions, from 0. */
    questionIndex: z.number().int().min(0).max(1000),
    response: z.string().min(1).max(200),
  })
  .strict();
export type TOneClickAnswer = z.infer<typeof ZOneClickAnswer>;

/** Where a short link leads, with the parameters the survey receives. */
export type TShortUrlTarget =
  { state: 'open'; to: string; params: TSurveyParams } | { state: 'unavailable' };

/** The questions a link's single value can answer, and how that text becomes the answer. */
function oneClickValue(question: TSurveyQuestion, response: string) {
  switch (question.type) {
    case 'rating':
      return /^-?\d+$/.test(response) ? Number(response) : undefined;
    case 'boolean':
      return response === 'true' ? true : response === 'false' ? false : undefined;
    case 'radiogroup':
    case 'dropdown': {
      const choice = question.choices.find((c) => String(c.value) === response);
      return choice?.value;
    }
    case 'checkbox': {
      const choice = question.choices.find((c) => String(c.value) === response);
      return choice === undefined ? undefined : [choice.value];
    }
    default:
      return undefined;
  }
}

/**
 * The answers with a one-click answer in place, or null when the link does not make a valid
 * answer: no question at that index, a question one value cannot answer, a value that is not
 * one of its answers, or a question the answers so far hide.
 */
export function withOneClickAnswer(
  body: TSurveyBody,
  answers: TSurveyAnswers,
  questionIndex: number,
  response: string,
): TSurveyAnswers | null {
  const question = questionsOf(body)[questionIndex];
  if (!question) return null;
  const value = oneClickValue(question, response);
  if (value === undefined || answerError(question, value) !== null) return null;
  const next = { ...answers, [question.name]: value };
  return visibleQuestions(body, next).includes(question) ? next : null;
}

/** Most answers an e-mail offers as one-click links (an 11-point scale, 0 to 10). */
const MAX_ONE_CLICK_CHOICES = 11;

/** `/survey/{surveyCode}/{userAccountId}/{questionIndex}/{value}`: a one-click answer. */
export const oneClickPath = (
  surveyCode: string,
  userAccountId: string,
  questionIndex: number,
  value: string,
) =>
  `/survey/${encodeURIComponent(surveyCode)}/${userAccountId}/${questionIndex}/${encodeURIComponent(value)}`;

/**
 * The first question as an e-mail can ask it, one link per answer, in a language: a rating, a
 * yes/no or a single choice of at most 11 answers; null for any other first question. `yesNo`
 * are the words of a yes/no without labels of its own.
 */
export function oneClickQuestion(
  body: TSurveyBody,
  locale: LocaleCode,
  yesNo: { yes: string; no: string },
): { prompt: string; choices: { label: string; value: string }[] } | null {
  const question = questionsOf(body)[0];
  if (!question) return null;
  const prompt = surveyText(question.title, locale);
  const label = (text: TSurveyText | undefined, fallback: string) =>
    text === undefined ? fallback : surveyText(text, locale);
  let choices: { label: string; value: string }[];
  switch (question.type) {
    case 'rating': {
      const min = question.rateMin ?? 1;
      const max = question.rateMax ?? 5;
      choices = Array.from({ length: max - min + 1 }, (_, i) => String(min + i)).map((value) => ({
        label: value,
        value,
      }));
      break;
    }
    case 'boolean':
      choices = [
        { label: label(question.labelTrue, yesNo.yes), value: 'true' },
        { label: label(question.labelFalse, yesNo.no), value: 'false' },
      ];
      break;
    case 'radiogroup':
    case 'dropdown':
      choices = question.choices.map((choice) => ({
        label: surveyText(choice.text, locale),
        value: String(choice.value),
      }));
      break;
    default:
      return null;
  }
  return choices.length <= MAX_ONE_CLICK_CHOICES ? { prompt, choices } : null;
}
