import type { TSurveyResults } from '../api/survey-results';
import { LOCALES, type LocaleCode } from '../i18n/locales';
import type { TSurveyBody, TSurveyText } from '../survey/definition';

/**
 * The post-event survey of a training event (pages `event/{eventId}/survey`, `surveycompleted`,
 * `surveyAdmin`): a survey of the survey module, the event type's release or the brand's default
 * release of the five statements below, answered by the event's participants through their own
 * invitation (entity `TrainingEvent`, the event). See docs/decisions.md, "Event surveys".
 */

/** The entity an event survey's invitations and responses are about: the event. */
export const EVENT_SURVEY_ENTITY = 'TrainingEvent';

/** The default definition's statements, rated 1 (Strongly Disagree) to 5 (Strongly Agree). */
export const EVENT_SURVEY_STATEMENTS = [
  'worthTime',
  'relevant',
  'trainer',
  'apply',
  'recommend',
] as const;
export type EventSurveyStatement = (typeof EVENT_SURVEY_STATEMENTS)[number];

/** The name of the default definition's closing comment (question names are kept forever). */
export const EVENT_SURVEY_COMMENT = 'comment';
export const EVENT_SURVEY_COMMENT_MAX = 4000;

/** The default definition's texts in one language (namespace `eventSurveys.default`). */
export type EventSurveyTexts = Record<EventSurveyStatement, string> & {
  title: string;
  comment: string;
  disagree: string;
  agree: string;
};

/**
 * The five statements as a survey definition, its texts in every language given (English is the
 * default; a language whose text is English's adds nothing).
 */
export function defaultEventSurveyBody(
  texts: Partial<Record<LocaleCode, EventSurveyTexts>> & { 'en-us': EventSurveyTexts },
): TSurveyBody {
  const text = (key: keyof EventSurveyTexts): TSurveyText => {
    const english = texts['en-us'][key];
    const translated = LOCALES.flatMap((locale) => {
      const own = texts[locale]?.[key];
      return locale !== 'en-us' && own && own !== english ? [[locale, own] as const] : [];
    });
    return translated.length === 0
      ? english
      : ({ default: english, ...Object.fromEntries(translated) } as TSurveyText);
  };
  return {
    title: text('title'),
    pages: [
      {
        name: 'statements',
        elements: [
          ...EVENT_SURVEY_STATEMENTS.map((name) => ({
            type: 'rating' as const,
            name,
            title: text(name),
            isRequired: true,
            rateMin: 1,
            rateMax: 5,
            minRateDescription: text('disagree'),
            maxRateDescription: text('agree'),
          })),
          {
            type: 'comment' as const,
            name: EVENT_SURVEY_COMMENT,
            title: text('comment'),
            maxLength: EVENT_SURVEY_COMMENT_MAX,
          },
        ],
      },
    ],
  };
}

/** What an event type's survey settings say (the catalog item's fields). */
export type EventSurveySettings = {
  surveyUrl?: unknown;
  anonymousSurveyUrl?: unknown;
  surveyReleaseId?: unknown;
  surveyExpirationDays?: unknown;
  surveyMultipleResponses?: unknown;
  allowAnonymousSurvey?: unknown;
  disableCheckin?: unknown;
};

const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Where an event's survey is answered: the type's chosen release; else, when the type names an
 * outside survey (`surveyUrl`), there (with `anonymousSurveyUrl` beside it where the type allows
 * anonymous answers); else the brand's default release of the five statements.
 */
export type EventSurveySource =
  | { kind: 'release'; releaseId: string }
  | { kind: 'external'; url: string; anonymousUrl: string | null }
  | { kind: 'default' };

export function eventSurveySource(settings: EventSurveySettings): EventSurveySource {
  const releaseId = textOf(settings.surveyReleaseId);
  if (releaseId) return { kind: 'release', releaseId };
  const url = textOf(settings.surveyUrl);
  if (!url) return { kind: 'default' };
  const anonymousUrl =
    settings.allowAnonymousSurvey === true ? textOf(settings.anonymousSurveyUrl) : null;
  return { kind: 'external', url, anonymousUrl };
}

const DAY_MS = 86_400_000;

/**
 * When an event's survey takes answers: from the event's start until `surveyExpirationDays` after
 * its end (its start when it has no end); no end when the type sets no days.
 */
export function eventSurveyWindow(
  event: { start: Date | null; end: Date | null },
  settings: EventSurveySettings,
  now: Date,
): { isOpen: boolean; closesAt: Date | null } {
  const days = settings.surveyExpirationDays;
  const end = event.end ?? event.start;
  const closesAt = end && typeof days === 'number' ? new Date(end.getTime() + days * DAY_MS) : null;
  const started = event.start !== null && event.start <= now;
  return { isOpen: started && (!closesAt || closesAt > now), closesAt };
}

/** How an event's invitations take answers: the type decides, whatever its release says. */
export function eventSurveyRules(settings: EventSurveySettings, releaseAnonymous: boolean) {
  return {
    /** One rule for everyone of the event, so its results keep the anonymity minimum. */
    anonymous: releaseAnonymous || settings.allowAnonymousSurvey === true,
    allowMultiple: settings.surveyMultipleResponses === true,
  };
}

/**
 * Who takes an event's survey: its registered participants with an account, once checked in
 * (at once when the type has no check-in).
 */
export const takesEventSurvey = (
  registration: { checkedIn: boolean; userAccountId: string | null },
  settings: EventSurveySettings,
) =>
  registration.userAccountId !== null &&
  (registration.checkedIn || settings.disableCheckin === true);

/** Where the caller answers the event's survey. */
export type TEventSurveyTake =
  | { kind: 'survey'; surveyCode: string }
  | { kind: 'external'; url: string; anonymousUrl: string | null };

/** GET event/GetSurvey/{eventId}: the survey page's state for the caller. */
export type TEventSurvey = {
  eventId: string;
  eventName: string;
  eventTypeName: string | null;
  startDate: string | null;
  endDate: string | null;
  ianaLocationTimeZone: string;
  trainer: string | null;
  /** Open now: from the event's start to `closesUTC` (no end when null). */
  isOpen: boolean;
  closesUTC: string | null;
  multipleResponses: boolean;
  /** The caller's way to answer, or null when they may not (see `message`). */
  take: TEventSurveyTake | null;
  /** The caller has answered at least once. */
  answered: boolean;
  /** Why the caller may not answer now, in their language. */
  message: string | null;
  /** The caller may open the results (the event's managers, survey admins). */
  canSeeResults: boolean;
};

/** GET event/GetSurveyResults/{eventId} (page surveyAdmin). */
export type TEventSurveyResults = {
  eventId: string;
  eventName: string;
  participantCount: number;
  checkedInCount: number;
  /** The survey's results for this event; null when the type links to an outside survey. */
  survey: TSurveyResults | null;
  externalUrl: string | null;
  /** The release's own results page (whole release, downloads) for those who may read it. */
  releaseResultsId: string | null;
};

/** A release the event catalog's editors may choose for a type (GET event/GetSurveyReleases). */
export type TEventSurveyReleaseOption = { id: string; name: string };
