import {
  DEFAULT_FEEDBACK_FORMAT_NAME,
  tractionPlanCheckupApi,
  type CheckupFeedbackSubmission,
  type FeedbackFormat,
  type FeedbackFormatInput,
} from '@portal/core';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';
import { isLocale } from '../../app/i18n';

// The rater's survey (core's contract) and the feedback format calls, by the spec's paths. Every
// path segment taken from data is encoded.

const seg = (value: string) => encodeURIComponent(value);
const FORMAT = '/api/feedbackformat';

// ---- The survey ------------------------------------------------------------------------------

/** The survey of a code, its texts in `locale`; an unknown or used code answers `available: false`. */
export const getFeedbackByCode = (
  api: ApiClient,
  surveyCode: string,
  locale: string,
  signal?: AbortSignal,
) =>
  call(
    api,
    tractionPlanCheckupApi.surveyByCode,
    // The server falls back to the default language for one it does not know.
    { params: { code: surveyCode }, query: { locale: isLocale(locale) ? locale : undefined } },
    signal,
  );

export const submitFeedback = (api: ApiClient, submission: CheckupFeedbackSubmission) =>
  call(api, tractionPlanCheckupApi.submitFeedback, { body: submission });

/** The signed-in partner's requests of every checkup (`all`); only their own carry survey codes. */
export const partnerRequests = (api: ApiClient, email: string, signal?: AbortSignal) =>
  call(api, tractionPlanCheckupApi.partnerRequests, { params: { a: email, b: 'all' } }, signal);

// ---- Feedback formats ------------------------------------------------------------------------

export const formatVersions = (api: ApiClient, name: string, signal?: AbortSignal) =>
  api.get<FeedbackFormat[]>(`${FORMAT}/GetAllByName/${seg(name)}`, undefined, signal);

export const saveFormat = (api: ApiClient, input: FeedbackFormatInput) =>
  api.post<FeedbackFormat>(`${FORMAT}/save`, input);

export const setDefaultFormat = (api: ApiClient, name: string, version: number) =>
  api.post<FeedbackFormat>(`${FORMAT}/SetAsDefault`, { name, version });

export const deleteFormat = (api: ApiClient, name: string, version: number) =>
  api.del<boolean>(`${FORMAT}/DeleteByNameVersion/${seg(name)}/${version}`);

/** The brand's default format (its default version): where a brand-new format name starts. */
export const defaultFormat = (api: ApiClient) =>
  api.get<FeedbackFormat>(`${FORMAT}/getDefaultVersion/${seg(DEFAULT_FEEDBACK_FORMAT_NAME)}`);
